import { MSG } from '../../contract/errors';
import type { LoginResponse } from '../../contract/schemas/auth';
import type { Player } from '../db/schema';
import type { AppDeps } from '../deps';
import { assertVip } from './roles';
import { openSession } from './sessions';

/** A successful login by any door (launch token, password, Telegram): the session and the login answer. */
export async function loginResponse(
  { db, config, realtime }: Pick<AppDeps, 'db' | 'config' | 'realtime'>,
  player: Player,
  now: Date,
  telegram?: { firstName: string },
): Promise<LoginResponse> {
  assertVip(player);
  const { token, replaced } = await openSession(db, player.id, config.sessionTtlHours, now);
  // The device that was logged in hears it now, not on its next call.
  realtime.endSessions(replaced, MSG.loggedInOtherDevices);
  return {
    token,
    uid: player.uid,
    // SPEC 3: fullName, or the Telegram user's first_name for a player who has no full name yet.
    fullName: player.full_name.trim() || telegram?.firstName || '',
    ...(telegram ? { user: { first_name: telegram.firstName } } : {}),
    tgBind: player.tg_id !== null,
    tgRegister: player.tg_register,
    language: player.language,
  };
}
