import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { MSG } from '../../contract/errors';
import { AdminVerification, AdminVerificationPage, AdminVerificationQuery, RejectBody } from '../../contract/schemas/wallet';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import type { Operator } from '../auth/operators';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { BigIdParams, decisionErrors } from '../http/schemas';
import { DEFAULT_PAGE, parseCursor, takePage } from '../lib/keysetPage';
import { postTextMessage } from '../notify/inbox';
import { inboxPusher } from '../notify/push';
import { storedPath, verificationDir } from './files';
import { VERIFIED_MESSAGE, verificationFailedMessage } from './messages';
import { decideVideo, lockVideo, toAdminVerification, videoFile, videoPage } from './repo';

const notFound = (): AppError => new AppError(404, MSG.invalidRequest);

/**
 * The operator's review of verification recordings (support and admins):
 * the queue, the video itself (streamed to operators only, never cached),
 * and the decision. An approval marks the player verified; either decision
 * is audited, lands in the player's inbox and reaches their devices at once.
 */
export const verificationOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, config, realtime } = deps;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));
  const dir = verificationDir(config);
  const common = { tags: ['operator wallet'], security: [{ bearer: [] }] };

  app.get(
    `/${ADMIN_API.verifications}`,
    {
      schema: {
        ...common,
        summary: 'Verification recordings, newest first (e.g. ?status=pending)',
        querystring: AdminVerificationQuery,
        response: { 200: AdminVerificationPage, ...decisionErrors },
      },
    },
    async (request) => {
      const { status, cursor, limit } = request.query;
      const size = limit ?? DEFAULT_PAGE;
      const page = takePage(await videoPage(db, { status, after: parseCursor(cursor), limit: size }), size);
      return { rows: page.rows.map(toAdminVerification), nextCursor: page.nextCursor };
    },
  );

  app.get(
    `/${ADMIN_API.verificationVideo(':id')}`,
    {
      // The answer is the file's bytes, streamed (Fastify never serialises a stream); errors are the usual { message }.
      schema: {
        ...common,
        summary: 'The recording itself (operators only)',
        params: BigIdParams,
        response: {
          200: Type.Unsafe<NodeJS.ReadableStream>({ description: 'The video file, streamed', type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const row = await videoFile(db, request.params.id);
      if (!row) throw notFound();
      const path = storedPath(dir, row.path);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw notFound();
      return reply
        .type(row.mime)
        .header('content-length', String(size))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="verification-${row.id}.${row.path.split('.').pop() ?? 'bin'}"`)
        .send(createReadStream(path));
    },
  );

  async function decide(op: Operator, id: number, approve: boolean, reason: string | null): Promise<AdminVerification> {
    const now = clock();
    const decided = await db.transaction().execute(async (trx) => {
      const video = await lockVideo(trx, id);
      if (!video) throw notFound();
      if (video.status !== 'pending') throw new AppError(409, MSG.invalidRequest, { typ: 'verification' });
      const row = await decideVideo(trx, video, { approve, by: op.id, reason, now });
      await audit(trx, op, approve ? 'verification.approve' : 'verification.reject', String(id), { playerId: video.player_id, reason });
      const text = approve ? VERIFIED_MESSAGE : verificationFailedMessage(reason ?? '');
      const messageId = await postTextMessage(trx, { playerId: video.player_id, ...text, img: 'inbox/notice.svg', at: now });
      return { row, messageId };
    });
    realtime.toPlayer(decided.row.player_id, { type: 'stale', reason: 'verification' });
    pushInbox(decided.messageId);
    return toAdminVerification(decided.row);
  }

  app.post(
    `/${ADMIN_API.verificationApprove(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Approve: the player becomes verified',
        params: BigIdParams,
        response: { 200: AdminVerification, ...decisionErrors },
      },
    },
    async (request) => decide(request.operator, request.params.id, true, null),
  );

  app.post(
    `/${ADMIN_API.verificationReject(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Reject with a reason: the player is asked to upload again',
        params: BigIdParams,
        body: RejectBody,
        response: { 200: AdminVerification, ...decisionErrors },
      },
    },
    async (request) => decide(request.operator, request.params.id, false, request.body.reason.trim()),
  );
};
