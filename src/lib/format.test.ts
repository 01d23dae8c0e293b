import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime, formatNumber, maskName, toEpochMs } from './format';
import { roundTo } from './rounding';
import fc from 'fast-check';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDateTime', () => {
  it('shows Malaysia time in DD/MM/YYYY hh:mm A', () => {
    expect(formatDateTime('2026-03-05T06:07:00Z')).toBe('05/03/2026 02:07 PM');
    expect(formatDateTime(new Date('2026-03-05T06:07:59.999Z'))).toBe('05/03/2026 02:07 PM');
    expect(formatDateTime(Date.UTC(2026, 2, 5, 6, 7))).toBe('05/03/2026 02:07 PM');
    expect(formatDate).toBe(formatDateTime);
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime('2026-03-04T16:00:00Z')).toBe('05/03/2026 12:00 AM');
    expect(formatDateTime('2026-03-05T04:00:00Z')).toBe('05/03/2026 12:00 PM');
    expect(formatDateTime('2026-03-05T03:59:00Z')).toBe('05/03/2026 11:59 AM');
    expect(formatDateTime('2026-03-05T15:59:00Z')).toBe('05/03/2026 11:59 PM');
  });

  it('rolls the day, month and year over at Malaysian midnight', () => {
    expect(formatDateTime('2025-12-31T16:30:00Z')).toBe('01/01/2026 12:30 AM');
    expect(formatDateTime('2025-12-31T15:30:00Z')).toBe('31/12/2025 11:30 PM');
  });

  it('reads strings without a zone as Malaysia time', () => {
    expect(formatDateTime('2026-03-05 14:07:00')).toBe('05/03/2026 02:07 PM');
    expect(formatDateTime('2026-03-05T00:00')).toBe('05/03/2026 12:00 AM');
    expect(formatDateTime('2026-03-05')).toBe('05/03/2026 12:00 AM');
    expect(toEpochMs('2026-03-05 08:00:00.5')).toBe(Date.UTC(2026, 2, 5, 0, 0, 0, 500));
    expect(formatDateTime('2026-03-05T14:07:00+08:00')).toBe('05/03/2026 02:07 PM');
  });

  it('does not depend on the device time zone', () => {
    const inputs = ['2026-03-05T06:07:00Z', '2026-03-05 00:00:00', '2026-03-05', Date.UTC(2026, 5, 30, 20, 0)];
    const results = ['America/Los_Angeles', 'Asia/Kuala_Lumpur', 'Pacific/Kiritimati', 'UTC'].map((tz) => {
      process.env.TZ = tz;
      return { offset: new Date(2026, 0, 1).getTimezoneOffset(), texts: inputs.map((i) => formatDateTime(i)) };
    });
    // Proves the zone really changed, or the comparison below would be vacuous.
    expect(new Set(results.map((r) => r.offset)).size).toBe(4);
    for (const r of results) {
      expect(r.texts).toEqual(['05/03/2026 02:07 PM', '05/03/2026 12:00 AM', '05/03/2026 12:00 AM', '01/07/2026 04:00 AM']);
    }
  });

  it('gives an empty string for anything that is not a date', () => {
    for (const bad of ['', '   ', 'soon', '2026-02-30 10:00', '2026-13-01', '2026-03-05 24:00', NaN, Infinity, new Date('x')]) {
      expect(formatDateTime(bad)).toBe('');
    }
  });
});

describe('formatNumber', () => {
  it('groups thousands with 2 decimals by default', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(999.999)).toBe('1,000.00');
    expect(formatNumber(1.005)).toBe('1.01');
  });

  it('takes a number of decimals', () => {
    expect(formatNumber(1234567.5, { decimals: 0 })).toBe('1,234,568');
    expect(formatNumber(2.5, { decimals: 0 })).toBe('3');
    expect(formatNumber(1234.5678, { decimals: 3 })).toBe('1,234.568');
  });

  it('keeps the sign of negatives and never prints -0', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-2.5, { decimals: 0 })).toBe('-3');
  });

  it("prints the rounded value as written, not the double's exact expansion, where doubles are sparse", () => {
    // 70639607642869.6 is stored as 70639607642869.59375: toFixed(2) would print .59.
    expect(formatNumber(70639607642869.55)).toBe('70,639,607,642,869.60');
  });

  it('prints what Intl.NumberFormat prints for the same rounded value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer().map((cents) => cents / 100),
          fc.constant(1e21),
          fc.constant(-3e22),
        ),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
          const rounded = roundTo(value, decimals);
          // Intl prints a negative zero as '-0.00'; the app never does (above).
          expect(formatNumber(value, { decimals })).toBe(intl.format(rounded === 0 ? 0 : rounded));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows a dash for NaN and infinities', () => {
    expect(formatNumber(NaN)).toBe('-');
    expect(formatNumber(Infinity)).toBe('-');
    expect(formatNumber(-Infinity, { decimals: 0 })).toBe('-');
  });
});

describe('maskName', () => {
  it('keeps two characters each side of a long name', () => {
    expect(maskName('Ahmad Razak')).toBe('Ah*******ak');
    expect(maskName('Tan Ah Kow')).toBe('Ta******ow');
    expect(maskName('Siti Nur')).toBe('Si****ur');
  });

  it('keeps one character each side of a short name', () => {
    expect(maskName('Ali')).toBe('A*i');
    expect(maskName('Ahmad')).toBe('A***d');
    expect(maskName('Muthu1')).toBe('M****1');
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
  });

  it('never reveals a one- or two-character name', () => {
    expect(maskName('李')).toBe('*');
    expect(maskName('李明')).toBe('**');
    expect(maskName('Al')).toBe('**');
  });

  it('counts characters, not UTF-16 units or code points', () => {
    expect(maskName('𠮷田太郎')).toBe('𠮷**郎'); // 𠮷 is outside the BMP
    expect(maskName('Jose\u0301 Li')).toBe('Jo***Li'); // é written as e + combining accent
  });

  it('trims, collapses spaces and handles a missing name', () => {
    expect(maskName('  Ahmad   Razak  ')).toBe('Ah*******ak');
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
  });
});

describe('formatCountdown', () => {
  it('shows hh:mm:ss with hours past 24', () => {
    expect(formatCountdown(((27 * 60 + 3) * 60 + 9) * 1000)).toBe('27:03:09');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(100 * 3_600_000)).toBe('100:00:00');
  });

  it('rounds part seconds up so 00:00:00 means really over', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(1000)).toBe('00:00:01');
  });

  it('reads 00:00:00 when expired, negative or not a number', () => {
    for (const ms of [0, -1, -86_400_000, NaN, Infinity, -Infinity]) expect(formatCountdown(ms)).toBe('00:00:00');
  });
});
