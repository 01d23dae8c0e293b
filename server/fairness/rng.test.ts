import { describe, expect, it } from 'vitest';
import { floatsWith, toHex, webHashSeed, webHmacSha256 } from '../../contract/fairness';
import { floats, floatsSync, hashSeed, hmacSha256Sync, newClientSeed, newServerSeed, nodeHmacSha256 } from './rng';

describe('server rng (node:crypto) against the browser path (crypto.subtle)', () => {
  it('gives the same HMAC bytes for random seeds, nonces and rounds', async () => {
    for (let i = 0; i < 25; i++) {
      const key = newServerSeed();
      const message = `${newClientSeed()}:${i * 97}:${i % 3}`;
      expect(toHex(await webHmacSha256(key, message))).toBe(toHex(await nodeHmacSha256(key, message)));
    }
  });

  it('gives the same floats and the same seed hash on both sides', async () => {
    const serverSeed = newServerSeed();
    const clientSeed = newClientSeed();
    const web = await floatsWith(webHmacSha256, serverSeed, clientSeed, 42, 20);
    expect(await floats(serverSeed, clientSeed, 42, 20)).toEqual(web);
    expect(floatsSync(serverSeed, clientSeed, 42, 20)).toEqual(web);
    expect(hashSeed(serverSeed)).toBe(await webHashSeed(serverSeed));
  });

  it('matches the pinned vector of contract/fairness.test.ts', () => {
    expect(toHex(hmacSha256Sync('a'.repeat(64), 'player-seed:0:0'))).toBe(
      '26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672',
    );
    expect(floatsSync('a'.repeat(64), 'player-seed', 0, 1)).toEqual([0.15141557133756578]);
  });

  it('makes 32-byte hex server seeds and distinct client seeds', () => {
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{20}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
  });
});
