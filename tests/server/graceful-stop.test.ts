// Issue 15, "Also": a graceful stop. The real server process (server/main.ts)
// on a fresh database gets SIGTERM in the middle of a burst of writes (an
// operator's coin adjustments, each a ledger entry and an audit row). Every
// write it answered 200 is in the database afterwards, nothing got a 5xx, the
// player's socket was dropped the way a client reconnects from, and the
// process exited 0. Requests it never received fail to connect, which is what
// sends a client (or a load balancer) to another process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../bench/games-server';
import { encryptJson, keyFromBase64 } from '../../contract/cipher';
import { HEADERS } from '../../contract/routes';
import { connect } from '../../server/db/connect';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../../server/db/seed';
import { disconnected, handshake, playerClient } from './helpers/realtime';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 15_000;
const WORKERS = 8;
/** answers before the signal, so it lands with writes in flight */
const ANSWERED_BEFORE_SIGNAL = 40;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'graceful-stop-'));
const adminUrl = process.env.DATABASE_URL;
const dbName = `vip_graceful_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : undefined;

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

let child: ReturnType<typeof spawn> | undefined;
let exited: Promise<number | null>;
let stderr = '';
let base = '';

beforeAll(async () => {
  if (adminUrl) await adminQuery(`CREATE DATABASE ${dbName}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // node itself (tsx as a loader, not its CLI): one process, so the signal reaches the server and nothing else.
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_MODE: 'test',
      STATIC_DIR: join(dataDir, 'no-dist'),
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  exited = new Promise((r) => child?.once('exit', (code) => r(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const started = Date.now(); ; await sleep(250)) {
    if (
      await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (gone) throw new Error(`the server exited before it answered:\n${stderr}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the server did not answer in ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
  }
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  // Whatever happened, nothing of the run stays: the process group, the folder, the database.
  if (child?.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

async function post(path: string, body: unknown, key: Uint8Array, token?: string): Promise<Response> {
  return fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.encrypted]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data: encryptJson(key, body) }),
  });
}

interface Answered {
  status: number;
  entryId?: number;
  reason: string;
  afterSignal: boolean;
}

it(
  'SIGTERM during a burst of writes: every 200 is stored, no 5xx, sockets dropped, exit 0',
  async () => {
    const key = keyFromBase64(((await (await fetch(`${base}/api/cipher-key`)).json()) as { key: string }).key);
    const login = async (path: string, body: unknown) => {
      const res = await post(path, body, key);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const operator = await login('admin/login', DEMO_OPERATOR);
    const player = await login('auth/login', DEMO_PLAYER);
    const socket = playerClient(base, player);
    expect(await handshake(socket)).toBe('connected');
    const dropped = disconnected(socket);

    const answered: Answered[] = [];
    let signalled = false;
    let refused = 0;
    let n = 0;
    const worker = async () => {
      // Until the server stops taking connections: a refused connection ends this worker.
      for (;;) {
        const reason = `graceful stop ${n++}`;
        const afterSignal = signalled;
        let res: Response;
        try {
          res = await post(`admin/players/${DEMO_PLAYER.uid}/adjust`, { amount: 1, reason }, key, operator);
        } catch {
          refused++;
          return;
        }
        const body = (await res.json()) as { entryId?: number };
        answered.push({ status: res.status, entryId: body.entryId, reason, afterSignal });
        if (!signalled && answered.length >= ANSWERED_BEFORE_SIGNAL) {
          signalled = true;
          child?.kill('SIGTERM');
        }
      }
    };
    const code = await Promise.race([
      Promise.all(Array.from({ length: WORKERS }, worker)).then(() => exited),
      sleep(START_TIMEOUT_MS).then(() => 'the burst never ended' as const),
    ]);
    const exitCode = await Promise.race([exited, sleep(EXIT_TIMEOUT_MS).then(() => 'no exit' as const)]);
    // The client hears the dropped connection a moment after the process's exit: closing it first would make
    // the reason its own ('io client disconnect'), as it did on a loaded machine.
    const dropReason = await Promise.race([dropped, sleep(EXIT_TIMEOUT_MS).then(() => 'never dropped' as const)]);
    socket.close();

    expect(code, stderr).not.toBe('the burst never ended');
    expect(exitCode, stderr).toBe(0);
    expect(refused).toBe(WORKERS);
    // Dropped by the transport, not by a server-side disconnect: the client's own reconnection takes over.
    expect(dropReason).toBe('transport close');
    expect(answered.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answered.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGNAL);

    const db = await connect({ databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      const stored = await db
        .selectFrom('coin_entries')
        .select(['id', 'note'])
        .where('type', '=', 'ADJUST')
        .where('note', 'like', 'graceful stop %')
        .execute();
      const byId = new Map(stored.map((row) => [Number(row.id), row.note]));
      for (const a of ok) expect(byId.get(a.entryId ?? -1), a.reason).toBe(a.reason);
    } finally {
      await db.destroy();
    }
  },
  START_TIMEOUT_MS * 2,
);
