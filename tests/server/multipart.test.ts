import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptJson } from '../../contract/cipher';
import type { UploadedFile } from '../../server/http/multipart';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A probe route: uploads arrive in later features; the channel is shared.
  t.app.post('/api/probe-upload', async (request) => {
    const body = request.body as { note: string; video: UploadedFile };
    return { note: body.note, size: body.video.size, bytes: (await readFile(body.video.path)).toString('utf8') };
  });
});
afterAll(async () => {
  await t.close();
});

function form(sealed: string) {
  const boundary = '----probe';
  const part = (headers: string, value: string) => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
  const payload =
    part('Content-Disposition: form-data; name="data"', sealed) +
    part('Content-Disposition: form-data; name="video"; filename="clip.mp4"\r\nContent-Type: video/mp4', 'not-really-a-video') +
    `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'encrypted-request': 'true' } };
}

describe('multipart through the cipher plugin', () => {
  it('opens the sealed fields and passes the file as is', async () => {
    const { payload, headers } = form(encryptJson(t.config.cipherKey, { note: 'hello' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/probe-upload', payload, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ note: 'hello', size: 18, bytes: 'not-really-a-video' });
  });

  it('refuses fields that were not sealed with the key', async () => {
    const { payload, headers } = form('plain-text-fields');
    const res = await t.app.inject({ method: 'POST', url: '/api/probe-upload', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });
});

describe('a truncated or malformed multipart body', () => {
  const truncated = { payload: '--x\r\n\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } };

  it("is the sender's 400 on a public JSON route, not a 500", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', ...truncated });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it("is the sender's 400 on an operator's PUT", async () => {
    const token = await operatorToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/faqs/1',
      payload: truncated.payload,
      headers: { ...truncated.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('is a 400 when the body ends inside a file', async () => {
    const { payload, headers } = form(encryptJson(t.config.cipherKey, { note: 'hello' }));
    const cut = payload.slice(0, payload.indexOf('not-really') + 5);
    const res = await t.app.inject({ method: 'POST', url: '/api/probe-upload', payload: cut, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('is a 400 when a field comes twice', async () => {
    const { payload, headers } = form(encryptJson(t.config.cipherKey, { note: 'hello' }));
    const twice = payload.replace('--', `--${'----probe'}\r\nContent-Disposition: form-data; name="data"\r\n\r\nagain\r\n--`);
    const res = await t.app.inject({ method: 'POST', url: '/api/probe-upload', payload: twice, headers });
    expect(res.statusCode).toBe(400);
  });
});
