import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as accounts from './migrations/0002_accounts';
import * as fairness from './migrations/0003_fairness';
import * as platformRoles from './migrations/0004_platform_roles';
import * as spinWheels from './migrations/0005_spin_wheels';
import * as activity from './migrations/0007_activity';
import * as redeem from './migrations/0006_redeem';
import * as pushTokens from './migrations/0009_push_tokens';
import * as coinExpirySweep from './migrations/0010_coin_expiry_sweep';
import * as roundsStore from './migrations/0011_rounds_store';
import * as socketIoAttachments from './migrations/0012_socket_io_attachments';
import * as quiz from './migrations/0013_quiz';
import * as registerTokens from './migrations/0014_register_tokens';
import * as redeemAutoApproval from './migrations/0015_redeem_auto_approval';
import * as wagering from './migrations/0016_wagering';
import * as playerLimits from './migrations/0017_player_limits';
import * as bigWins from './migrations/0018_big_wins';
import * as rsp from './migrations/0019_rsp';
import * as realityCheckIntervals from './migrations/0020_reality_check_intervals';
import * as gameSettingsVersion from './migrations/0021_game_settings_version';
import * as spinPrizesVersion from './migrations/0022_spin_prizes_version';
import * as lockLedger from './migrations/0023_lock_ledger';
import * as spinAllowance from './migrations/0024_spin_allowance';
import * as promises from './migrations/0025_promises';
import * as tierPoints from './migrations/0028_tier_points';
import * as tiers from './migrations/0028b_tiers';
import * as missionsStreaks from './migrations/0029_missions_streaks';
import * as playerBlock from './migrations/0030_player_block';
import * as expiryReminders from './migrations/0031_expiry_reminders';
import * as mailBy from './migrations/0032_mail_by';
import * as tierBonus from './migrations/0033_tier_bonus';
import * as inboxAction from './migrations/0034_inbox_action';

// Listed in code rather than read from a folder so the bundle-free tsx runtime
// and the tests see exactly the same set.
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_fairness': fairness,
  '0004_platform_roles': platformRoles,
  '0005_spin_wheels': spinWheels,
  '0007_activity': activity,
  '0006_redeem': redeem,
  '0009_push_tokens': pushTokens,
  '0010_coin_expiry_sweep': coinExpirySweep,
  '0011_rounds_store': roundsStore,
  '0012_socket_io_attachments': socketIoAttachments,
  '0013_quiz': quiz,
  '0014_register_tokens': registerTokens,
  '0015_redeem_auto_approval': redeemAutoApproval,
  '0016_wagering': wagering,
  '0017_player_limits': playerLimits,
  '0018_big_wins': bigWins,
  '0019_rsp': rsp,
  '0020_reality_check_intervals': realityCheckIntervals,
  '0021_game_settings_version': gameSettingsVersion,
  '0022_spin_prizes_version': spinPrizesVersion,
  '0023_lock_ledger': lockLedger,
  '0024_spin_allowance': spinAllowance,
  '0025_promises': promises,
  '0028_tier_points': tierPoints,
  '0028b_tiers': tiers,
  '0029_missions_streaks': missionsStreaks,
  '0030_player_block': playerBlock,
  '0031_expiry_reminders': expiryReminders,
  '0032_mail_by': mailBy,
  '0033_tier_bonus': tierBonus,
  '0034_inbox_action': inboxAction,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; resolves with how many migrations it ran. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<number> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return results?.filter((r) => r.status === 'Success').length ?? 0;
}
