// A crash of the embedded default: the real server process on PGlite in a
// folder is killed (SIGKILL, no handler runs) in the middle of a burst of
// ledger writes, then started again on the same folder. It comes back,
// every write it answered 200 is there, the balance row still equals the
// sum of the player's entries, and it takes new writes. PostgreSQL's own
// crash recovery is its business, so this runs on PGlite only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/games-server';
import { encryptJson, keyFromBase64 } from '../../contract/cipher';
import { HEADERS } from '../../contract/routes';
import { connect } from '../../server/db/connect';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../../server/db/seed';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;
const WORKERS = 8;
/** answers before the kill, so it lands with writes in flight */
const ANSWERED_BEFORE_KILL = 60;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'crash-restart-'));
const running = new Set<ChildProcess>();

interface Server {
  base: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function start(): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // node itself (tsx as a loader): one process, so SIGKILL takes the server and its PGlite worker at once.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((r) => child.once('exit', r)).then(() => running.delete(child));
  for (const started = Date.now(); ; await sleep(250)) {
    if (
      await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child, exited };
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it answered:\n${stderr}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the server did not answer in ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
  }
}

afterAll(() => {
  for (const child of running) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function client(base: string) {
  let key: Uint8Array | undefined;
  const post = async (path: string, body: unknown, token?: string): Promise<Response> => {
    key ??= keyFromBase64(((await (await fetch(`${base}/api/cipher-key`)).json()) as { key: string }).key);
    return fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.encrypted]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data: encryptJson(key, body) }),
    });
  };
  const login = async (path: string, body: unknown): Promise<string> => {
    const res = await post(path, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  return { post, login };
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database after a crash', () => {
  it(
    'SIGKILL during a burst of ledger writes: it starts again with every answered write and a balance that adds up',
    async () => {
      const first = await start();
      const before = client(first.base);
      const operator = await before.login('admin/login', DEMO_OPERATOR);
      const adjust = (api: ReturnType<typeof client>, token: string, reason: string) =>
        api.post(`admin/players/${DEMO_PLAYER.uid}/adjust`, { amount: 1, reason }, token);

      const answered: { entryId: number; reason: string }[] = [];
      let killed = false;
      let n = 0;
      const worker = async () => {
        while (!killed) {
          const reason = `crash ${n++}`;
          const res = await adjust(before, operator, reason).catch(() => null);
          // After the kill a request fails to connect or is cut off: it was never answered.
          if (res === null) return;
          const body = (await res.json().catch(() => null)) as { entryId?: number } | null;
          expect(res.status, JSON.stringify(body)).toBe(200);
          if (body?.entryId !== undefined) answered.push({ entryId: body.entryId, reason });
          if (!killed && answered.length >= ANSWERED_BEFORE_KILL) {
            killed = true;
            process.kill(-(first.child.pid ?? 0), 'SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      await first.exited;
      expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);

      const second = await start();
      const after = client(second.base);
      const operatorAgain = await after.login('admin/login', DEMO_OPERATOR);
      const res = await adjust(after, operatorAgain, 'after the crash');
      expect(res.status, await res.clone().text()).toBe(200);
      process.kill(-(second.child.pid ?? 0), 'SIGTERM');
      await second.exited;

      const db = await connect({ databaseUrl: undefined, dataDir: join(dataDir, 'pglite') });
      try {
        const stored = await db.selectFrom('coin_entries').select(['id', 'note']).where('note', 'like', 'crash %').execute();
        const byId = new Map(stored.map((row) => [Number(row.id), row.note]));
        for (const a of answered) expect(byId.get(a.entryId), a.reason).toBe(a.reason);
        const player = await db.selectFrom('players').select('id').where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
        const sum = await db
          .selectFrom('coin_entries')
          .select((eb) => eb.fn.sum<string>('amount').as('total'))
          .where('player_id', '=', player.id)
          .executeTakeFirstOrThrow();
        const balance = await db.selectFrom('coin_balances').selectAll().where('player_id', '=', player.id).executeTakeFirstOrThrow();
        expect(balance.available).toBe(Number(sum.total));
        const last = await db
          .selectFrom('coin_entries')
          .select('note')
          .where('player_id', '=', player.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(last.note).toBe('after the crash');
      } finally {
        await db.destroy();
      }
    },
    START_TIMEOUT_MS * 3,
  );
});
