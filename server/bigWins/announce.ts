// What a wager calls once its transaction has committed (server/games/wager):
// a big win is stored and pushed to every connected app. Nothing here may
// fail the wager, which has already paid.
import type { Kysely } from 'kysely';
import { isBigWin } from '../../contract/bigWinsRules';
import type { Database } from '../db/schema';
import type { Realtime } from '../realtime/hub';
import { readBigWinSettings, storeBigWin, type WinToStore } from './repo';

export async function announceBigWin(deps: { db: Kysely<Database>; realtime: Realtime }, win: WinToStore): Promise<void> {
  try {
    const settings = await readBigWinSettings(deps.db);
    if (!isBigWin(win, settings)) return;
    const stored = await storeBigWin(deps.db, win, settings.perMinute);
    if (stored) deps.realtime.toAll({ type: 'bigWin', win: stored });
  } catch (error) {
    console.error('big win not announced', error);
  }
}
