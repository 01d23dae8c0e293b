// Demo only: Malaysia's national public holidays of 2026 and 2027, so a demo
// prize's mail-by day (14 working days, contract/workingDays.ts) skips them
// from the first start. The yearly gazette is kept by the operator in the
// console's holidays editor (Quiz tab), which is the list of record: this is
// a starting point, never written over an operator's entry (ON CONFLICT DO
// NOTHING), and production seeds none (the operator enters the gazette).
//
// Only days certain ahead of the gazette: the fixed-date federal holidays,
// the Agong's birthday (first Monday of June) and the Chinese New Year's two
// days (a fixed lunar calendar). Left to the operator: the Islamic holidays
// and Wesak and Deepavali (set by moon sighting or announcement), state
// holidays (New Year's Day among them: not observed in every state) and the
// replacement day after a holiday falling on a Sunday (2027's second day of
// Chinese New Year), which the gazette declares.
import type { Transaction } from 'kysely';
import type { Localized } from '../../../contract/schemas/common';
import type { Database } from '../schema';

const CNY: Localized = { en: 'Chinese New Year', zh: '农历新年', ms: 'Tahun Baru Cina' };
const CNY_2: Localized = { en: 'Chinese New Year (second day)', zh: '农历新年（第二天）', ms: 'Tahun Baru Cina (Hari Kedua)' };
const LABOUR: Localized = { en: 'Labour Day', zh: '劳动节', ms: 'Hari Pekerja' };
const AGONG: Localized = { en: "Yang di-Pertuan Agong's Birthday", zh: '最高元首诞辰', ms: 'Hari Keputeraan Yang di-Pertuan Agong' };
const NATIONAL: Localized = { en: 'National Day', zh: '国庆日', ms: 'Hari Kebangsaan' };
const MALAYSIA: Localized = { en: 'Malaysia Day', zh: '马来西亚日', ms: 'Hari Malaysia' };
const CHRISTMAS: Localized = { en: 'Christmas Day', zh: '圣诞节', ms: 'Hari Krismas' };

export const DEMO_HOLIDAYS: readonly (readonly [day: string, name: Localized])[] = [
  ['2026-02-17', CNY],
  ['2026-02-18', CNY_2],
  ['2026-05-01', LABOUR],
  ['2026-06-01', AGONG],
  ['2026-08-31', NATIONAL],
  ['2026-09-16', MALAYSIA],
  ['2026-12-25', CHRISTMAS],
  ['2027-02-06', CNY],
  ['2027-02-07', CNY_2],
  ['2027-05-01', LABOUR],
  ['2027-06-07', AGONG],
  ['2027-08-31', NATIONAL],
  ['2027-09-16', MALAYSIA],
  ['2027-12-25', CHRISTMAS],
];

export async function seedHolidays(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('public_holidays')
    .values(DEMO_HOLIDAYS.map(([day, name]) => ({ day, name: JSON.stringify(name) })))
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}
