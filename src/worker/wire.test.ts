import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson, generateKey } from '../../contract/cipher';
import { buildWire } from './wire';

const key = generateKey();
const seal = (value: unknown) => encryptJson(key, value);
const auth = { Authorization: 'Bearer t' };

describe('buildWire', () => {
  it('seals a JSON body into { data } with the encrypted-request header', () => {
    const wire = buildWire({ method: 'POST', url: 'player/login', body: { token: 'abc' }, headers: auth }, seal);
    expect(wire.method).toBe('POST');
    expect(wire.url).toBe('player/login');
    expect(wire.headers).toEqual({ Authorization: 'Bearer t', 'encrypted-request': 'true' });
    const data = wire.data as { data: string };
    expect(Object.keys(data)).toEqual(['data']);
    expect(decryptJson(key, data.data)).toEqual({ token: 'abc' });
  });

  it('sends a bodyless request as is, with string params', () => {
    const wire = buildWire({ method: 'GET', url: 'vips', params: { page: 2, all: true, q: 'x' }, headers: auth }, seal);
    expect(wire.data).toBeUndefined();
    expect(wire.params).toEqual({ page: '2', all: 'true', q: 'x' });
    expect(wire.headers).toEqual(auth);
  });

  it('seals falsy bodies too', () => {
    const wire = buildWire({ method: 'PUT', url: 'x', body: 0, headers: {} }, seal);
    expect(decryptJson(key, (wire.data as { data: string }).data)).toBe(0);
  });

  it('multipart: seals only the fields, files go as they are', async () => {
    const file = new Blob(['video bytes'], { type: 'video/mp4' });
    const wire = buildWire(
      { method: 'POST', url: 'upload', multipart: { fields: { uid: 'u1' }, files: { video: file } }, headers: auth },
      seal,
    );
    expect(wire.headers['encrypted-request']).toBe('true');
    const form = wire.data as FormData;
    expect([...form.keys()].sort()).toEqual(['data', 'video']);
    expect(decryptJson(key, form.get('data') as string)).toEqual({ uid: 'u1' });
    expect(await (form.get('video') as Blob).text()).toBe('video bytes');
  });
});
