import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '../../contract/schemas/inbox';
import type { AdminVerification, AdminVerificationPage, RedeemInfo, VideoUploadResponse } from '../../contract/schemas/wallet';
import { MAX_UPLOAD_BYTES } from '../../server/http/multipart';
import { verificationDir } from '../../server/verification/files';
import { sniffVideo } from '../../server/verification/sniff';
import { testApp, type TestApp } from './helpers/app';
import { opToken, tinyMp4, tinyWebm, upload, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const as = async (method: 'GET' | 'POST', url: string, body?: unknown) => t.call(method, `/api/${url}`, { token: await opToken(t), body });

describe('sniffVideo', () => {
  const ftyp = (brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}`), Buffer.from([0, 0, 0, 0]), Buffer.from(brand)]);
  it.each([
    ['isom', 'video/mp4'],
    ['mp42', 'video/mp4'],
    ['qt  ', 'video/quicktime'],
    ['3gp5', 'video/3gpp'],
    ['3g2a', 'video/3gpp2'],
  ])('reads ftyp brand %s as %s', (brand, mime) => {
    expect(sniffVideo(ftyp(brand))?.mime).toBe(mime);
  });
  it('reads WebM and Matroska EBML headers', () => {
    expect(sniffVideo(tinyWebm())?.mime).toBe('video/webm');
    const mkv = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x82, 0x88]), Buffer.from('matroska')]);
    expect(sniffVideo(mkv)?.mime).toBe('video/x-matroska');
  });
  it('refuses pictures, audio, text and scraps', () => {
    for (const bytes of [
      ftyp('heic'),
      ftyp('avif'),
      ftyp('M4A '),
      Buffer.from('hello, this is not a video at all'),
      Buffer.from([0x1a, 0x45, 0xdf]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    ]) {
      expect(sniffVideo(bytes)).toBeNull();
    }
  });
});

describe('POST verification/video', () => {
  it('accepts a small real MP4, stores it outside the web root and queues it for review', async () => {
    const p = await walletPlayer(t, { verified: false });
    const before = new Set(await readdir(verificationDir(t.config)));
    const res = await upload(t, p.token, tinyMp4(), { filename: 'screen.mp4' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<VideoUploadResponse>();
    expect(body.verification.status).toBe('pending');
    const row = await t.db.selectFrom('verification_videos').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ player_id: p.id, mime: 'video/mp4', size: tinyMp4().length, status: 'pending' });
    const added = (await readdir(verificationDir(t.config))).filter((f) => !before.has(f));
    expect(added).toEqual([row.path]);
    const info = (await t.call('GET', '/api/redeem/info', { token: p.token })).json<RedeemInfo>();
    expect(info.verification.status).toBe('pending');
  });

  it('judges by content: a WebM named .txt is taken, a text file named .mp4 is refused', async () => {
    const p = await walletPlayer(t, { verified: false });
    const webm = await upload(t, p.token, tinyWebm(), { filename: 'notes.txt', type: 'text/plain' });
    expect(webm.statusCode, webm.body).toBe(200);
    const renamed = await upload(t, p.token, Buffer.from('This is a text file pretending to be a video.\n'), {
      filename: 'recording.mp4',
      type: 'video/mp4',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: 'msg.invalidVideo' });
    const empty = await upload(t, p.token, Buffer.alloc(0));
    expect(empty.json()).toEqual({ message: 'msg.invalidVideo' });
    const noFile = await upload(t, p.token, tinyMp4(), { field: 'other' });
    expect(noFile.json()).toEqual({ message: 'msg.invalidVideo' });
  });

  it('refuses a file over the 50 MB limit with "Something went wrong uploading your file"', async () => {
    const p = await walletPlayer(t, { verified: false });
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024);
    tinyMp4().copy(big);
    const res = await upload(t, p.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'msg.uploadFailed' });
    expect(await t.db.selectFrom('verification_videos').select('id').where('player_id', '=', p.id).execute()).toEqual([]);
  });

  it('needs a logged-in, not yet verified player', async () => {
    expect((await upload(t, 'not-a-token', tinyMp4())).statusCode).toBe(401);
    const verified = await walletPlayer(t);
    expect((await upload(t, verified.token, tinyMp4())).json()).toEqual({ message: 'msg.invalidRequest' });
  });
});

describe('operator review', () => {
  it('streams the video to operators only, approves (player verified), audited, inbox and live', async () => {
    const p = await walletPlayer(t, { verified: false });
    const { id } = (await upload(t, p.token, tinyMp4())).json<VideoUploadResponse>();
    const queue = (await as('GET', 'admin/verifications?status=pending&limit=100')).json<AdminVerificationPage>();
    expect(queue.rows.find((r) => r.id === id)).toMatchObject({ uid: p.uid, mime: 'video/mp4', status: 'pending' });

    const video = await as('GET', `admin/verifications/${id}/video`);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(tinyMp4())).toBe(true);
    expect((await t.call('GET', `/api/admin/verifications/${id}/video`, { token: p.token })).statusCode).toBe(401);

    const decided = (await as('POST', `admin/verifications/${id}/approve`)).json<AdminVerification>();
    expect(decided.status).toBe('approved');
    expect((await t.db.selectFrom('players').select('verified').where('id', '=', p.id).executeTakeFirstOrThrow()).verified).toBe(true);
    expect((await as('POST', `admin/verifications/${id}/approve`)).statusCode).toBe(409);
    const inbox = (await t.call('GET', '/api/inbox', { token: p.token })).json<InboxPage>();
    expect(inbox.rows[0]).toMatchObject({ kind: 'others', title: { en: 'Account verified' } });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target', '=', String(id))
        .where('action', 'like', 'verification.%')
        .execute(),
    ).toEqual([{ action: 'verification.approve' }]);
  });

  it('rejects with a reason: the player is asked to upload again', async () => {
    const p = await walletPlayer(t, { verified: false });
    const { id } = (await upload(t, p.token, tinyMp4())).json<VideoUploadResponse>();
    const res = await as('POST', `admin/verifications/${id}/reject`, { reason: 'The recording does not show the H5 account' });
    expect(res.json<AdminVerification>()).toMatchObject({ status: 'rejected', reason: 'The recording does not show the H5 account' });
    const info = (await t.call('GET', '/api/redeem/info', { token: p.token })).json<RedeemInfo>();
    expect(info.verification.status).toBe('rejected');
    const inbox = (await t.call('GET', '/api/inbox', { token: p.token })).json<InboxPage>();
    expect(inbox.rows[0]?.desc.en).toContain('Video verification failed, resubmit or contact support');
    // A new upload goes back to pending review.
    expect((await upload(t, p.token, tinyMp4())).json<VideoUploadResponse>().verification.status).toBe('pending');
  });
});
