// PGlite's one session, shared by every caller of the app. A transaction
// owns it from BEGIN to COMMIT; a statement outside one only needs that no
// transaction is open when it reaches the worker. The worker runs what it is
// sent in order, so statements outside transactions are sent at once, one
// after another, without waiting for each other's answers: the worker goes
// from one to the next instead of idling a round trip between them. Callers
// are served first come, first served: a statement that came after a
// transaction waits for it to end, one that came before goes first. (Letting
// statements pass the transactions waiting was measured slower: 58-92 spins
// a second against 114-123, each burst of them delaying the next owner.)

type Waiting = { transaction: false; send: () => void } | { transaction: true; own: () => void };

export class SessionQueue {
  readonly #waiting: Waiting[] = [];
  #owned = false;

  /**
   * Runs `send` (which must post its statement synchronously) as soon as the
   * transactions that came before it have ended: at once when none did.
   */
  statement(send: () => void): void {
    this.#waiting.push({ transaction: false, send });
    this.#serve();
  }

  /** Resolves when the caller's transaction owns the session; end() gives it back. */
  transaction(): Promise<void> {
    return new Promise((own) => {
      this.#waiting.push({ transaction: true, own });
      this.#serve();
    });
  }

  end(): void {
    this.#owned = false;
    this.#serve();
  }

  #serve(): void {
    while (!this.#owned) {
      const next = this.#waiting.shift();
      if (!next) return;
      if (next.transaction) {
        this.#owned = true;
        next.own();
      } else {
        next.send();
      }
    }
  }
}
