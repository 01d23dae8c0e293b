import { MSG } from '../../contract/errors';
import type { OperatorsTable, Player } from '../db/schema';
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

type Roles = readonly OperatorsTable['role'][];
/** Switches that stop the business (system and game maintenance) and the audit log: admins only. */
export const ADMIN_ROLES: Roles = ['admin'];
/** Players' money, verification and messages, and player look-ups: the people who answer players. */
export const SUPPORT_ROLES: Roles = ['admin', 'support'];
/** What players read: FAQs, pages, contact links, promotions and banners. */
export const CONTENT_ROLES: Roles = ['admin', 'content'];
/** Every operator: reading the games' switches. */
export const ANY_OPERATOR: Roles = ['admin', 'support', 'content'];
