// The racing ambassador's weekly quiz: the October 2024 campaign as SPEC
// gives it, and a demo campaign running at seed time so a fresh start can
// play it. Everything is made up: the rider "Kilat" (No. 77), the team
// Halilintar Racing and its circuits; the general questions are about racing
// flags and words anyone can look up. Weeks start and end at midnight GMT+8.
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';
import { startOfBusinessDay } from '../../lib/businessDay';
import type { LedgerTx } from '../../ledger';
import type { QuizPrizeKind } from '../schema';
import { L, days, json } from './util';

export interface SeedQuestion {
  prompt: Localized;
  choices: Localized[];
  /** index of the right choice in `choices` (the player sees them shuffled) */
  correct: number;
}

const q = (prompt: Localized, choices: Localized[], correct: number): SeedQuestion => ({ prompt, choices, correct });
const same = (text: string): Localized => L(text, text, text);

const KILAT_NUMBER = q(
  L("What is Kilat's race number?", '闪电的赛车号码是多少？', 'Apakah nombor perlumbaan Kilat?'),
  [same('7'), same('17'), same('77'), same('99')],
  2,
);
const CHEQUERED = q(
  L('Which flag is waved when the race is over?', '比赛结束时挥动的是哪面旗？', 'Bendera manakah dikibarkan apabila perlumbaan tamat?'),
  [L('Chequered flag', '方格旗', 'Bendera berpetak'), L('Red flag', '红旗', 'Bendera merah'), L('Blue flag', '蓝旗', 'Bendera biru')],
  0,
);
const YELLOW = q(
  L('What does a yellow flag tell the riders?', '黄旗告诉车手什么？', 'Apakah maksud bendera kuning kepada pelumba?'),
  [
    L('The race is stopped', '比赛中止', 'Perlumbaan dihentikan'),
    L('Danger ahead: slow down, no overtaking', '前方危险：减速，禁止超车', 'Bahaya di hadapan: perlahan, jangan memotong'),
    L('Last lap', '最后一圈', 'Pusingan terakhir'),
    L('The pit lane is open', '维修区已开放', 'Lorong pit dibuka'),
  ],
  1,
);
const POLE = q(
  L(
    'Where does the fastest rider in qualifying start the race?',
    '排位赛最快的车手从哪里起步？',
    'Dari manakah pelumba terpantas dalam sesi kelayakan memulakan perlumbaan?',
  ),
  [
    L('At the back of the grid', '发车格最后一位', 'Di belakang grid'),
    L('From the pit lane', '从维修区', 'Dari lorong pit'),
    L('On pole position', '杆位', 'Di petak pertama (pole)'),
  ],
  2,
);
const TEAM = q(
  L('Which team does Kilat ride for?', '闪电为哪支车队效力？', 'Kilat menunggang untuk pasukan manakah?'),
  // Every team in the same form in each language: the right answer alone in Chinese gave it away.
  [
    L('Taufan Speed Team', '台风速度车队 (Taufan Speed Team)', 'Taufan Speed Team'),
    L('Halilintar Racing', '霹雳车队 (Halilintar Racing)', 'Halilintar Racing'),
    L('Petir Motorsport', '雷霆车队 (Petir Motorsport)', 'Petir Motorsport'),
  ],
  1,
);
const WHEELS = q(
  L('How many wheels does a racing motorcycle have?', '一辆赛车摩托车有几个轮子？', 'Berapakah bilangan roda sebuah motosikal lumba?'),
  [same('2'), same('3'), same('4')],
  0,
);
const PIT_LANE = q(
  L('Where does a rider stop for new tyres?', '车手在哪里停下更换轮胎？', 'Di manakah pelumba berhenti untuk menukar tayar?'),
  [
    L('In the gravel trap', '砂石缓冲区', 'Di perangkap kerikil'),
    L('In the pit lane', '维修通道', 'Di lorong pit'),
    L('At the grandstand', '看台', 'Di tempat duduk penonton'),
  ],
  1,
);
const HOME_CIRCUIT = q(
  L("Which circuit is Kilat's home race?", '哪条赛道是闪电的主场？', 'Litar manakah perlumbaan laman sendiri Kilat?'),
  [
    L('Pantai Mutiara Ring', '珍珠海岸赛道', 'Litar Pantai Mutiara'),
    L('Tasik Biru Street Circuit', '蓝湖街道赛道', 'Litar Jalanan Tasik Biru'),
    L('Bukit Angin Circuit', '风山赛道', 'Litar Bukit Angin'),
  ],
  2,
);
const HELMET = q(
  L("What protects a rider's head?", '什么保护车手的头部？', 'Apakah yang melindungi kepala pelumba?'),
  [L('Knee slider', '护膝滑块', 'Pelapik lutut'), L('Gloves', '手套', 'Sarung tangan'), L('Helmet', '头盔', 'Topi keledar')],
  2,
);
const COLOURS = q(
  L("What colours is Kilat's bike?", '闪电的赛车是什么颜色？', 'Apakah warna motosikal Kilat?'),
  [
    L('Green and white', '绿色和白色', 'Hijau dan putih'),
    L('Orange and blue', '橙色和蓝色', 'Oren dan biru'),
    L('Black and gold', '黑色和金色', 'Hitam dan emas'),
    L('Red and silver', '红色和银色', 'Merah dan perak'),
  ],
  1,
);
const LAP = q(
  L('What is a lap?', '“一圈”是指什么？', 'Apakah maksud satu pusingan?'),
  [
    L('One full way round the track', '绕赛道完整跑一周', 'Satu pusingan penuh mengelilingi litar'),
    L('A stop in the pits', '一次进站', 'Satu hentian pit'),
    L('A time penalty', '一次时间处罚', 'Satu penalti masa'),
  ],
  0,
);
const KILAT_MEANS = q(
  L(
    '"Kilat" is a Malay word. What does it mean?',
    '“Kilat”是马来语，意思是什么？',
    '"Kilat" ialah perkataan Melayu. Apakah maksudnya dalam bahasa Inggeris?',
  ),
  [L('Thunder', '雷', 'Thunder'), L('Wind', '风', 'Wind'), L('Lightning', '闪电', 'Lightning')],
  2,
);
const RAIN_TYRES = q(
  L('Which tyres are fitted for a wet track?', '湿滑赛道要换哪种轮胎？', 'Tayar manakah dipasang untuk trek basah?'),
  [
    L('Slick tyres', '光头胎', 'Tayar licin (slick)'),
    L('Rain tyres', '雨胎', 'Tayar hujan'),
    L('Snow chains', '雪地防滑链', 'Rantai salji'),
  ],
  1,
);
const RED_FLAG = q(
  L('What does a red flag mean?', '红旗代表什么？', 'Apakah maksud bendera merah?'),
  [
    L('The session is stopped', '本节比赛中止', 'Sesi dihentikan'),
    L('Go faster', '加速', 'Pecut lebih laju'),
    L('One lap to go', '还剩一圈', 'Tinggal satu pusingan'),
  ],
  0,
);
const TEAMMATES = q(
  L(
    'How many riders does Halilintar Racing enter in each race?',
    '霹雳车队每场比赛派出几名车手？',
    'Berapa orang pelumba yang dihantar oleh Halilintar Racing dalam setiap perlumbaan?',
  ),
  [same('1'), same('2'), same('3')],
  1,
);
const PODIUM = q(
  L(
    'Where do the top three riders celebrate after the race?',
    '比赛结束后前三名在哪里庆祝？',
    'Di manakah tiga pelumba teratas meraikan kejayaan selepas perlumbaan?',
  ),
  [
    L('On the pit wall', '维修墙上', 'Di dinding pit'),
    L('On the podium', '领奖台上', 'Di atas podium'),
    L('On the starting grid', '发车格上', 'Di grid permulaan'),
  ],
  1,
);
const KNEE = q(
  L(
    'What does a rider touch the track with when leaning into a corner?',
    '车手压弯时用什么轻触赛道？',
    'Apakah yang disentuhkan pelumba pada trek ketika condong di selekoh?',
  ),
  [L('The knee slider', '护膝滑块', 'Pelapik lutut'), L('The exhaust', '排气管', 'Ekzos'), L('The number board', '号码牌', 'Papan nombor')],
  0,
);
const START = q(
  L('What signals the start of a race?', '比赛以什么信号开始？', 'Apakah isyarat permulaan perlumbaan?'),
  [
    L('A whistle', '哨声', 'Tiupan wisel'),
    L('The start lights going out', '起跑灯熄灭', 'Lampu permulaan padam'),
    L('A horn', '喇叭声', 'Bunyi hon'),
  ],
  1,
);
const FASTEST_LAP = q(
  L(
    'What is the lap with the shortest time in a race called?',
    '比赛中用时最短的一圈叫什么？',
    'Apakah nama pusingan dengan masa paling singkat dalam perlumbaan?',
  ),
  [
    L('The fastest lap', '最快圈', 'Pusingan terpantas'),
    L('The warm-up lap', '暖胎圈', 'Pusingan memanaskan tayar'),
    L('The sighting lap', '视察圈', 'Pusingan peninjauan'),
  ],
  0,
);
const BLUE_FLAG = q(
  L('What does a blue flag tell a rider?', '蓝旗告诉车手什么？', 'Apakah maksud bendera biru kepada pelumba?'),
  [
    L('Rain is coming', '快要下雨了', 'Hujan akan turun'),
    L('The race restarts', '比赛重新开始', 'Perlumbaan bermula semula'),
    L('A faster rider is about to lap you', '更快的车手即将套你一圈', 'Pelumba yang lebih laju akan memintas anda sepusingan'),
  ],
  2,
);

