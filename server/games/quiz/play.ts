// The weekly quiz's service: start the week's play, ask a question, answer it.
// Every write runs in one transaction under the player's rounds lock
// (platform/rounds.ts), so "one play a week", "one open question", "each
// question answered once" and the rolling 24-hour limit hold under any
// concurrency and on any process. Five right answers take one of the week's
// places under a lock on the week's row, so the places never pass the
// campaign's number however many players finish at once.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { QUIZ, QUIZ_CAMPAIGN } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { ledgerNote } from '../../../contract/ledgerNotes';
import type { QuizAnswer, QuizAnswerBody, QuizPlay, QuizPlayBody, QuizQuestion, QuizQuestionBody } from '../../../contract/games/quiz';
import type { Coin } from '../../../contract/schemas/refresh';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { getCoinSummary, postEntry } from '../../ledger';
import { awardPoints } from '../../loyalty/points/award';
import { pointsForEarnedCoins } from '../../../contract/loyalty/tiersRules';
import { lockPlayerRounds } from '../platform/rounds';
import { findWeek, weekOver, weekSpan, type WeekOfCampaign } from './campaigns';
import {
  addCorrect,
  askedOf,
  askedSince,
  closeAsked,
  entryById,
  entryByKey,
  entryOfWeek,
  finishEntry,
  insertAsked,
  insertEntry,
  lockWeek,
  placesOfWeek,
  weekQuestions,
  type EntryRow,
  type QuestionRow,
} from './entries';
import * as rules from './progress';
import type { Asked } from './progress';
import { spinOfRound } from './roulette';
import { unwrap } from '../platform/step';
import { earnedCoinsExpireAt } from '../../loyalty/tiers/benefits';

const DAY_MS = 86_400_000;

export interface QuizPlayer {
  id: number;
}

/** A play with everything its rules and its view need, read inside the player's lock. */
export interface LoadedPlay {
  entry: EntryRow;
  week: WeekOfCampaign;
  questions: QuestionRow[];
  asked: Asked[];
}

function questionAt(play: LoadedPlay, position: number): { question: QuestionRow; order: number[] } {
  const question = play.questions.find((q) => q.position === position);
  const order = play.entry.choice_orders[position - 1];
  // An operator removed a question from a week being played: it cannot go on until it is back.
  if (!question || !order || order.length !== question.choices.length) throw new AppError(409, MSG.gameInPreparation);
  return { question, order };
}

function questionView(play: LoadedPlay, a: Asked, now: Date): QuizQuestion {
  const { question, order } = questionAt(play, a.position);
  return {
    position: a.position,
    questions: play.questions.length,
    prompt: question.prompt,
    choices: order.map((i) => {
      const choice = question.choices[i];
      if (!choice) throw new Error(`question ${question.id} has no choice ${i}`);
      return choice;
    }),
    limitMs: a.deadline.getTime() - a.askedAt.getTime(),
    deadline: a.deadline.toISOString(),
    serverNow: now.toISOString(),
  };
}

/** The play as the player may see it: results so far and the open question, never a right choice before its answer. */
export async function playView(db: Kysely<Database>, play: LoadedPlay, now: Date): Promise<QuizPlay> {
  const { entry, asked } = play;
  const finished = entry.finished_at !== null;
  const open = rules.openQuestion(asked);
  const results = asked
    .filter((a) => a.answeredAt !== null)
    .map((a) => {
      const { question, order } = questionAt(play, a.position);
      return rules.resultOf(a, order, question.correct);
    });
  return {
    id: entry.id,
    weekId: entry.week_id,
    startedAt: entry.started_at.toISOString(),
    results,
    question: open && !rules.isDue(open, now) ? questionView(play, open, now) : null,
    nextPosition: finished || weekOver(play.week, now) ? null : results.length + 1,
    correct: entry.correct,
    finished,
    outcome: rules.outcomeOf({ finished, place: entry.place, placesFull: entry.places_full }),
    place: entry.place,
    spin: entry.spin_round_id === null ? null : await spinOfRound(db, entry.spin_round_id),
  };
}

