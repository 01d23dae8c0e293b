// The worker entry: spawned by src/worker/spawn.ts, speaks Comlink.
import { expose } from 'comlink';
import { createChannel } from './channel';

expose(createChannel());
