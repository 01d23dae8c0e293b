import { describe, expect, it } from 'vitest';
import { agreeEnglishCounts } from './englishCounts';

describe('English counts', () => {
  it('puts a noun counted once in the singular', () => {
    expect(agreeEnglishCounts('You lost your bet of 1 coins')).toBe('You lost your bet of 1 coin');
    expect(agreeEnglishCounts('+1 coins earned')).toBe('+1 coin earned');
    expect(agreeEnglishCounts('1 tries left, 1 seconds')).toBe('1 try left, 1 second');
    expect(agreeEnglishCounts('1 coins expire on 05/03/2026')).toBe('1 coin expires on 05/03/2026');
    expect(agreeEnglishCounts('2 coins expire on 05/03/2026')).toBe('2 coins expire on 05/03/2026');
    expect(agreeEnglishCounts('1 more days to the 3-day reward (+3 coins)')).toBe('1 more day to the 3-day reward (+3 coins)');
    expect(agreeEnglishCounts('2 more days to the 3-day reward')).toBe('2 more days to the 3-day reward');
  });
  it('leaves other counts, decimals and numbers inside larger ones alone', () => {
    for (const text of ['11 coins', '21 coins', '1.00 coins', '0.1 coins', '1,001 coins', '2 coins', 'RM1 coinsy']) {
      expect(agreeEnglishCounts(text)).toBe(text);
    }
  });
});
