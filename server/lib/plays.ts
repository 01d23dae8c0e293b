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
  /** resolves when the listeners' work in flight has ended (a closing app awaits it before its database goes) */
  drain(): Promise<void>;
}

export function createPlayFeed(): PlayFeed {
  const listeners = new Set<(fact: PlayFact) => Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  return {
    finished(fact) {
      for (const listener of listeners) {
        const work = listener(fact).catch((error: unknown) => console.error('play listener failed', error));
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      }
    },
    async drain() {
      await Promise.all(inFlight);
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
