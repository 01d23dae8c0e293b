import { MSG } from '../../contract/errors';
import type { Player } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Only VIP accounts use the club (SPEC section 6): an ordinary platform
 * account is asked to contact support to upgrade, any other role is refused
 * as invalid.
 */
export function assertVip(player: Pick<Player, 'role'>): void {
  if (player.role === 'vip') return;
  throw new AppError(403, player.role === 'normal' ? MSG.contactSupportUpgradeVip : MSG.invalidRole);
}
