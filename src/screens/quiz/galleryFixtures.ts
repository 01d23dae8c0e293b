// Frozen quiz data for the QA gallery (src/screens/qa-gallery): a campaign in
// its second week at a pinned instant, a question part-way through its time,
// the three reveals, the three outcomes and the prizes. Made-up content.
import type {
  QuizAnswer,
  QuizAward,
  QuizCampaign,
  QuizPlay,
  QuizQuestion,
  QuizStatus,
  QuizWeek,
  RoulettePrize,
} from '../../../contract/games/quiz';

/** 10 Oct 2024, 3 pm in Malaysia: week 1 played, week 2 open (the October campaign of SPEC 9). */
export const GALLERY_NOW = Date.parse('2024-10-10T15:00:00+08:00');
const iso = (ms: number): string => new Date(ms).toISOString();
const day = (d: number): string => iso(Date.parse(`2024-10-${String(d).padStart(2, '0')}T00:00:00+08:00`));

const L = (en: string, zh: string, ms: string) => ({ en, zh, ms });

const prize = (
  id: number,
  index: number,
  label: ReturnType<typeof L>,
  kind: RoulettePrize['kind'],
  coins: number,
  weight: number,
  weeklyStock: number | null,
  left: number | null,
): RoulettePrize => ({ id, index, label, kind, coins, weight, probability: weight / 100, weeklyStock, left });

const TICKETS = L('Race tickets (set of 2)', '赛事门票（2张一套）', 'Tiket perlumbaan (set 2 keping)');
const COINS_20 = L('20 coins', '20金币', '20 syiling');

export const GALLERY_PRIZES: RoulettePrize[] = [
  prize(1, 0, TICKETS, 'physical', 0, 30, 15, 11),
  prize(2, 1, COINS_20, 'coins', 20, 25, null, null),
  prize(3, 2, L('10 coins', '10金币', '10 syiling'), 'coins', 10, 25, null, null),
  prize(4, 3, L('Try again', '再接再厉', 'Cuba lagi'), 'none', 0, 20, null, null),
];

export const GALLERY_CAMPAIGN: QuizCampaign = {
  id: 1,
  slug: 'kilat-october',
  title: L('Kilat Racing Quiz', '闪电赛车问答', 'Kuiz Perlumbaan Kilat'),
  startsAt: day(2),
  endsAt: day(15),
  answerSeconds: 20,
  eligiblePlaces: 50,
  contactDays: 5,
  prizes: GALLERY_PRIZES,
};

const Q = {
  prompt: L(
    'Which number does our ambassador Kilat race with?',
    '我们的大使闪电使用哪个车号比赛？',
    'Nombor apakah yang digunakan duta kami Kilat semasa berlumba?',
  ),
  choices: [L('No. 7', '7号', 'No. 7'), L('No. 77', '77号', 'No. 77'), L('No. 17', '17号', 'No. 17'), L('No. 70', '70号', 'No. 70')],
};

export const GALLERY_QUESTION: QuizQuestion = {
  position: 3,
  questions: 5,
  prompt: Q.prompt,
  choices: Q.choices,
  limitMs: 20_000,
  deadline: iso(GALLERY_NOW + 12_400),
  serverNow: iso(GALLERY_NOW),
};

const results = (rights: boolean[]): QuizPlay['results'] =>
  rights.map((correct, i) => ({ position: i + 1, picked: correct ? 1 : 0, right: 1, correct, timedOut: false }));

export const galleryPlay = (rights: boolean[], outcome: QuizPlay['outcome'], place: number | null): QuizPlay => ({
  id: 9,
  weekId: 2,
  startedAt: iso(GALLERY_NOW - 60_000),
  results: results(rights),
  question: null,
  nextPosition: rights.length < 5 ? rights.length + 1 : null,
  correct: rights.filter(Boolean).length,
  finished: rights.length === 5,
  outcome,
  place,
  spin: null,
});

export const galleryAnswer = (picked: number | null): QuizAnswer => ({
  result: { position: 3, picked, right: 1, correct: picked === 1, timedOut: picked === null },
  play: galleryPlay([true, true, picked === 1], null, null),
});

const week = (
  id: number,
  number: number,
  from: number,
  to: number,
  state: QuizWeek['state'],
  play: QuizPlay | null,
  placesTaken: number,
): QuizWeek => ({ id, number, startsAt: day(from), endsAt: day(to), state, questions: 5, placesTaken, play });

export const GALLERY_AWARDS: QuizAward[] = [
  {
    id: 4,
    weekId: 1,
    weekNumber: 1,
    label: TICKETS,
    kind: 'physical',
    coins: 0,
    state: 'awaitingContact',
    contactBy: iso(GALLERY_NOW + 3 * 86_400_000),
    mailBy: '2024-10-29',
    mailedAt: null,
    updatedAt: iso(GALLERY_NOW - 86_400_000),
  },
  {
    id: 3,
    weekId: 1,
    weekNumber: 1,
    label: COINS_20,
    kind: 'coins',
    coins: 20,
    state: 'credited',
    contactBy: null,
    mailBy: null,
    mailedAt: null,
    updatedAt: iso(GALLERY_NOW - 2 * 86_400_000),
  },
];

export const GALLERY_STATUS: QuizStatus = {
  campaign: GALLERY_CAMPAIGN,
  weeks: [week(1, 1, 2, 9, 'played', galleryPlay([true, true, true, true, true], 'eligible', 12), 50), week(2, 2, 9, 15, 'open', null, 17)],
  questionsLeft24h: 10,
  awards: GALLERY_AWARDS,
  serverNow: iso(GALLERY_NOW),
};