export async function loadPlay(trx: Kysely<Database>, entry: EntryRow, week?: WeekOfCampaign): Promise<LoadedPlay> {
  const found = week ?? (await findWeek(trx, entry.week_id));
  if (!found) throw new Error(`quiz entry ${entry.id} has no week`);
  return { entry, week: found, questions: await weekQuestions(trx, entry.week_id), asked: await askedOf(trx, entry.id) };
}

/**
 * The fifth question closed: the play is over. All five right take the
 * week's next place while there is one, under the week's row lock (held to
 * the commit), so two players never count the same free place.
 */
async function settle(trx: Transaction<Database>, play: LoadedPlay, now: Date): Promise<EntryRow> {
  const { entry, week } = play;
  if (!rules.qualifies(entry.correct)) return finishEntry(trx, entry.id, now, { place: null, placesFull: false });
  await lockWeek(trx, entry.week_id);
  const taken = await placesOfWeek(trx, entry.week_id);
  const free = taken < week.campaign.eligible_places;
  return finishEntry(trx, entry.id, now, { place: free ? taken + 1 : null, placesFull: !free });
}

/** Closes the play's open question as wrong when its time has run out (what a player who left finds on return). */
export async function expireDue(trx: Transaction<Database>, play: LoadedPlay, now: Date): Promise<LoadedPlay> {
  const open = rules.openQuestion(play.asked);
  if (!open || !rules.isDue(open, now)) return play;
  await closeAsked(trx, play.entry.id, open.position, null, false, now);
  const asked = rules.withClosed(play.asked, open.position, null, false, now);
  const entry = rules.isFinished(asked) ? await settle(trx, { ...play, asked }, now) : play.entry;
  return { ...play, entry, asked };
}

function assertPlayable(week: WeekOfCampaign, now: Date): void {
  const { from, until } = weekSpan(week);
  if (now.getTime() < from) throw new AppError(409, MSG.eventNotStart);
  if (now.getTime() >= until) throw new AppError(409, MSG.invalidGame);
}

/**
 * The week's one play: started now (each question's choices in an order of
 * the player's own), or the one already started (whatever its key). A retry
 * with the same key answers the same play, even after the week ended.
 */
export async function startPlay(db: Kysely<Database>, player: QuizPlayer, body: QuizPlayBody, now: Date): Promise<QuizPlay> {
  const play = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const seen = await entryByKey(trx, player.id, body.idempotencyKey);
    if (seen) {
      if (seen.week_id !== body.weekId) throw new AppError(400, MSG.invalidRequest);
      return expireDue(trx, await loadPlay(trx, seen), now);
    }
    const week = await findWeek(trx, body.weekId);
    if (!week) throw new AppError(404, MSG.invalidGame);
    assertPlayable(week, now);
    const existing = await entryOfWeek(trx, player.id, body.weekId);
    if (existing) return expireDue(trx, await loadPlay(trx, existing, week), now);
    const questions = await weekQuestions(trx, body.weekId);
    if (questions.length !== QUIZ_CAMPAIGN.questionsPerWeek) throw new AppError(409, MSG.gameInPreparation);
    const orders = questions.map((q) => rules.shuffledOrder(q.choices.length, (max) => randomInt(max)));
    const entry = await insertEntry(trx, { weekId: body.weekId, playerId: player.id, key: body.idempotencyKey, orders, now });
    return { entry, week, questions, asked: [] };
  });
  return playView(db, play, now);
}

/** The player's own play by id, or 400 msg.invalidQuestion (another player's, or none). */
async function ownPlay(trx: Transaction<Database>, player: QuizPlayer, playId: number): Promise<LoadedPlay> {
  const entry = await entryById(trx, player.id, playId);
  if (!entry) throw new AppError(400, MSG.invalidQuestion);
  return loadPlay(trx, entry);
}

/** Questions the player may still be asked in the rolling 24 hours (SPEC 9: 10 across quiz rounds). */
export async function questionsLeft24h(db: Kysely<Database>, playerId: number, now: Date): Promise<number> {
  return Math.max(0, QUIZ.questionsPer24h - (await askedSince(db, playerId, new Date(now.getTime() - DAY_MS))));
}

