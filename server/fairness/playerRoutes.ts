import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { ClientSeedBody, FairnessState, RotateBody, RotateResponse } from '../../contract/schemas/fairness';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { currentSeed, revealedSeeds, rotateSeed, setClientSeed } from './repo';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const common = { tags: ['fairness'], security: [{ bearer: [] }] };

/** The player's seeds: see the hash before playing, change the client seed, rotate to reveal. */
export const fairnessPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  const state = async (playerId: number): Promise<FairnessState> => ({
    current: await currentSeed(db, playerId),
    previous: await revealedSeeds(db, playerId),
  });

  app.get(
    `/${API.fairness}`,
    {
      schema: {
        ...common,
        summary: 'Active seed hash, client seed, next nonce, and revealed seeds',
        response: { 200: FairnessState, ...errors },
      },
    },
    async (request) => state(request.player.id),
  );

  app.put(
    `/${API.fairnessClientSeed}`,
    {
      schema: {
        ...common,
        summary: 'Change the client seed from the next outcome on',
        body: ClientSeedBody,
        response: { 200: FairnessState, ...errors },
      },
    },
    async (request) => {
      await setClientSeed(db, request.player.id, request.body.clientSeed);
      return state(request.player.id);
    },
  );

  app.post(
    `/${API.fairnessRotate}`,
    {
      schema: {
        ...common,
        summary: 'Reveal the server seed and start a new pair at nonce 0',
        body: RotateBody,
        response: { 200: RotateResponse, ...errors },
      },
    },
    async (request) => rotateSeed(db, request.player.id, clock(), { clientSeed: request.body.clientSeed }),
  );
};
