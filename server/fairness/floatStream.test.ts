import { describe, expect, it } from 'vitest';
import { floatStream, playerChoices } from './floatStream';
import { floatsSync } from './rng';

describe('floatStream', () => {
  it("gives floatsSync's floats bit for bit, one HMAC or several, for any nonce", () => {
    const seed = 'ab'.repeat(32);
    const stream = floatStream(seed, 'rtp-test');
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const count = 1 + (nonce % 61);
      expect([...stream.floats(nonce, count)]).toEqual(floatsSync(seed, 'rtp-test', nonce, count));
    }
    expect([...stream.floats(Number.MAX_SAFE_INTEGER, 9)]).toEqual(floatsSync(seed, 'rtp-test', Number.MAX_SAFE_INTEGER, 9));
    expect(() => stream.floats(-1, 1)).toThrow(RangeError);
  });

  it('takes a key longer than a block and a long client seed (two message blocks)', () => {
    const seed = 'k'.repeat(100);
    const client = 'c'.repeat(64);
    const stream = floatStream(seed, client);
    for (const nonce of [0, 7, 123_456_789]) expect([...stream.floats(nonce, 20)]).toEqual(floatsSync(seed, client, nonce, 20));
  });
});

describe('playerChoices', () => {
  it("repeats a nonce's choices, differs between nonces and seeds, and stays in [0, 1)", () => {
    const a = playerChoices('s', 'c');
    const draw = (p: ReturnType<typeof playerChoices>, nonce: number) => {
      p.start(nonce);
      return Array.from({ length: 5 }, () => p.next());
    };
    const first = draw(a, 42);
    expect(draw(a, 7)).not.toEqual(first);
    expect(draw(a, 42)).toEqual(first);
    expect(draw(playerChoices('s', 'd'), 42)).not.toEqual(first);
    const many = Array.from({ length: 200 }, (_, nonce) => draw(a, nonce)).flat();
    expect(many.every((x) => x >= 0 && x < 1)).toBe(true);
    // 1,000 uniform floats: the mean is 0.5 within 4 standard errors (0.0365).
    expect(Math.abs(many.reduce((s, x) => s + x, 0) / many.length - 0.5)).toBeLessThan(0.0365);
  });
});
