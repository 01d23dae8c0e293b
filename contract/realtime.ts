// The socket contract between the app and the server (socket.io at
// SOCKET_PATH): every server push and every player message is one member of a
// discriminated union on `type`, each side carried by one socket.io event
// name, so both ends switch over a closed set and the compiler lists the cases.
// Games plug their own traffic in through GameChannels (one line per game).
// Runtime schemas of what players send: schemas/realtime.ts (server only).
import type { BigWin } from './bigWins';
import type { GameSlug } from './constants';
import type { RspChannel } from './games/rsp';
import type { MsgKey } from './errors';

/**
 * Bumped on any change a connected app cannot read. The app sends it in the
 * handshake; the server refuses any other with msg.clientOutdated, so an old
 * tab learns it must reload instead of misreading events.
 */
export const REALTIME_PROTOCOL = 1;

/** The handshake's auth object (socket.io `auth`). */
export interface SocketAuth {
  token: string;
  protocol: number;
}

/** The socket.io event names: one per direction, the union's `type` says the rest. */
export const SOCKET_EVENTS = { toPlayer: 'event', fromPlayer: 'message' } as const;

/** A player message larger than this (as JSON) is answered msg.invalidRequest unread. */
export const MAX_MESSAGE_BYTES = 4_096;
/** How long the app waits for an ack before the send fails with msg.networkSlow. */
export const ACK_TIMEOUT_MS = 10_000;

/** Which of the player's data changed: the app fetches it again. */
export type StaleReason = 'coins' | 'redeem' | 'inbox' | 'verification' | 'games' | 'missions' | 'tier';

/**
 * What one game says over the socket. A game's contract file
 * (contract/games/<slug>.ts) declares its own, narrower channel and adds it to
 * GameChannels; until then its traffic is typed only by this loose default.
 */
export interface GameChannel {
  /** server -> player, unasked: a round dealt, an opponent's move, a timer */
  push: { type: string };
  /** player -> server */
  message: { type: string };
  /** what the server's ack carries for a message */
  reply: unknown;
}

// Each game with live play overrides its slug here with its own channel, e.g.
// `'rock-scissor-paper': RspChannel;` (an override must stay a GameChannel).
export interface GameChannels extends Record<GameSlug, GameChannel> {
  'rock-scissor-paper': RspChannel;
}

export type GamePush<S extends GameSlug = GameSlug> = { [K in S]: { type: 'game'; slug: K; event: GameChannels[K]['push'] } }[S];
export type GameMessage<S extends GameSlug = GameSlug> = { [K in S]: { type: 'game'; slug: K; message: GameChannels[K]['message'] } }[S];

/** Server -> player. */
export type ServerEvent =
  | { type: 'stale'; reason: StaleReason }
  /** this device's session ended (logged in elsewhere, logged out, expired): log out with this message; the socket is dropped next */
  | { type: 'sessionEnded'; message: MsgKey }
  /** to everyone: a player won big (contract/bigWins.ts); the name is already masked */
  | { type: 'bigWin'; win: BigWin }
  | GamePush;

/** Player -> server; every message is acked. */
export type ClientMessage =
  /** answered with the server's clock, so a game can show deadlines in server time */
  { type: 'ping' } | GameMessage;

export interface PingReply {
  serverTime: string;
}

/** What the ack of a message carries when it succeeds. */
export type ReplyTo<M extends ClientMessage> = M extends { type: 'ping' }
  ? PingReply
  : M extends { type: 'game'; slug: infer S extends GameSlug }
    ? GameChannels[S]['reply']
    : never;

/** The ack of every message: the reply, or a catalogue key saying why not. */
export type Ack<T = unknown> = { ok: true; data: T } | { ok: false; error: MsgKey };

export type ServerEventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;
export type ClientMessageOf<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;
