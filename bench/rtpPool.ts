// The worker threads of `npm run rtp`: one per core by default, each
// running chunks of nonces from a shared queue, so a slow game keeps every
// core busy. The worker's code is bundled with esbuild first (dist-rtp/,
// git-ignored, removed on close) and run by plain node: tsx's loader does not
// reach a worker on Node 20, and its transform keeps every function's name
// with a defineProperty call per closure made, which was a third of a
// simulated rock scissor paper match.
import { mkdirSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { fromRoot } from '../server/lib/projectRoot';
import type { ChunkResult } from '../server/games/rtpSuite';

export interface ChunkTask {
  id: number;
  job: string;
  serverSeed: string;
  from: number;
  to: number;
}
export type ChunkAnswer = { id: number; result: ChunkResult } | { id: number; error: string };
type Pending = { task: ChunkTask; resolve: (r: ChunkResult) => void; reject: (e: Error) => void };

export class RtpPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<number, { pending: Pending; worker: Worker }>();
  private readonly workers: Worker[] = [];
  private nextId = 0;

  private constructor(private readonly bundle: string) {}

  static async start(size: number): Promise<RtpPool> {
    // Inside the project (a git-ignored folder), so the bundle's packages resolve from node_modules.
    mkdirSync(fromRoot('dist-rtp'), { recursive: true });
    const pool = new RtpPool(fromRoot('dist-rtp', `worker-${process.pid}.mjs`));
    await build({
      entryPoints: [fromRoot('bench', 'rtpWorker.ts')],
      outfile: pool.bundle,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
    await Promise.all(
      Array.from(
        { length: size },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(pool.bundle);
            pool.workers.push(worker);
            worker.on('error', (e) => {
              reject(e);
              // A worker that dies fails the chunks it held, so the run stops instead of waiting for them.
              for (const [id, entry] of pool.running) {
                if (entry.worker !== worker) continue;
                pool.running.delete(id);
                entry.pending.reject(e);
              }
            });
            worker.on('message', (m: ChunkAnswer | { ready: true }) => {
              if ('ready' in m) {
                pool.idle.push(worker);
                resolve();
                return;
              }
              pool.settle(worker, m);
            });
          }),
      ),
    );
    return pool;
  }

  run(task: Omit<ChunkTask, 'id'>): Promise<ChunkResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { ...task, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  private settle(worker: Worker, answer: ChunkAnswer): void {
    const entry = this.running.get(answer.id);
    this.running.delete(answer.id);
    this.idle.push(worker);
    if (entry) {
      if ('error' in answer) entry.pending.reject(new Error(answer.error));
      else entry.pending.resolve(answer.result);
    }
    this.dispatch();
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const pending = this.queue.shift();
      if (!worker || !pending) return;
      this.running.set(pending.task.id, { pending, worker });
      worker.postMessage(pending.task);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    rmSync(this.bundle, { force: true });
  }
}
