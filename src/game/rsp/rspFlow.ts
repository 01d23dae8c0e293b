// The chrome's half of Rock scissor paper (no React; RspStage wires it to its
// state). On ready: the status, then the running match continued (from any
// device), the search resumed, or the bet dock. Find opponent: the socket's
// `search` (the caller keeps its idempotency key) -> searching, until the
// server pushes `matched` (a player, or the house after its wait). The
// pushes are merged into the match and handed to the scene; a tapped hand
// (intent) is the socket's `move` for its round -> the match after it
// (outcome) or a refusal. After a reconnect: `resume`, and the screen is
// redrawn from its reply. The server keeps the match; this only carries it.
import { MSG } from '../../../contract/errors';
import type { RspMatchView, RspMessage, RspPush, RspReply, RspSearch, RspStatus } from '../../../contract/games/rsp';
import type { ChromeBus, Unsubscribe } from '../../../engine/core/bus';
import type { RspPayloads } from '../../../engine/games/rsp/types';
import { errorKey } from '../../api/client';
import { haptic } from '../../app/miniApp';
import { SocketError } from '../../realtime/socket';
import { toMsgKey } from '../msgKey';

export interface RspCalls {
  status(): Promise<RspStatus>;
  /** stake `bet` and search; the caller keeps the idempotency key until the server answers */
  search(bet: number): Promise<RspReply>;
  /** every other message of the channel */
  send(message: Exclude<RspMessage, { type: 'search' }>): Promise<RspReply>;
  onPush(fn: (push: RspPush) => void): Unsubscribe;
  onReconnect(fn: () => void): Unsubscribe;
}

/** What the stage shows over the canvas. */
export type RspView =
  | { kind: 'loading' }
  /** nothing running: the bet dock within the status's bounds */
  | { kind: 'betting'; status: RspStatus }
  | { kind: 'searching'; search: RspSearch }
  /** a match running; quitting while the quit is asked */
  | { kind: 'playing'; match: RspMatchView; quitting: boolean }
  | { kind: 'ended'; match: RspMatchView }
  /** the status could not be had: the reason and a retry */
  | { kind: 'error'; key: string };

export interface RspFlowEvents {
  view(view: RspView): void;
  /** a message key for the toast */
  refused(key: string): void;
  /** coins moved on the server (a stake, a refund, a payout): the wallet is read again */
  walletChanged(): void;
}

export interface RspFlow {
  readonly offs: Unsubscribe[];
  /** Find opponent (and Play again, with the same bet); settles once answered */
  search(bet: number): Promise<void>;
  cancel(): Promise<void>;
  /** leave the running match on purpose: it is lost (the stage asked first) */
  quit(): Promise<void>;
  /** read the status again and carry on from it (Change bet, after an error) */
  sync(): void;
}

export const messageOf = (error: unknown): string => (error instanceof SocketError ? error.key : errorKey(error));

/**
 * A push merged into the match it belongs to (pure). A push of another match
 * (a late one of the last match) changes nothing; a round already revealed
 * is not added twice.
 */
export function mergePush(match: RspMatchView | null, push: RspPush): RspMatchView | null {
  if (push.type === 'matched' || push.type === 'matchEnded') {
    // A late "matched" never rolls back a match already running or ended.
    return push.type === 'matched' && match?.id === push.match.id ? match : push.match;
  }
  if (push.type === 'searchEnded' || !match || match.id !== push.matchId || match.result) return match;
  switch (push.type) {
    case 'roundStarted':
      return { ...match, current: push.round, phase: 'reveal' };
    case 'opponentReady':
      return match.current?.round === push.round ? { ...match, current: { ...match.current, opponentReady: true } } : match;
    case 'roundResult': {
      if (match.rounds.some((r) => r.round === push.round.round)) return match;
      // The next round, when already announced, stays; the revealed one is closed.
      const current = match.current?.round === push.round.round ? null : match.current;
      return { ...match, rounds: [...match.rounds, push.round], score: push.score, current, phase: 'reveal' };
    }
  }
}

