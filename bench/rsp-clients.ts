// The players of bench/rsp.ts, forked into a process of their own
// (harness.ts forkClients) so their sockets never wait on a server's event
// loop. Each player holds one real socket.io connection (the app's own
// client, src/realtime/client.ts: websocket transport, /sw/player) to the
// server its index picks, and plays rock scissor paper matches over it
// until the time is up: search with its bet, then in each round wait for the
// round's start and a think time, move a random hand; after the match,
// search again. Players start one by one over the ramp; what is sent before
// the measured window is not recorded. When the time is up, searches are
// cancelled and matches under way are played to their end (the drain), so
// the database can be checked afterwards.
//
// Move-to-reveal: the server reveals a round in the step that takes its
// second move, and answers that move with the round revealed; so the mover
// whose ack shows the round revealed sent the second move. From its send,
// to its own roundResult push ("reveal") and to its opponent's ("opponent
// reveal": over the adapter when the two are on different processes). Both
// sides are in this process, so one clock times both. The ack usually
// arrives first: socket.io's cluster adapters deliver a push, even to a
// socket of the same process, only once it is published (a NOTIFY on the
// PostgreSQL adapter), so a player stopped by that ack keeps recording
// reveals until the sockets close.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { RspMatchView, RspPush, RspReply } from '../contract/games/rsp';
import { HANDS, RSP_BREAK_MS, RSP_ROUND_MS, type Hand } from '../contract/games/rspRules';
import type { RspMessage } from '../contract/games/rsp';
import { createEmitter, type Emitter } from '../engine/core/emitter';
import { createPlayerSocket, type PlayerSocket } from '../src/realtime/client';
import { deliverTo, type ServerEventMap } from '../src/realtime/eventMap';
import { SocketError } from '../src/realtime/socketError';
import { mapLimit } from './harness';
import type { LoopOrder, LoopResult } from './loops';

export interface RspOrder extends LoopOrder {
  /** the server processes; player i connects to bases[i % bases.length] */
  bases: string[];
  /** each player's bet, in the order of tokens: the two players of a pair share one, so they meet */
  bets: number[];
  warmupS: number;
  /** a player moves this long after the round's start, drawn evenly from [min, max] ms */
  thinkMs: [number, number];
}

export interface RspClientResult extends Pick<LoopResult, 'latencies' | 'errors' | 'elapsedS' | 'cpuS'> {
  /** matches whose end reached a player in the measured window */
  matches: number;
  /** rounds whose second move was sent in the measured window */
  rounds: number;
  /** hands missing from rounds revealed in the measured window: a side that had not moved by the deadline (with its grace) */
  timeUps: number;
  /** moves the server's answer showed counted whose revealed round shows another hand or none: lost by the server */
  lostMoves: number;
  /** moves answered with the match already over (the opponent quit or the clock ended it first): not counted, as designed */
  answeredWithEnd: number;
  /** second moves of that window without both reveals arriving (by the round's result or the match's end, whichever came first) */
  missingReveals: number;
  /** players that heard nothing for a round and a break and asked where they stand (resume) */
  stalls: number;
  /** matches still running when the drain gave up (quit) */
  stuck: number;
  connectS: number;
  /** socket drops after the first connect */
  disconnects: number;
}

/** How long a player in a match may hear nothing before it asks where it stands. */
const SILENCE_MS = RSP_ROUND_MS + RSP_BREAK_MS + 2_000;
const DRAIN_LIMIT_MS = 60_000;
/** How long the sockets stay open after the last player stopped, for the reveals its final ack overtook. */
const LATE_PUSH_MS = 5_000;
const CONNECT_CONCURRENCY = 50;

/** A move: when it was sent, its hand, and whether the answer showed it counted. */
interface Sent {
  at: number;
  hand: Hand;
  counted?: boolean;
}

/** Whether the server's view after a move holds that move: the round revealed with it, or still open with it in. */
const holds = (view: RspMatchView | null | undefined, round: number, hand: Hand): boolean =>
  view?.rounds.some((r) => r.round === round && r.you === hand) === true ||
  (view?.current?.round === round && view.current.yourHand === hand);

/** One round of one match as both its players saw it. */
interface RoundSeen {
  sent: Map<number, Sent>;
  /** the player whose move the server revealed the round on */
  second?: number;
  revealed: Map<number, { at: number; hand: Hand | null }>;
}

const errorKey = (error: unknown): string => (error instanceof SocketError ? error.key : `network ${String(error)}`);

