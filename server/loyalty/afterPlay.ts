// Loyalty's listener on the play feed (lib/plays.ts), after the game's
// commit: the streak's milestones are paid, and the player's devices are
// told their missions moved (the card reads its progress again).
import type { AppDeps } from '../deps';
import type { PlayFact } from '../lib/plays';
import { payMilestones } from './streaks/service';

export function loyaltyAfterPlay(deps: Pick<AppDeps, 'db' | 'clock' | 'realtime'>) {
  return async (fact: PlayFact): Promise<void> => {
    const paid = await payMilestones(deps.db, fact.playerId, deps.clock());
    if (paid > 0) deps.realtime.toPlayer(fact.playerId, { type: 'stale', reason: 'coins' });
    deps.realtime.toPlayer(fact.playerId, { type: 'stale', reason: 'missions' });
  };
}
