// The server's folders for the layering fence (eslint.config.js, server/README.md): every folder of
// server/ is a domain unless it is named shared here (or is db/, which db/seed makes neither: it fills
// every domain's tables). Read from the disk, so a new folder is fenced from the day it appears, and
// making it shared is a decision written here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_SHARED = [
  'lib',
  'providers',
  'ledger',
  'fairness',
  'auth',
  'http',
  'payouts',
  'throttle',
  'notify',
  'realtime',
  'bigWins',
  'limits',
  'loyalty',
];
const SERVER_UNFENCED = ['db'];

/** The domains among `folders` (names of server/'s folders). */
export const serverDomains = (folders) => folders.filter((f) => !SERVER_SHARED.includes(f) && !SERVER_UNFENCED.includes(f));

/** The names of server/'s folders under `root`. */
export const serverFolders = (root) =>
  readdirSync(join(root, 'server'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
