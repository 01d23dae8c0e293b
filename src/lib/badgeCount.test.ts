import { describe, expect, it } from 'vitest';
import { badgeCount } from './badgeCount';

describe('badgeCount', () => {
  it('is empty for no unread messages', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(-3)).toBe('');
    expect(badgeCount(NaN)).toBe('');
  });

  it('shows the count up to 99, then 99+', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(99.5)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(12345)).toBe('99+');
    expect(badgeCount(Infinity)).toBe('99+');
  });
});