/** Five a week, in the order each week asks them. */
const WEEK_QUESTIONS: readonly (readonly SeedQuestion[])[] = [
  [KILAT_NUMBER, CHEQUERED, YELLOW, POLE, TEAM],
  [WHEELS, PIT_LANE, HOME_CIRCUIT, HELMET, COLOURS],
  [LAP, KILAT_MEANS, RAIN_TYRES, RED_FLAG, TEAMMATES],
  [PODIUM, KNEE, START, FASTEST_LAP, BLUE_FLAG],
];

export interface SeedPrize {
  label: Localized;
  kind: QuizPrizeKind;
  coins: number;
  weight: number;
  weeklyStock: number | null;
}

const coins = (n: number, weight: number): SeedPrize => ({
  label: L(`${n} Coins`, `${n} 金币`, `${n} Syiling`),
  kind: 'coins',
  coins: n,
  weight,
  weeklyStock: null,
});

/**
 * The roulette, in wheel order (weights out of 100). Tickets come up one
 * spin in five, so the week's 50 places expect about 10 of the 15 sets; every
 * other slot but one pays coins (8 coins a spin on average).
 */
export const SEED_QUIZ_PRIZES: readonly SeedPrize[] = [
  {
    label: L('Race ticket set', '赛事门票套票', 'Set tiket perlumbaan'),
    kind: 'physical',
    coins: 0,
    weight: 20,
    weeklyStock: QUIZ_CAMPAIGN.ticketSetsPerWeek,
  },
  coins(5, 30),
  coins(10, 20),
  { label: L('Try Again', '再接再厉', 'Cuba Lagi'), kind: 'none', coins: 0, weight: 15, weeklyStock: null },
  coins(20, 10),
  coins(50, 5),
];

