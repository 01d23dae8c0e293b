// POST h5/deposit: the H5 platform reports a player's deposit, and a deposit
// of at least RM30 earns a spin (SPEC section 9: "deposit of at least RM30
// per spin"). The stricter reading is taken: ONE spin per qualifying deposit,
// whatever its size (RM90 in one deposit is one spin, not three), on ONE
// wheel (the one the platform names, spin-wheel when it names none), never
// one on each. That keeps the prize's stake at RM30 or more, which is what
// the declared RTP of 97% is measured against (server/games/README.md).
// tx_id is the deposit's key: a report replayed any number of times grants
// nothing after the first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GAME_RULES } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { DepositBody, DepositResponse } from '../../contract/schemas/games';
import type { Database, SpinGameKey } from '../db/schema';
import type { AppDeps } from '../deps';
import { spinGameOf } from '../games/spinGames';
import { AppError } from '../http/errors';
import { playerIdByUid } from '../lib/players';
import { isFresh, MAX_SKEW_SECONDS, requireSignature, SIGNATURE_HEADER } from './signature';

/** The wheel a deposit's spin goes to when the platform does not say. */
export const DEFAULT_DEPOSIT_WHEEL: SpinGameKey = 'SPINWHEEL';

/** Spins one deposit earns: 1 from RM30 up, else 0. */
export const spinsForDeposit = (amountRm: number, game: SpinGameKey): number =>
  amountRm >= GAME_RULES[game].minDepositRm ? 1 : 0;

export interface DepositInput {
  playerId: number;
  txId: string;
  amountRm: number;
  game: SpinGameKey;
  /** when the platform says the deposit happened */
  at: Date;
  now: Date;
}

/** Records the deposit once and grants its spin in the same transaction; a known txId changes nothing. */
export async function recordDeposit(db: Kysely<Database>, input: DepositInput): Promise<{ spinsGranted: number; duplicate: boolean }> {
  const spins = spinsForDeposit(input.amountRm, input.game);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('h5_deposits').values({
      tx_id: input.txId, player_id: input.playerId, amount_rm: input.amountRm,
      game: spins > 0 ? input.game : null, spins_granted: spins, at: input.at, received_at: input.now,
    }).onConflict((oc) => oc.column('tx_id').doNothing()).returning('tx_id').executeTakeFirst();
    if (!inserted) return { spinsGranted: 0, duplicate: true };
    if (spins > 0) {
      await trx.insertInto('spin_chances').values(Array.from({ length: spins }, () => ({
        player_id: input.playerId, game: input.game, source: `deposit:${input.txId}`, granted_at: input.now,
      }))).execute();
    }
    return { spinsGranted: spins, duplicate: false };
  });
}

/** Registered by h5Routes, inside its scope, so it reads the raw body its JSON parser keeps. */
export function depositRoute(app: FastifyInstance, { db, config, clock }: AppDeps, rawBodies: WeakMap<FastifyRequest, string>): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(`/${API.h5Deposit}`, {
    config: { plainBody: true },
    preValidation: requireSignature(config.h5Secret, rawBodies),
    schema: {
      tags: ['h5'],
      summary: `A player's deposit (H5 platform only, signed like launch-token: ${SIGNATURE_HEADER}; ts within ${MAX_SKEW_SECONDS} s). `
        + 'One spin per deposit of at least RM30; a known txId answers duplicate: true and grants nothing',
      body: DepositBody,
      response: { 200: DepositResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
  }, async (request) => {
    const now = clock();
    const body = request.body;
    if (!isFresh(body.ts, now)) throw new AppError(401, MSG.authDataTooOld);
    if (!Number.isFinite(body.amountRm)) throw new AppError(400, MSG.invalidRequest);
    const player = await playerIdByUid(db, body.uid);
    if (!player) throw new AppError(404, MSG.invalidPlayerId);
    const game = (body.game && spinGameOf(body.game)) || DEFAULT_DEPOSIT_WHEEL;
    return recordDeposit(db, { playerId: player.id, txId: body.txId, amountRm: body.amountRm, game, at: new Date(body.ts * 1000), now });
  });
}
