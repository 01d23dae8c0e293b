import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { GAME_KEYS } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import {
  AdminWagerSettings,
  BigWinSettingsBody,
  EggPrizesBody,
  EggSlotsBody,
  WAGER_CONSOLE_API,
  eggChance,
  eggTableProblem,
  inHundredths,
  overlappingSlots,
} from '../../../contract/games/wagerConsole';
import { BetBounds } from '../../../contract/games/wager';
import { ErrorBody } from '../../../contract/schemas/common';
import { DESK_API } from '../../../contract/schemas/consoleDesk';
import { audit } from '../../auth/audit';
import { operatorSession } from '../../auth/hook';
import { ADMIN_ROLES } from '../../auth/roles';
import { readBigWinSettings, writeBigWinSettings } from '../../bigWins/repo';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { CSV_RESPONSES, CSV_SCHEMA, sendCsv } from '../../lib/csvReply';
import { gameSettingsWritten } from '../../lib/settingsEpoch';
import {
  EGG_TABLE,
  lockEggTable,
  readEggPrizes,
  readEggSlots,
  readWagerSettings,
  replaceEggPrizes,
  replaceEggSlots,
  setBetBounds,
} from './repo';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['operator wager'], security: [{ bearer: [] }] };
const path = (p: string) => `/${p}`;
const invalid = (typ: string) => new AppError(400, MSG.invalidRequest, { typ });
const KeyParams = Type.Object({ key: Type.Enum(GAME_KEYS) });

/**
 * The wagering games' money settings: bet bounds, the lucky egg's slots and
 * prize table, the big-wins feed. Admins only, as they move what players can
 * lose and win. Each write and its audit line (with the values before) share
 * one transaction; every answer is all the settings as now saved.
 */
export const wagerConsoleRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  await base.register(operatorSession, { ...deps, roles: ADMIN_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;

  app.get(
    path(WAGER_CONSOLE_API.settings),
    {
      schema: {
        ...common,
        summary: "The wagering games' bet bounds, the lucky egg's slots and prize table, the big-wins feed's settings",
        response: { 200: AdminWagerSettings, ...errors },
      },
    },
    async () => readWagerSettings(db),
  );

  app.get(
    path(DESK_API.export('egg-prizes')),
    {
      schema: {
        ...CSV_SCHEMA,
        summary: "The lucky egg's prize table as CSV, numbered as the wager tab numbers it, each prize with its chance",
        response: CSV_RESPONSES,
      },
    },
    async (request, reply) => {
      const table = await readEggPrizes(db);
      return sendCsv(
        deps,
        request,
        reply,
        'egg-prizes',
        {},
        {
          header: ['prize', 'multiplier', 'weight', 'chance'],
          // A table of a few rows, read whole: one page.
          read: async (after) => (after === undefined ? table.map((p, i) => ({ id: i + 1, ...p })) : []),
          cells: (p) => [p.id, p.multiplier, p.weight, eggChance(table, p.id - 1)],
        },
      );
    },
  );

  app.put(
    path(WAGER_CONSOLE_API.bets),
    {
      schema: {
        ...common,
        summary: "A wagering game's bet bounds (whole coins, min <= max)",
        params: KeyParams,
        body: BetBounds,
        response: { 200: AdminWagerSettings, ...errors },
      },
    },
    async (request) => {
      const { key } = request.params;
      const bounds = request.body;
      if (bounds.min > bounds.max) throw invalid('max');
      await db.transaction().execute(async (trx) => {
        const before = await setBetBounds(trx, key, bounds);
        if (!before) throw new AppError(404, MSG.invalidGame);
        await audit(trx, request.operator, 'wager.bets.update', key, { ...bounds, before });
      });
      gameSettingsWritten(db);
      return readWagerSettings(db);
    },
  );

  app.put(
    path(WAGER_CONSOLE_API.eggSlots),
    {
      schema: {
        ...common,
        summary: "The lucky egg's daily slots (minutes of the day, GMT+8); no two sessions may overlap",
        body: EggSlotsBody,
        response: { 200: AdminWagerSettings, ...errors },
      },
    },
    async (request) => {
      const { minutes } = request.body;
      if (new Set(minutes).size !== minutes.length || overlappingSlots(minutes)) throw invalid('minutes');
      await db.transaction().execute(async (trx) => {
        await lockEggTable(trx, EGG_TABLE.slots);
        const before = await readEggSlots(trx);
        await replaceEggSlots(trx, minutes);
        await audit(trx, request.operator, 'luckyEgg.slots.update', null, { minutes: [...minutes].sort((a, b) => a - b), before });
      });
      gameSettingsWritten(db);
      return readWagerSettings(db);
    },
  );

  app.put(
    path(WAGER_CONSOLE_API.eggPrizes),
    {
      schema: {
        ...common,
        summary: "The lucky egg's prize table: exactly the published RTP, top prize the published max odds",
        body: EggPrizesBody,
        response: { 200: AdminWagerSettings, ...errors },
      },
    },
    async (request) => {
      const { prizes } = request.body;
      const problem = eggTableProblem(prizes);
      if (problem) throw invalid(problem);
      await db.transaction().execute(async (trx) => {
        await lockEggTable(trx, EGG_TABLE.prizes);
        const before = await readEggPrizes(trx);
        await replaceEggPrizes(trx, prizes);
        await audit(trx, request.operator, 'luckyEgg.prizes.update', null, { prizes, before });
      });
      gameSettingsWritten(db);
      return readWagerSettings(db);
    },
  );

  app.put(
    path(WAGER_CONSOLE_API.bigWins),
    {
      schema: {
        ...common,
        summary: 'What makes a win big (0 turns a threshold off) and how many the feed carries a minute (0 stops it)',
        body: BigWinSettingsBody,
        response: { 200: AdminWagerSettings, ...errors },
      },
    },
    async (request) => {
      const settings = request.body;
      if (!inHundredths(settings.minMultiplier)) throw invalid('minMultiplier');
      if (!inHundredths(settings.minPayout)) throw invalid('minPayout');
      await db.transaction().execute(async (trx) => {
        const before = await readBigWinSettings(trx);
        await writeBigWinSettings(trx, settings);
        await audit(trx, request.operator, 'bigWins.settings.update', null, { ...settings, before });
      });
      return readWagerSettings(db);
    },
  );
};
