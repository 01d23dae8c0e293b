import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { PlayFeed } from './lib/plays';
import type { ShiftableClock } from './lib/shiftableClock';
import type { MaintenanceFlag } from './maintenance/gate';
import type { H5WalletProvider } from './providers/h5wallet';
import type { PushProvider } from './providers/push';
import type { SmsProvider } from './providers/sms';
import type { TelegramProvider } from './providers/telegram';
import type { Realtime } from './realtime/hub';

/** What every domain plugin is handed: no globals, so tests build as many apps as they like. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  realtime: Realtime;
  maintenance: MaintenanceFlag;
  /** the server's time: everything time-bound (OTP expiry, throttles, sessions) reads it, so tests can move it */
  clock: () => Date;
  sms: SmsProvider;
  /** push notifications: FCM when configured, else the local outbox (providers/push) */
  push: PushProvider;
  /** the club's bot: the Bot API with a real token, else the local outbox (providers/telegram); absent in apps that send nothing by it */
  telegram?: TelegramProvider;
  /** where free credit is paid to the H5 account (spin prizes, redemptions); the local stand-in (providers/h5wallet) on this database when absent */
  h5Wallet?: H5WalletProvider;
  /** games tell it a finished play after commit (lib/plays.ts); buildApp makes one when absent */
  plays?: PlayFeed;
  /** the clock `clock` reads, when QA may move it (server/testclock, never in production), and a pass of every job */
  testClock?: { clock: ShiftableClock; runJobs: () => Promise<void> };
}
