// Loyalty's listener on the play feed (lib/plays.ts), after the game's
// commit: the player's devices are told their missions moved (the card reads
// its progress again), and the streak's milestones are paid.
import type { AppDeps } from '../deps';
import type { PlayFact } from '../lib/plays';
import { dayNumber } from './streaks/days';
import { payMilestones } from './streaks/service';

export function loyaltyAfterPlay(deps: Pick<AppDeps, 'db' | 'clock' | 'realtime'>) {
  // A streak grows once a day, at the day's first play: later plays of the
  // same GMT+8 day cannot reach a milestone, so this process reads the streak
  // once per player and day (another process reading it again pays nothing
  // twice: the milestone's ledger key).
  let today = -1;
  const seen = new Set<number>();
  return async (fact: PlayFact): Promise<void> => {
    deps.realtime.toPlayer(fact.playerId, { type: 'stale', reason: 'missions' });
    const now = deps.clock();
    const day = dayNumber(now);
    if (day !== today) {
      today = day;
      seen.clear();
    }
    if (seen.has(fact.playerId)) return;
    const paid = await payMilestones(deps.db, fact.playerId, now);
    seen.add(fact.playerId);
    if (paid > 0) deps.realtime.toPlayer(fact.playerId, { type: 'stale', reason: 'coins' });
  };
}
