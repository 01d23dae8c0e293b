import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { AdminVerification, AdminVerificationPage, AdminVerificationQuery, RejectBody } from '../../contract/schemas/wallet';
import { audit } from '../auth/audit';
import { requireOperator, type Operator } from '../auth/operators';
import { SUPPORT_ROLES } from '../auth/roles';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { BigIdParams, decisionErrors } from '../http/schemas';
import { DEFAULT_PAGE, olderThan, parseCursor, takePage } from '../lib/keysetPage';
import { postTextMessage } from '../notify/inbox';
import { inboxPusher } from '../notify/push';
import { storedPath, verificationDir } from './files';
import { VERIFIED_MESSAGE, verificationFailedMessage } from './messages';
import { toAdminVerification, type VideoRow } from './repo';

const notFound = (): AppError => new AppError(404, MSG.invalidRequest);

function joined(db: Kysely<Database>) {
  return db.selectFrom('verification_videos').innerJoin('players', 'players.id', 'verification_videos.player_id')
    .selectAll('verification_videos').select(['players.uid', 'players.full_name']);
}

/**
 * The operator's review of verification recordings: the queue, the video
 * itself (streamed to operators only, never cached), and the decision. An
 * approval marks the player verified; either decision is audited, lands in
 * the player's inbox and reaches their devices at once.
 */
export const verificationOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, config, realtime } = deps;
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const dir = verificationDir(config);
  const common = { tags: ['operator wallet'], security: [{ bearer: [] }] };
  const operator = (request: FastifyRequest): Promise<Operator> => requireOperator(db, request, SUPPORT_ROLES, clock());

  app.get(`/${API.adminVerifications}`, {
    schema: { ...common, summary: 'Verification recordings, newest first (e.g. ?status=pending)', querystring: AdminVerificationQuery, response: { 200: AdminVerificationPage, ...decisionErrors } },
  }, async (request) => {
    await operator(request);
    const { status, cursor, limit } = request.query;
    const after = parseCursor(cursor);
    const size = limit ?? DEFAULT_PAGE;
    let q = joined(db);
    if (status) q = q.where('verification_videos.status', '=', status);
    if (after !== undefined) {
      q = q.where(olderThan('verification_videos', after));
    }
    const rows = await q.orderBy('verification_videos.created_at', 'desc').orderBy('verification_videos.id', 'desc').limit(size + 1).execute();
    const page = takePage(rows, size);
    return { rows: page.rows.map(toAdminVerification), nextCursor: page.nextCursor };
  });

  app.get(`/${API.adminVerificationVideo(':id')}`, {
    // No response schema: the answer is the file's bytes, streamed; errors are the usual { message }.
    schema: { ...common, summary: 'The recording itself (operators only)', params: BigIdParams },
  }, async (request, reply) => {
    await operator(request);
    const row = await db.selectFrom('verification_videos').select(['id', 'path', 'mime']).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    const path = storedPath(dir, row.path);
    const size = await stat(path).then((s) => s.size, () => null);
    if (size === null) throw notFound();
    return reply
      .type(row.mime)
      .header('content-length', String(size))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="verification-${row.id}.${row.path.split('.').pop() ?? 'bin'}"`)
      .send(createReadStream(path));
  });

  async function decide(op: Operator, id: number, approve: boolean, reason: string | null): Promise<VideoRow & { uid: string; full_name: string }> {
    const now = clock();
    const decided = await db.transaction().execute(async (trx) => {
      const video = await trx.selectFrom('verification_videos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!video) throw notFound();
      if (video.status !== 'pending') throw new AppError(409, MSG.invalidRequest, { typ: 'verification' });
      const updated = await trx.updateTable('verification_videos')
        .set({ status: approve ? 'approved' : 'rejected', decided_at: now, decided_by: op.id, reason })
        .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      if (approve) await trx.updateTable('players').set({ verified: true }).where('id', '=', video.player_id).execute();
      await audit(trx, op, approve ? 'verification.approve' : 'verification.reject', String(id), { playerId: video.player_id, reason });
      const text = approve ? VERIFIED_MESSAGE : verificationFailedMessage(reason ?? '');
      const messageId = await postTextMessage(trx, { playerId: video.player_id, ...text, img: 'inbox/notice.svg', at: now });
      const player = await trx.selectFrom('players').select(['uid', 'full_name']).where('id', '=', video.player_id).executeTakeFirstOrThrow();
      return { row: { ...updated, ...player }, messageId };
    });
    realtime.toPlayer(decided.row.player_id, { type: 'stale', reason: 'verification' });
    pushInbox(decided.messageId);
    return decided.row;
  }

  app.post(`/${API.adminVerificationApprove(':id')}`, {
    schema: { ...common, summary: 'Approve: the player becomes verified', params: BigIdParams, response: { 200: AdminVerification, ...decisionErrors } },
  }, async (request) => toAdminVerification(await decide(await operator(request), request.params.id, true, null)));

  app.post(`/${API.adminVerificationReject(':id')}`, {
    schema: { ...common, summary: 'Reject with a reason: the player is asked to upload again', params: BigIdParams, body: RejectBody, response: { 200: AdminVerification, ...decisionErrors } },
  }, async (request) => toAdminVerification(await decide(await operator(request), request.params.id, false, request.body.reason.trim())));
};
