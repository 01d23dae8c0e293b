import { describe, expect, it } from 'vitest';
import { clamp } from './numbers';

describe('clamp', () => {
  it('keeps a value within bounds', () => {
    expect(clamp(-1, 0, 1)).toBe(0);
    expect(clamp(0.4, 0, 1)).toBe(0.4);
    expect(clamp(3, 0, 1)).toBe(1);
  });
});
