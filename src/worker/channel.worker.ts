// The operator console's worker: the channel alone (spawnChannel in spawn.ts), through Comlink.
import { expose } from 'comlink';
import { createChannel } from './channel';

expose(createChannel());