/** Midnight GMT+8 as an instant: 2024-10-02 GMT+8 is 2024-10-01T16:00Z. */
const gmt8 = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

interface SeedCampaign {
  slug: string;
  title: Localized;
  weeks: readonly { startsAt: Date; endsAt: Date }[];
}

/**
 * SPEC: "campaign 2 to 14 October 2024 (GMT+8)", five questions a week. The
 * 13 days are read as two weeks: week 1 from Wednesday 2 October to Tuesday 8
 * October, week 2 the six days from 9 to 14 October, each from midnight
 * GMT+8; the campaign ends at the end of 14 October (midnight of the 15th).
 */
export const OCTOBER_2024: SeedCampaign = {
  slug: 'kilat-oct-2024',
  title: L("Kilat's Racing Quiz", '闪电赛车问答', 'Kuiz Perlumbaan Kilat'),
  weeks: [
    { startsAt: gmt8('2024-10-02'), endsAt: gmt8('2024-10-09') },
    { startsAt: gmt8('2024-10-09'), endsAt: gmt8('2024-10-15') },
  ],
};

/** Four weeks of seven days from the Monday (GMT+8) of the seed's week: open now on a fresh start. */
export function demoCampaign(now: Date): SeedCampaign {
  const today = startOfBusinessDay(now);
  // The GMT+8 weekday of today's midnight there: shifting by 8 hours puts it on a UTC date.
  const weekday = new Date(today.getTime() + 8 * 3_600_000).getUTCDay();
  const monday = days(today, -((weekday + 6) % 7));
  return {
    slug: 'kilat-demo',
    title: L("Kilat's Racing Quiz (demo)", '闪电赛车问答（演示）', 'Kuiz Perlumbaan Kilat (demo)'),
    weeks: WEEK_QUESTIONS.map((_, i) => ({ startsAt: days(monday, 7 * i), endsAt: days(monday, 7 * (i + 1)) })),
  };
}

async function seedCampaign(trx: LedgerTx, c: SeedCampaign): Promise<void> {
  const first = c.weeks[0];
  const last = c.weeks.at(-1);
  if (!first || !last) throw new Error(`seed campaign ${c.slug} has no weeks`);
  const campaign = await trx
    .insertInto('quiz_campaigns')
    .values({
      slug: c.slug,
      title: json(c.title),
      starts_at: first.startsAt,
      ends_at: last.endsAt,
      answer_seconds: QUIZ_CAMPAIGN.defaultAnswerSeconds,
      eligible_places: QUIZ_CAMPAIGN.eligiblePlaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('quiz_prizes')
    .values(
      SEED_QUIZ_PRIZES.map((p, position) => ({
        campaign_id: campaign.id,
        position,
        label: json(p.label),
        kind: p.kind,
        coins: p.coins,
        weight: p.weight,
        weekly_stock: p.weeklyStock,
      })),
    )
    .execute();
  for (const [i, span] of c.weeks.entries()) {
    const week = await trx
      .insertInto('quiz_weeks')
      .values({
        campaign_id: campaign.id,
        number: i + 1,
        starts_at: span.startsAt,
        ends_at: span.endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = WEEK_QUESTIONS[i % WEEK_QUESTIONS.length] ?? [];
    await trx
      .insertInto('quiz_questions')
      .values(
        questions.map((question, p) => ({
          week_id: week.id,
          position: p + 1,
          prompt: json(question.prompt),
          choices: json(question.choices),
          correct: question.correct,
        })),
      )
      .execute();
  }
}

export async function seedQuiz(trx: LedgerTx, now: Date): Promise<void> {
  await seedCampaign(trx, OCTOBER_2024);
  await seedCampaign(trx, demoCampaign(now));
}