export function connectRspFlow(bus: ChromeBus<RspPayloads>, calls: RspCalls, on: RspFlowEvents): RspFlow {
  let alive = true;
  let status: RspStatus | null = null;
  let match: RspMatchView | null = null;
  let search: RspSearch | null = null;
  /** the server's clock less this device's */
  let offset = 0;
  let busy = false;
  let quitting = false;

  const clock = (serverNow: string) => {
    offset = Date.parse(serverNow) - Date.now();
  };
  const serverNow = () => new Date(Date.now() + offset).toISOString();

  /** The screen for where the player stands now. */
  const show = () => {
    if (!alive) return;
    if (match) {
      bus.send('push', { kind: 'match', match, serverNow: serverNow() });
      on.view(match.result ? { kind: 'ended', match } : { kind: 'playing', match, quitting });
    } else if (search) {
      bus.send('push', { kind: 'searching', search, serverNow: serverNow() });
      on.view({ kind: 'searching', search });
    } else if (status) {
      bus.send('push', { kind: 'idle' });
      on.view({ kind: 'betting', status });
    }
  };

  /** An ack or the status: the search or match the player is in now (an ended match on screen stays until left). */
  const take = (reply: RspReply, now: string) => {
    clock(now);
    search = reply.search;
    if (reply.match || reply.search || !match?.result) match = reply.match;
    if (match?.result) quitting = false;
    show();
  };

  const fail = (error: unknown) => {
    if (alive) on.view({ kind: 'error', key: messageOf(error) });
  };

  const sync = (): void => {
    quitting = false;
    match = null;
    search = null;
    on.view({ kind: 'loading' });
    calls
      .status()
      .then((s) => {
        if (!alive) return;
        status = s;
        take({ search: s.search, match: s.match }, s.serverNow);
      })
      .catch(fail);
  };

  const resume = () => {
    calls.send({ type: 'resume' }).then(
      (reply) => take(reply, reply.match?.serverNow ?? serverNow()),
      (error: unknown) => {
        if (alive) on.refused(messageOf(error));
      },
    );
  };

  const onPush = (push: RspPush) => {
    if (!alive) return;
    if (push.type === 'searchEnded') {
      search = null;
      on.refused(push.reason);
      on.walletChanged();
      show();
      return;
    }
    if (push.type === 'roundStarted') clock(push.serverNow);
    else if (push.type === 'matched' || push.type === 'matchEnded') clock(push.match.serverNow);
    const before = match;
    match = mergePush(match, push);
    if (push.type === 'matched') search = null;
    if (match === before) return;
    if (push.type === 'matchEnded') {
      quitting = false;
      haptic(match?.result?.outcome === 'won' ? 'win' : 'lose');
      on.walletChanged();
    }
    show();
  };

  const offs: Unsubscribe[] = [
    calls.onPush(onPush),
    calls.onReconnect(resume),
    bus.on('ready', sync),
    bus.on('intent', ({ round, hand }) => {
      haptic('tap');
      const current = match;
      if (!current || current.result) {
        bus.send('refused', { key: MSG.roundNotOpen });
        return;
      }
      calls.send({ type: 'move', matchId: current.id, round, hand }).then(
        (reply) => {
          if (!alive) return;
          if (reply.match?.id !== current.id) {
            // The match is over or gone (quit on another device): show where the player stands.
            bus.send('refused', { key: MSG.roundNotOpen });
            take(reply, reply.match?.serverNow ?? serverNow());
            return;
          }
          // The ack is fresher than any push before it, except a round the push already revealed.
          const merged = match && match.id === reply.match.id && match.rounds.length > reply.match.rounds.length ? match : reply.match;
          match = merged;
          clock(reply.match.serverNow);
          bus.send('outcome', { round, hand, match: merged, serverNow: serverNow() });
          show();
        },
        (error: unknown) => {
          if (!alive) return;
          const key = messageOf(error);
          bus.send('refused', { key: toMsgKey(key) });
          on.refused(key);
          resume();
        },
      );
    }),
    () => {
      alive = false;
    },
  ];

  return {
    offs,
    sync,
    async search(bet) {
      if (busy || match?.result === null || search) return;
      busy = true;
      try {
        const reply = await calls.search(bet);
        if (!alive) return;
        on.walletChanged();
        match = null;
        take(reply, reply.match?.serverNow ?? serverNow());
      } catch (error) {
        if (!alive) return;
        const key = messageOf(error);
        on.refused(key);
        // Another device is searching or playing: continue that.
        if (key === MSG.finishPlayFirst) resume();
      } finally {
        busy = false;
      }
    },
    async cancel() {
      if (!search) return;
      try {
        const reply = await calls.send({ type: 'cancel' });
        if (!alive) return;
        on.walletChanged();
        take(reply, reply.match?.serverNow ?? serverNow());
      } catch (error) {
        if (alive) on.refused(messageOf(error));
      }
    },
    async quit() {
      const current = match;
      if (!current || current.result || quitting) return;
      quitting = true;
      show();
      try {
        const reply = await calls.send({ type: 'quit', matchId: current.id });
        if (!alive) return;
        // The ended match comes in the reply or in the matchEnded push.
        if (reply.match) take(reply, reply.match.serverNow);
      } catch (error) {
        if (!alive) return;
        quitting = false;
        on.refused(messageOf(error));
        resume();
      }
    },
  };
}
