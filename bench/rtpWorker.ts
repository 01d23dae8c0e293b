// A worker thread of `npm run rtp` (bench/rtp.ts): runs the chunks (a job's
// nonce range) the main thread sends and answers with their sums.
import { parentPort } from 'node:worker_threads';
import { rtpJobs, runChunk } from '../server/games/rtpSuite';
import type { ChunkTask, ChunkAnswer } from './rtpPool';

const port = parentPort;
if (!port) throw new Error('bench/rtpWorker.ts runs as a worker thread');
const jobs = new Map((await rtpJobs()).map((job) => [job.name, job]));
port.on('message', (task: ChunkTask) => {
  const job = jobs.get(task.job);
  const answer = (a: ChunkAnswer) => port.postMessage(a);
  if (!job) return answer({ id: task.id, error: `no job ${task.job}` });
  runChunk(job, task.serverSeed, task.from, task.to).then(
    (result) => answer({ id: task.id, result }),
    (e: unknown) => answer({ id: task.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
port.postMessage({ ready: true });
