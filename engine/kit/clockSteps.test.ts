import { describe, expect, it } from 'vitest';
import { clockStep } from './clockSteps';

describe('clockStep', () => {
  it('says 10 s and 5 s once each as the clock crosses them, and nothing else', () => {
    expect(clockStep(10_016, 9_999)).toBe(10);
    expect(clockStep(9_999, 9_983)).toBeNull();
    expect(clockStep(5_010, 4_990)).toBe(5);
    expect(clockStep(16, 0)).toBeNull();
    expect(clockStep(12_000, 11_000)).toBeNull();
  });
});
