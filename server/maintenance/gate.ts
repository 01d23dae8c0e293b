import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { readMaintenance } from './repo';

/** Calls that keep working while the system is down: the check itself, the key, the operators, the docs. */
const OPEN_DURING_MAINTENANCE = [`/api/${API.maintenance}`, `/api/${API.cipherKey}`, '/api/admin/', '/api/docs'];
const CACHE_MS = 2_000;

export interface MaintenanceFlag {
  isOn(): Promise<boolean>;
  /** after an operator flips it on this node; other nodes see it within CACHE_MS */
  invalidate(): void;
}

/** A short cache keeps the flag off the database's hot path. */
export function maintenanceFlag(db: Kysely<Database>): MaintenanceFlag {
  let cached = { at: 0, on: false };
  return {
    async isOn() {
      if (Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), on: (await readMaintenance(db)).maintenance === 1 };
      return cached.on;
    },
    invalidate() {
      cached = { at: 0, on: false };
    },
  };
}

/** While the system is under maintenance every other API call answers 503 msg.systemMaintenance. */
export const maintenanceGate = fp<{ flag: MaintenanceFlag }>(async (app, { flag }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (OPEN_DURING_MAINTENANCE.some((p) => request.url.startsWith(p))) return;
    if (await flag.isOn()) throw new AppError(503, MSG.systemMaintenance);
  });
});