async function play(order: RspOrder): Promise<RspClientResult> {
  const cpu = process.cpuUsage();
  const latencies: Record<string, number[]> = { search: [], move: [] };
  const errors: Record<string, number> = {};
  const count = (label: string) => {
    errors[label] = (errors[label] ?? 0) + 1;
  };
  const rounds = new Map<string, RoundSeen>();
  const seen = (matchId: number, round: number): RoundSeen => {
    const key = `${matchId}:${round}`;
    let r = rounds.get(key);
    if (!r) rounds.set(key, (r = { sent: new Map(), revealed: new Map() }));
    return r;
  };
  const ended = new Set<number>();
  let stalls = 0;
  let disconnects = 0;
  let answeredWithEnd = 0;

  const connectStarted = performance.now();
  const sockets = await mapLimit(
    order.tokens.map((token, i) => ({ token, i })),
    CONNECT_CONCURRENCY,
    ({ token, i }) =>
      new Promise<PlayerSocket & Pick<Emitter<ServerEventMap>, 'on'>>((resolve, reject) => {
        const events = createEmitter<ServerEventMap>({ name: `bench player ${i}` });
        const client = Object.assign(
          createPlayerSocket(io, {
            url: order.bases[i % order.bases.length],
            token: () => token,
            deliver: deliverTo(events),
            onRefused: (message) => count(`refused ${message}`),
            onOutdated: () => count('outdated'),
            onResync: () => {},
          }),
          { on: events.on },
        );
        client.socket.once('connect', () => resolve(client));
        client.socket.once('connect_error', reject);
        client.socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') disconnects++;
        });
      }),
  );
  const connectS = (performance.now() - connectStarted) / 1000;

  const t0 = performance.now();
  const from = t0 + (order.rampS ?? 0) * 1000 + order.warmupS * 1000;
  const end = from + order.seconds * 1000;
  const measured = (at: number) => at >= from && at < end;
  const think = () => order.thinkMs[0] + Math.random() * (order.thinkMs[1] - order.thinkMs[0]);

  const player = (i: number) =>
    new Promise<boolean>((finish) => {
      const client = sockets[i] as (typeof sockets)[number];
      const bet = order.bets[i] ?? 1;
      let matchId: number | null = null;
      /** a search the server holds, waiting for the other player */
      let waiting = false;
      let timer: NodeJS.Timeout | undefined;
      let heard = performance.now();
      let done = false;

      const send = async (message: RspMessage): Promise<RspReply | null> => {
        const sentAt = performance.now();
        try {
          const reply = await client.send({ type: 'game', slug: 'rock-scissor-paper', message });
          heard = performance.now();
          if (measured(sentAt) && (message.type === 'search' || message.type === 'move')) latencies[message.type]?.push(heard - sentAt);
          return reply;
        } catch (error) {
          count(`${message.type}: ${errorKey(error)}`);
          return null;
        }
      };
      const stop = (ok: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(watchdog);
        finish(ok);
      };
      const wait = (ms: number, then: () => void) => {
        clearTimeout(timer);
        timer = setTimeout(then, ms);
      };

      /** Where the player stands, as an ack says it. */
      const follow = (reply: RspReply | null) => {
        if (done) return;
        if (!reply) return void wait(1_000, () => void resume());
        if (reply.match) return void onMatch(reply.match);
        waiting = reply.search !== null;
        if (!waiting) nextSearch();
      };
      const onMatch = (match: RspMatchView) => {
        if (done) return;
        waiting = false;
        if (match.result) return void over(match.id);
        matchId = match.id;
        if (match.current && match.current.yourHand === null) schedule(match.id, match.current.round, match.current.startsAt);
      };
      const schedule = (id: number, round: number, startsAt: string) => {
        // Server and players share this machine's clock.
        wait(Math.max(0, Date.parse(startsAt) - Date.now()) + think(), () => void move(id, round));
      };
      const move = async (id: number, round: number) => {
        // One move a round, as the app's hand buttons allow: a round started again by a late push or an
        // ack read before this move is not played twice (a second hand would be answered as a repeat).
        if (seen(id, round).sent.has(i)) return;
        const hand = HANDS[Math.floor(Math.random() * HANDS.length)] as Hand;
        const mine: Sent = { at: performance.now(), hand };
        seen(id, round).sent.set(i, mine);
        const reply = await send({ type: 'move', matchId: id, round, hand });
        mine.counted = holds(reply?.match, round, hand);
        if (reply && !mine.counted) answeredWithEnd++;
        if (reply?.match?.rounds.some((r) => r.round === round)) seen(id, round).second = i;
        if (reply) follow(reply);
        else void resume();
      };
      const over = (id: number) => {
        if (matchId !== id) return;
        if (measured(performance.now())) ended.add(id);
        matchId = null;
        clearTimeout(timer);
        nextSearch();
      };
      const nextSearch = () => {
        if (performance.now() >= end) return stop(true);
        wait(think(), () => {
          if (performance.now() >= end) return stop(true);
          void send({ type: 'search', bet, idempotencyKey: randomUUID() }).then(follow);
        });
      };
      const resume = async () => {
        stalls++;
        follow(await send({ type: 'resume' }));
      };

      client.on('game', (e) => {
        if (e.slug !== 'rock-scissor-paper') return;
        heard = performance.now();
        const push = e.event as RspPush;
        if (push.type === 'roundResult') seen(push.matchId, push.round.round).revealed.set(i, { at: heard, hand: push.round.you });
        if (push.type === 'matchEnded') {
          // Pushes through the PostgreSQL adapter may overtake each other: the end can be the first to tell a round.
          for (const r of push.match.rounds) {
            const round = seen(push.match.id, r.round);
            if (!round.revealed.has(i)) round.revealed.set(i, { at: heard, hand: r.you });
          }
        }
        // A player that has stopped still records reveals: the ack that ended its play overtakes the pushes of its step.
        if (done) return;
        switch (push.type) {
          case 'matched':
            return onMatch(push.match);
          case 'roundStarted':
            return push.matchId === matchId ? schedule(push.matchId, push.round.round, push.round.startsAt) : undefined;
          case 'matchEnded':
            return over(push.match.id);
          case 'searchEnded':
            count(`searchEnded ${push.reason}`);
            return stop(false);
          case 'roundResult':
          case 'opponentReady':
            return undefined;
        }
      });
      const watchdog = setInterval(() => {
        const now = performance.now();
        if (now >= end && waiting) {
          // The drain: a search still waiting ends; a match made meanwhile is played out.
          waiting = false;
          void send({ type: 'cancel' }).then((reply) => (reply?.match ? onMatch(reply.match) : stop(true)));
        } else if (now - heard > SILENCE_MS && (matchId !== null || waiting)) {
          heard = now;
          void resume();
        } else if (now >= end + DRAIN_LIMIT_MS && matchId !== null) {
          void send({ type: 'quit', matchId }).then(() => stop(false));
        }
      }, 500);
      wait(((order.rampS ?? 0) * 1000 * i) / order.tokens.length, nextSearch);
    });

  const finished = await Promise.all(order.tokens.map((_, i) => player(i)));
  const elapsedS = (Math.min(performance.now(), end) - from) / 1000;
  await new Promise((resolve) => setTimeout(resolve, LATE_PUSH_MS));
  for (const s of sockets) s.close();

  const reveal: number[] = [];
  const opponentReveal: number[] = [];
  let measuredRounds = 0;
  let timeUps = 0;
  let lostMoves = 0;
  let missingReveals = 0;
  for (const r of rounds.values()) {
    for (const [p, shown] of r.revealed) {
      const sent = r.sent.get(p);
      if (sent?.counted && shown.hand !== sent.hand) lostMoves++;
      if (measured(shown.at) && shown.hand === null) timeUps++;
    }
    if (r.second === undefined) continue;
    const sentAt = r.sent.get(r.second)?.at ?? 0;
    if (!measured(sentAt)) continue;
    measuredRounds++;
    const [own, other] = [r.revealed.get(r.second), [...r.revealed].find(([p]) => p !== r.second)?.[1]];
    if (!own || !other) {
      missingReveals++;
      continue;
    }
    reveal.push(own.at - sentAt);
    opponentReveal.push(other.at - sentAt);
  }
  const { user, system } = process.cpuUsage(cpu);
  return {
    latencies: { ...latencies, reveal, opponentReveal },
    errors,
    elapsedS,
    cpuS: (user + system) / 1e6,
    matches: ended.size,
    rounds: measuredRounds,
    timeUps,
    lostMoves,
    answeredWithEnd,
    missingReveals,
    stalls,
    stuck: finished.filter((ok) => !ok).length,
    connectS,
    disconnects,
  };
}

process.once('message', (order: RspOrder) => {
  play(order).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
