// The worker entry: spawned by src/worker/spawn.ts, answers its calls (rpc.ts).
import { expose } from './rpc';
import { createChannel } from './channel';

expose(createChannel(), self);
