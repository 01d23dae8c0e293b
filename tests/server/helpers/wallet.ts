// Building blocks for the wallet tests (redeem, verification, history,
// inbox): players with coins and a verified account, the operator's calls,
// and a multipart body as the app sends it (fields sealed in `data`).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { encryptJson } from '../../../contract/cipher';
import { HEADERS } from '../../../contract/routes';
import type { AdjustResponse, RedeemResponse } from '../../../contract/schemas/wallet';
import type { Operator } from '../../../server/auth/operators';
import { DEMO_OPERATOR } from '../../../server/db/seed';
import type { TestApp } from './app';
import { operatorToken, registerPlayer, uniqueUid } from './accounts';

export interface WalletPlayer {
  id: number;
  uid: string;
  token: string;
}

/** A registered player (real OTP flow), verified unless told otherwise. */
export async function walletPlayer(t: TestApp, opts: { verified?: boolean } = {}): Promise<WalletPlayer> {
  const login = await registerPlayer(t, { uid: uniqueUid() });
  const row = await t.db.selectFrom('players').select('id').where('uid', '=', login.uid).executeTakeFirstOrThrow();
  if (opts.verified !== false) await t.db.updateTable('players').set({ verified: true }).where('id', '=', row.id).execute();
  return { id: row.id, uid: login.uid, token: login.token };
}

/** A player row without the OTP flow, for tests that drive the services directly. */
export async function bareVerifiedPlayer(t: TestApp): Promise<number> {
  const row = await t.db
    .insertInto('players')
    .values({ uid: uniqueUid(), full_name: 'Prop Player', verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function demoOperator(t: TestApp): Promise<Operator> {
  return t.db
    .selectFrom('operators')
    .select(['id', 'username', 'role'])
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirstOrThrow();
}

let cachedOp: { app: TestApp; token: string } | null = null;
export async function opToken(t: TestApp): Promise<string> {
  if (cachedOp?.app !== t) cachedOp = { app: t, token: await operatorToken(t) };
  return cachedOp.token;
}

export async function giveCoins(t: TestApp, uid: string, amount: number): Promise<AdjustResponse> {
  const res = await t.call('POST', `/api/admin/players/${uid}/adjust`, { token: await opToken(t), body: { amount, reason: 'test coins' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdjustResponse>();
}

export const redeemCall = (t: TestApp, token: string, coins: number, idempotencyKey: string = randomUUID()) =>
  t.call('POST', '/api/redeem', { token, body: { coins, idempotencyKey } });

export async function redeemOk(t: TestApp, token: string, coins: number, key?: string): Promise<RedeemResponse> {
  const res = await redeemCall(t, token, coins, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RedeemResponse>();
}

export async function balances(t: TestApp, playerId: number): Promise<{ available: number; pending: number; redeemed: number }> {
  const row = await t.db
    .selectFrom('coin_balances')
    .select(['available', 'pending', 'redeemed'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ?? { available: 0, pending: 0, redeemed: 0 };
}

/** A multipart request as the app's worker builds it: sealed fields in `data`, then the file. */
export function videoForm(t: TestApp, file: Buffer, opts: { filename?: string; type?: string; field?: string } = {}) {
  const boundary = `----wallet${randomUUID()}`;
  const head = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const payload = Buffer.concat([
    head('Content-Disposition: form-data; name="data"'),
    Buffer.from(encryptJson(t.config.cipherKey, {})),
    Buffer.from('\r\n'),
    head(
      `Content-Disposition: form-data; name="${opts.field ?? 'video'}"; filename="${opts.filename ?? 'recording.mp4'}"\r\nContent-Type: ${opts.type ?? 'video/mp4'}`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.encrypted]: 'true' } };
}

export async function upload(t: TestApp, token: string, file: Buffer, opts: Parameters<typeof videoForm>[2] = {}) {
  const { payload, headers } = videoForm(t, file, opts);
  return t.app.inject({
    method: 'POST',
    url: '/api/verification/video',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

/** The smallest file the sniffer takes for an MP4: an ftyp box (size 24, brand isom, two compatible brands) and an empty mdat. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);
  return Buffer.concat([ftyp, mdat]);
}

/** An EBML header of a WebM file: EBML id, size, DocType 'webm'. */
export function tinyWebm(): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm')]);
  const version = Buffer.from([0x42, 0x87, 0x81, 0x04]);
  const body = Buffer.concat([docType, version]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80])]);
}
