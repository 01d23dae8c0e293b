import { MSG, type MsgKey } from '../../contract/errors';
import type { OperatorsTable, Player } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Why a player may not use the club now, or null: a player an operator
 * blocked is told so first (msg.accessBlock, whatever their role); then only
 * VIP accounts use the club (SPEC section 6): an ordinary platform account is
 * asked to contact support to upgrade, any other role is refused as invalid.
 * The socket handshake reads the same answer (server/realtime/socket.ts).
 */
export function playerRefusal(player: Pick<Player, 'role' | 'blocked_at'>): MsgKey | null {
  if (player.blocked_at !== null) return MSG.accessBlock;
  if (player.role === 'vip') return null;
  return player.role === 'normal' ? MSG.contactSupportUpgradeVip : MSG.invalidRole;
}

/** Every door of the player API (login, each call's session): a 403 with playerRefusal's key, which the client logs out on. */
export function assertVip(player: Pick<Player, 'role' | 'blocked_at'>): void {
  const refusal = playerRefusal(player);
  if (refusal) throw new AppError(403, refusal);
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
