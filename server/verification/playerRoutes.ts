import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { VideoUploadResponse } from '../../contract/schemas/wallet';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { verificationState } from '../lib/verificationState';
import { takeOrThrow } from '../throttle';
import { LIMITS, rule } from '../throttle/limits';
import { ensureDir, moveFile, readHead, storedPath, verificationDir } from './files';
import { queueVideo } from './repo';
import { SNIFF_BYTES, sniffVideo } from './sniff';

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'size' in value &&
    typeof value.size === 'number'
  );
}

/**
 * POST verification/video (multipart, file field `video`): the screen
 * recording an unverified player sends for review. The session (the
 * folder's hook), the player's state and the throttle are checked on
 * request, before up to 50 MB is read; the file is judged by its bytes, then
 * moved out of the temporary folder into the verification folder and queued
 * for an operator.
 */
export const verificationPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, config } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const dir = verificationDir(config);
  await ensureDir(dir);

  app.post(
    `/${API.verificationVideo}`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Upload the verification screen recording (multipart: sealed `data`, file `video`)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: VideoUploadResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
      // After the folder's session hook, still before the body is read.
      onRequest: async (request) => {
        const { player } = request;
        // Already verified: there is nothing to review, so nothing is accepted.
        if (player.verified) throw new AppError(400, MSG.invalidRequest);
        await takeOrThrow(db, [rule(LIMITS.videoUploadPerPlayer, `video:player:${player.id}`)], clock(), 'upload');
      },
    },
    async (request) => {
      const { player } = request;
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
      try {
        const id = await queueVideo(db, { playerId: player.id, path: name, mime: kind.mime, size: video.size, now: clock() });
        return { id, verification: await verificationState(db, player) };
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
  );
};
