// The one hook point per game result: a game tells the feed, after its
// transaction has committed, that a player finished a play. Loyalty
// (missions' live progress, the streak's milestones) listens and reads the
// facts again itself, so nothing is added to a game's transaction and no
// game imports loyalty. A listener's failure is logged, never the game's.
export type PlayGame = 'FTO' | 'SQUIDGAME' | 'LUCKYEGG' | 'ROCKSCISSORPAPER' | 'SPINWHEEL' | 'QUIZ';

export interface PlayFact {
  playerId: number;
  game: PlayGame;
}

export interface PlayFeed {
  finished(fact: PlayFact): void;
  /** returns the unsubscribe */
  listen(listener: (fact: PlayFact) => Promise<void>): () => void;
}

export function createPlayFeed(): PlayFeed {
  const listeners = new Set<(fact: PlayFact) => Promise<void>>();
  return {
    finished(fact) {
      for (const listener of listeners) {
        listener(fact).catch((error: unknown) => console.error('play listener failed', error));
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
