import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LANGS } from '../../../contract/constants';
import { MSG, type MsgKey } from '../../../contract/errors';
import {
  AdminQuizAward,
  AdminQuizAwardPage,
  AdminQuizCampaign,
  AdminQuizCampaignList,
  QuizAwardQuery,
  QuizAwardStateBody,
  QuizCampaignInput,
  QuizPrizesBody,
  QuizQuestionsBody,
  QuizWeekInput,
  type QuizPrizeInput,
  type QuizQuestionInput,
} from '../../../contract/games/quizConsole';
import { LATE_LIST_LIMIT, QUIZ_MAIL_API, QuizMailLate } from '../../../contract/games/quizMail';
import { QUIZ_CONSOLE_API } from '../../../contract/games/quizRules';
import { ErrorBody, type Localized } from '../../../contract/schemas/common';
import { audit } from '../../auth/audit';
import { operatorSession } from '../../auth/hook';
import { ANY_OPERATOR, CONTENT_ROLES, SUPPORT_ROLES } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { BigIdParams } from '../../http/schemas';
import { DEFAULT_PAGE, parseCursor, takePage } from '../../lib/keysetPage';
import { violatedUnique } from '../../lib/players';
import { inboxPusher } from '../../notify/push';
import { setAwardState } from './awards';
import { quizWinnersExport } from './exportRoute';
import {
  awardById,
  awardsPage,
  campaignPrizes,
  clashingWeek,
  createCampaign,
  createWeek,
  lateMailSummary,
  listCampaigns,
  lockCampaign,
  lockWeek,
  overlappingCampaign,
  putPrizes,
  putQuestions,
  setAwardNote,
  slugTaken,
  updateCampaign,
  updateWeek,
  weekPlays,
  weekQuestions,
  weeksSpan,
} from './consoleRepo';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const common = { tags: ['operator quiz'], security: [{ bearer: [] }] };
const path = (p: string) => `/${p}`;

const invalid = (typ: string) => new AppError(400, MSG.invalidRequest, { typ });
const notFound = () => new AppError(404, MSG.invalidRequest);
const conflict = (key: MsgKey, typ: string) => new AppError(409, key, { typ });

// A date the operator surely meant: JavaScript and PostgreSQL both hold it, and no typo of a year slips through.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function instant(iso: string, typ: string): Date {
  const at = new Date(iso);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms < EARLIEST || ms > LATEST) throw invalid(typ);
  return at;
}

/** Start before end, both sane: the CHECK (ends_at > starts_at) never fires. */
function span(input: { startsAt: string; endsAt: string }): { start: Date; end: Date } {
  const start = instant(input.startsAt, 'startsAt');
  const end = instant(input.endsAt, 'endsAt');
  if (end <= start) throw invalid('endsAt');
  return { start, end };
}

/** Every language filled in: a blank one would reach some players as an empty line. */
function assertTexts(text: Localized, typ: string): void {
  if (LANGS.some((lang) => text[lang].trim() === '')) throw invalid(typ);
}

function checkQuestions(questions: readonly QuizQuestionInput[]): void {
  if (new Set(questions.map((q) => q.position)).size !== questions.length) throw invalid('position');
  for (const q of questions) {
    assertTexts(q.prompt, 'prompt');
    for (const choice of q.choices) assertTexts(choice, 'choices');
    if (q.correct >= q.choices.length) throw invalid('correct');
  }
}

/** numeric(14,2): a coin amount has at most two decimals. */
const inCents = (coins: number): boolean => Math.abs(Math.round(coins * 100) - coins * 100) < 1e-6;

function checkPrizes(prizes: readonly QuizPrizeInput[]): void {
  for (const p of prizes) {
    assertTexts(p.label, 'label');
    // A coins slot pays something; a ticket or an empty slot pays no coins.
    if (!inCents(p.coins) || (p.kind === 'coins') !== p.coins > 0) throw invalid('coins');
  }
  // All weights 0 would leave the roulette nothing to draw.
  if (!prizes.some((p) => p.weight > 0)) throw invalid('weight');
}

const started = (at: Date, now: Date): boolean => at.getTime() <= now.getTime();

/**
 * The quiz campaign in the console. Content editors (and admins) write
 * campaigns, weeks, questions and the roulette's table; every operator may
 * read them (support filters winners by campaign and week); support (and
 * admins) follow the physical prizes' winners. Each write and its audit line
 * share one transaction, under a lock on the campaign's row so two editors
 * never interleave. Edits that would change what players already played are
 * 409s: a started campaign or week keeps its start; a week with plays keeps
 * its questions' positions and choice counts (each play holds the order it
 * shows them in); a question already asked keeps its right answer.
 */
