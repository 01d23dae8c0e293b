// The worker entry: spawned by src/worker/spawn.ts, its channel exposed through Comlink.
import { expose } from 'comlink';
import { createChannel } from './channel';

expose(createChannel());
