// Demo missions (never in production: seeded with the demo accounts) and a
// demo festival calendar for the streak's shield.
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

const DAY_MS = 86_400_000;

type Text = { en: string; zh: string; ms: string };
const mission = (
  title: Text,
  body: Text,
  goal: Database['missions']['goal'],
  target: number,
  reward: number,
  period: 'daily' | 'weekly',
  sort: number,
) => ({ title, body, goal, target, reward, period, sort });

const MISSIONS = [
  mission(
    { en: 'Spot the odd one', zh: '找不同', ms: 'Cari yang berbeza' },
    { en: 'Finish a Find The Odd play', zh: '完成一局找不同', ms: 'Selesaikan satu permainan Cari Yang Berbeza' },
    'ftoFinish',
    1,
    2,
    'daily',
    1,
  ),
  mission(
    { en: 'Spin to win', zh: '转动赢奖', ms: 'Putar untuk menang' },
    { en: 'Spin the wheel once', zh: '转动一次转盘', ms: 'Putar roda sekali' },
    'wheelSpins',
    1,
    2,
    'daily',
    2,
  ),
  mission(
    { en: 'High roller', zh: '豪气投注', ms: 'Pemain besar' },
    { en: 'Stake 50 coins in any game', zh: '在任意游戏中投注 50 金币', ms: 'Pertaruhkan 50 syiling dalam mana-mana permainan' },
    'stakeCoins',
    50,
    5,
    'weekly',
    3,
  ),
  mission(
    { en: 'Beat a rival', zh: '击败对手', ms: 'Kalahkan lawan' },
    { en: 'Win a rock scissor paper match', zh: '赢一场石头剪刀布', ms: 'Menang satu perlawanan batu gunting kertas' },
    'rspWin',
    1,
    5,
    'weekly',
    4,
  ),
  mission(
    { en: 'Quiz whiz', zh: '问答高手', ms: 'Pakar kuiz' },
    { en: "Answer this week's quiz", zh: '回答本周问答', ms: 'Jawab kuiz minggu ini' },
    'quizAnswer',
    1,
    3,
    'weekly',
    5,
  ),
];

const FESTIVALS: [string, Text][] = [
  ['2026-08-31', { en: 'Hari Merdeka', zh: '国庆日', ms: 'Hari Merdeka' }],
  ['2026-09-16', { en: 'Malaysia Day', zh: '马来西亚日', ms: 'Hari Malaysia' }],
  ['2026-11-08', { en: 'Deepavali', zh: '屠妖节', ms: 'Deepavali' }],
  ['2026-12-25', { en: 'Christmas', zh: '圣诞节', ms: 'Hari Krismas' }],
  ['2027-02-06', { en: 'Chinese New Year', zh: '农历新年', ms: 'Tahun Baru Cina' }],
  ['2027-03-10', { en: 'Hari Raya Aidilfitri', zh: '开斋节', ms: 'Hari Raya Aidilfitri' }],
];

export async function seedMissions(trx: Transaction<Database>, now: Date): Promise<void> {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 365 * DAY_MS);
  await trx
    .insertInto('missions')
    .values(
      MISSIONS.map((m) => ({
        ...m,
        title: JSON.stringify(m.title),
        body: JSON.stringify(m.body),
        starts_at: startsAt,
        ends_at: endsAt,
      })),
    )
    .execute();
  await trx
    .insertInto('festival_days')
    .values(FESTIVALS.map(([day, name]) => ({ day, name: JSON.stringify(name) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
