import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { VideoUploadResponse } from '../../contract/schemas/wallet';
import { requirePlayer } from '../auth/guard';
import type { Player } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { verificationState } from '../lib/verificationState';
import { takeOrThrow } from '../throttle';
import { LIMITS, rule } from '../throttle/limits';
import { ensureDir, moveFile, readHead, storedPath, verificationDir } from './files';
import { SNIFF_BYTES, sniffVideo } from './sniff';

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string'
    && 'size' in value && typeof value.size === 'number';
}

/**
 * POST verification/video (multipart, file field `video`): the screen
 * recording an unverified player sends for review. The player and the
 * throttle are checked on request, before up to 50 MB is read; the file is
 * judged by its bytes, then moved out of the temporary folder into the
 * verification folder and queued for an operator.
 */
export const verificationRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock, config }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const dir = verificationDir(config);
  await ensureDir(dir);
  const players = new WeakMap<FastifyRequest, Player>();

  app.post(`/${API.verificationVideo}`, {
    schema: {
      tags: ['wallet'], summary: 'Upload the verification screen recording (multipart: sealed `data`, file `video`)',
      security: [{ bearer: [] }], consumes: ['multipart/form-data'],
      response: { 200: VideoUploadResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 429: ErrorBody },
    },
    onRequest: async (request) => {
      const now = clock();
      const player = await requirePlayer(db, request, now);
      // Already verified: there is nothing to review, so nothing is accepted.
      if (player.verified) throw new AppError(400, MSG.invalidRequest);
      await takeOrThrow(db, [rule(LIMITS.videoUploadPerPlayer, `video:player:${player.id}`)], now, 'upload');
      players.set(request, player);
    },
  }, async (request) => {
    const player = players.get(request);
    if (!player) throw new AppError(401, MSG.pleaseLoginToContinue);
    const video = (request.body as { video?: unknown } | undefined)?.video;
    if (!isUploadedFile(video) || video.size === 0) throw new AppError(400, MSG.invalidVideo);
    const kind = sniffVideo(await readHead(video.path, SNIFF_BYTES));
    if (!kind) throw new AppError(400, MSG.invalidVideo);

    const name = `${randomUUID()}.${kind.ext}`;
    const target = storedPath(dir, name);
    try {
      await moveFile(video.path, target);
    } catch (error) {
      request.log.error({ err: error }, 'verification video could not be stored');
      throw new AppError(500, MSG.uploadFailed);
    }
    const now = clock();
    try {
      const row = await db.transaction().execute(async (trx) => {
        // A newer recording replaces one still waiting: operators review only the latest.
        await trx.updateTable('verification_videos').set({ status: 'rejected', decided_at: now, reason: 'superseded' })
          .where('player_id', '=', player.id).where('status', '=', 'pending').execute();
        return trx.insertInto('verification_videos').values({
          player_id: player.id, path: name, mime: kind.mime, size: video.size, created_at: now,
        }).returning('id').executeTakeFirstOrThrow();
      });
      return { id: row.id, verification: await verificationState(db, player) };
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
  });
};