export const quizOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(operatorSession, { ...deps, roles: CONTENT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));
  // The winners as CSV, beside the view that lists them.
  quizWinnersExport(base, deps);

  const campaignAnswer = async (id: number): Promise<AdminQuizCampaign> => {
    const [found] = await listCampaigns(db, id);
    if (!found) throw notFound();
    return found;
  };

  /** The slug is unique: a race past slugTaken meets the constraint, answered the same way. */
  const slugRace = (error: unknown): never => {
    if (violatedUnique(error) !== null) throw conflict(MSG.invalidRequest, 'slug');
    throw error;
  };

  app.get(
    path(QUIZ_CONSOLE_API.campaigns),
    {
      config: { roles: ANY_OPERATOR },
      schema: {
        ...common,
        summary: 'Every quiz campaign with its weeks, questions and prize table',
        response: { 200: AdminQuizCampaignList, ...errors },
      },
    },
    async () => listCampaigns(db),
  );

  app.post(
    path(QUIZ_CONSOLE_API.campaigns),
    {
      schema: { ...common, summary: 'Create a campaign', body: QuizCampaignInput, response: { 200: AdminQuizCampaign, ...errors } },
    },
    async (request) => {
      const input = request.body;
      assertTexts(input.title, 'title');
      const { start, end } = span(input);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          if (await slugTaken(trx, input.slug, null)) throw conflict(MSG.invalidRequest, 'slug');
          // One campaign runs at a time: players are shown "the" campaign running now.
          if (await overlappingCampaign(trx, start, end, null)) throw conflict(MSG.quizDatesOverlap, 'startsAt');
          const created = await createCampaign(trx, { ...input, start, end });
          await audit(trx, request.operator, 'quiz.campaign.create', String(created), input);
          return created;
        })
        .catch(slugRace);
      return campaignAnswer(id);
    },
  );

  app.put(
    path(QUIZ_CONSOLE_API.campaign),
    {
      schema: {
        ...common,
        summary: 'Edit a campaign',
        params: IdParams,
        body: QuizCampaignInput,
        response: { 200: AdminQuizCampaign, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      assertTexts(input.title, 'title');
      const { start, end } = span(input);
      const now = clock();
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await lockCampaign(trx, id);
          if (!before) throw notFound();
          if (started(before.starts_at, now) && start.getTime() !== before.starts_at.getTime())
            throw conflict(MSG.quizAlreadyStarted, 'startsAt');
          if (await slugTaken(trx, input.slug, id)) throw conflict(MSG.invalidRequest, 'slug');
          const weeks = await weeksSpan(trx, id);
          if (weeks && (start > weeks.first || end < weeks.last)) throw conflict(MSG.quizDatesOverlap, 'endsAt');
          if (await overlappingCampaign(trx, start, end, id)) throw conflict(MSG.quizDatesOverlap, 'startsAt');
          await updateCampaign(trx, id, { ...input, start, end }, now);
          await audit(trx, request.operator, 'quiz.campaign.update', String(id), {
            ...input,
            before: {
              slug: before.slug,
              startsAt: before.starts_at,
              endsAt: before.ends_at,
              answerSeconds: before.answer_seconds,
              eligiblePlaces: before.eligible_places,
            },
          });
        })
        .catch(slugRace);
      realtime.toAll({ type: 'stale', reason: 'games' });
      return campaignAnswer(id);
    },
  );

  /** A week's dates inside its campaign's, its number and dates clashing with no other week of it. */
  const placeWeek = async (
    trx: Transaction<Database>,
    campaign: { id: number; starts_at: Date; ends_at: Date },
    week: { number: number; start: Date; end: Date },
    exceptId: number | null,
  ) => {
    if (week.start < campaign.starts_at || week.end > campaign.ends_at) throw conflict(MSG.quizDatesOverlap, 'startsAt');
    const clash = await clashingWeek(trx, campaign.id, week, exceptId);
    if (clash?.number === week.number) throw conflict(MSG.invalidRequest, 'number');
    if (clash) throw conflict(MSG.quizDatesOverlap, 'startsAt');
  };

  app.post(
    path(QUIZ_CONSOLE_API.weeks),
    {
      schema: {
        ...common,
        summary: "Add a week to a campaign (inside the campaign's dates, overlapping no other week)",
        params: IdParams,
        body: QuizWeekInput,
        response: { 200: AdminQuizCampaign, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const week = { number: request.body.number, ...span(request.body) };
      await db.transaction().execute(async (trx) => {
        const campaign = await lockCampaign(trx, id);
        if (!campaign) throw notFound();
        await placeWeek(trx, campaign, week, null);
        const weekId = await createWeek(trx, id, week);
        await audit(trx, request.operator, 'quiz.week.create', String(weekId), { campaignId: id, ...request.body });
      });
      realtime.toAll({ type: 'stale', reason: 'games' });
      return campaignAnswer(id);
    },
  );

  app.put(
    path(QUIZ_CONSOLE_API.week),
    {
      schema: {
        ...common,
        summary: 'Edit a week (a started week keeps its start)',
        params: IdParams,
        body: QuizWeekInput,
        response: { 200: AdminQuizCampaign, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const week = { number: request.body.number, ...span(request.body) };
      const now = clock();
      const campaignId = await db.transaction().execute(async (trx) => {
        const found = await lockWeek(trx, id);
        if (!found) throw notFound();
        const { before, campaign } = found;
        if (started(before.starts_at, now) && week.start.getTime() !== before.starts_at.getTime())
          throw conflict(MSG.quizAlreadyStarted, 'startsAt');
        await placeWeek(trx, campaign, week, id);
        await updateWeek(trx, id, week);
        await audit(trx, request.operator, 'quiz.week.update', String(id), {
          ...request.body,
          before: { number: before.number, startsAt: before.starts_at, endsAt: before.ends_at },
        });
        return campaign.id;
      });
      realtime.toAll({ type: 'stale', reason: 'games' });
      return campaignAnswer(campaignId);
    },
  );

  app.put(
    path(QUIZ_CONSOLE_API.questions),
    {
      schema: {
        ...common,
        summary: "Put a week's questions (the whole set, positions 1 to 5)",
        params: IdParams,
        body: QuizQuestionsBody,
        response: { 200: AdminQuizCampaign, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { questions } = request.body;
      checkQuestions(questions);
      const campaignId = await db.transaction().execute(async (trx) => {
        const found = await lockWeek(trx, id);
        if (!found) throw notFound();
        const stored = await weekQuestions(trx, id);
        if ((await weekPlays(trx, id)) > 0) {
          // Each play holds the order it shows every question's choices in: the set and the counts stay.
          const same =
            stored.length === questions.length &&
            stored.every((s) => {
              const next = questions.find((q) => q.position === s.position);
              return next !== undefined && next.choices.length === s.choices.length;
            });
          if (!same) throw conflict(MSG.quizAlreadyPlayed, 'questions');
        }
        for (const s of stored) {
          if (s.asked === 0) continue;
          const next = questions.find((q) => q.position === s.position);
          if (next?.correct !== s.correct) throw conflict(MSG.quizAlreadyPlayed, 'correct');
        }
        await putQuestions(trx, id, questions);
        await audit(trx, request.operator, 'quiz.questions.put', String(id), {
          questions,
          before: stored.map((s) => ({ position: s.position, prompt: s.prompt, choices: s.choices, correct: s.correct })),
        });
        return found.campaign.id;
      });
      return campaignAnswer(campaignId);
    },
  );

  app.put(
    path(QUIZ_CONSOLE_API.prizes),
    {
      schema: {
        ...common,
        summary: "Put the campaign's roulette table (6 to 12 slots in wheel order)",
        params: IdParams,
        body: QuizPrizesBody,
        response: { 200: AdminQuizCampaign, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { prizes } = request.body;
      checkPrizes(prizes);
      await db.transaction().execute(async (trx) => {
        if (!(await lockCampaign(trx, id))) throw notFound();
        // Spins already made keep the table they were drawn on (their round's params): the change applies from the next spin.
        const before = await campaignPrizes(trx, id);
        await putPrizes(trx, id, prizes);
        await audit(trx, request.operator, 'quiz.prizes.put', String(id), { prizes, before });
      });
      realtime.toAll({ type: 'stale', reason: 'games' });
      return campaignAnswer(id);
    },
  );

  app.get(
    path(QUIZ_CONSOLE_API.awards),
    {
      config: { roles: SUPPORT_ROLES },
      schema: {
        ...common,
        summary: "The roulette's winners (awaiting contact: nearest deadline first; else newest first)",
        querystring: QuizAwardQuery,
        response: { 200: AdminQuizAwardPage, ...errors },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      const size = limit ?? DEFAULT_PAGE;
      return takePage(await awardsPage(db, filter, parseCursor(cursor), size, clock()), size);
    },
  );

  app.get(
    path(QUIZ_MAIL_API.late),
    {
      config: { roles: SUPPORT_ROLES },
      schema: {
        ...common,
        summary: 'Physical prizes past their mail-by day (14 working days from the win): still to mail, and mailed late',
        response: { 200: QuizMailLate, ...errors },
      },
    },
    async () => lateMailSummary(db, clock(), LATE_LIST_LIMIT),
  );

  app.put(
    path(QUIZ_CONSOLE_API.award),
    {
      config: { roles: SUPPORT_ROLES },
      schema: {
        ...common,
        summary: "Move a winner's prize: contacted, shipped, or forfeited (with an optional note)",
        params: BigIdParams,
        body: QuizAwardStateBody,
        response: { 200: AdminQuizAward, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { state } = request.body;
      const note = request.body.note?.trim() || null;
      const now = clock();
      const change = await db.transaction().execute(async (trx) => {
        const moved = await setAwardState(trx, id, state, now);
        if (note !== null) await setAwardNote(trx, id, note);
        await audit(trx, request.operator, 'quiz.award.state', String(id), { state, note, playerId: moved.playerId });
        return moved;
      });
      if (change.messageId !== null) {
        realtime.toPlayer(change.playerId, { type: 'stale', reason: 'inbox' });
        pushInbox(change.messageId);
      }
      realtime.toPlayer(change.playerId, { type: 'stale', reason: 'games' });
      const award = await awardById(db, id, clock());
      if (!award) throw notFound();
      return award;
    },
  );
};
