// The player app's worker entry: spawned by spawn.ts, answers through Comlink (README.md).
import { expose } from 'comlink';
import { createSync } from './sync';

expose(createSync());
