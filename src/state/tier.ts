// The player's VIP tier and progress as the refresh data last said (issue 27).
// Not persisted: it rides on every refresh, and a stale tier drawn from
// storage would show a tier the player may have left.
import { proxy } from 'valtio/vanilla';
import type { TierStatus } from '../../contract/loyalty/tiers';

export interface TierState {
  /** null for a guest, or before the first refresh */
  status: TierStatus | null;
}

export const tierState = proxy<TierState>({ status: null });

export function applyTier(status: TierStatus | null): void {
  // A copy: valtio would otherwise wrap the caller's object.
  tierState.status = status ? structuredClone(status) : null;
}

export function resetTier(): void {
  tierState.status = null;
}