/** Ask a question: the next one, whose clock starts now, or the open one again (same deadline). */
export async function askQuestion(db: Kysely<Database>, player: QuizPlayer, body: QuizQuestionBody, now: Date): Promise<QuizQuestion> {
  return db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const play = await expireDue(trx, await ownPlay(trx, player, body.playId), now);
    const { again } = unwrap(rules.askCheck(play.asked, body.position));
    if (again) return questionView(play, again, now);
    if (weekOver(play.week, now)) throw new AppError(409, MSG.invalidGame);
    // A rolling window, not a day: "try again later" is the truthful refusal (noMorePlaysToday promises midnight).
    if ((await questionsLeft24h(trx, player.id, now)) <= 0) throw new AppError(409, MSG.tooFrequent);
    const { question } = questionAt(play, body.position);
    const deadline = new Date(now.getTime() + play.week.campaign.answer_seconds * 1000);
    const a = await insertAsked(trx, {
      entryId: play.entry.id,
      playerId: player.id,
      position: body.position,
      questionId: question.id,
      now,
      deadline,
    });
    return questionView({ ...play, asked: [...play.asked, a] }, a, now);
  });
}

export interface AnswerOutcome {
  answer: QuizAnswer;
  /** a right answer credited a coin: the player's other devices should refresh their wallet */
  credited: boolean;
}

/**
 * Answer the open question. A right one credits its coin at once, through the
 * ledger, once (key per play and question). The fifth closes the play and,
 * with all five right, takes a place while one is left (else outcome full:
 * "The number of participants is already full", as an answer, not an error).
 */
export async function answerQuestion(db: Kysely<Database>, player: QuizPlayer, body: QuizAnswerBody, now: Date): Promise<AnswerOutcome> {
  const choice = body.choice ?? null;
  const { play, coin } = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    // Not expired first: a choice past the deadline is told so (msg.roundTimeUp) and changes nothing.
    const before = await ownPlay(trx, player, body.playId);
    const shown = before.asked.some((a) => a.position === body.position) ? questionAt(before, body.position) : null;
    const open = unwrap(rules.answerCheck(before.asked, body.position, choice, shown?.order.length ?? 0, now));
    const { question, order } = shown ?? questionAt(before, open.position);
    const { correct } = rules.judge(order, question.correct, choice);
    await closeAsked(trx, before.entry.id, open.position, choice, correct, now);
    let entry = correct ? await addCorrect(trx, before.entry.id) : before.entry;
    let summary: Coin | undefined;
    if (correct) {
      await postEntry(trx, {
        playerId: player.id,
        type: 'QUIZ',
        amount: QUIZ.coinPerCorrectAnswer,
        idempotencyKey: `quiz:${entry.id}:${open.position}`,
        ref: `quiz:${entry.id}`,
        // Bookkeeping text: the history shows the type's translated name, never this note (only ADJUST notes are shown).
        note: ledgerNote('quizReward'),
        expiresAt: await earnedCoinsExpireAt(trx, player.id, now),
      });
      await awardPoints(trx, {
        playerId: player.id,
        source: 'quiz',
        sourceId: `${entry.id}:${open.position}`,
        points: pointsForEarnedCoins(QUIZ.coinPerCorrectAnswer),
        now,
      });
      summary = await getCoinSummary(trx, player.id, now);
    }
    const after = rules.withClosed(before.asked, open.position, choice, correct, now);
    if (rules.isFinished(after)) entry = await settle(trx, { ...before, entry, asked: after }, now);
    return { play: { ...before, entry, asked: after }, coin: summary };
  });
  const view = await playView(db, play, now);
  const result = view.results.find((r) => r.position === body.position);
  if (!result) throw new Error(`answered question ${body.position} is missing from play ${view.id}`);
  return { answer: { result, play: view, ...(coin ? { coin } : {}) }, credited: coin !== undefined };
}
