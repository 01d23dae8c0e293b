import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { GameSlug } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import {
  MAX_MESSAGE_BYTES,
  type Ack,
  type ClientMessage,
  type ClientMessageOf,
  type GameChannels,
  type ReplyTo,
} from '../../contract/realtime';
import { ClientEnvelope } from '../../contract/schemas/realtime';
import { AppError } from '../http/errors';

/** Who sent a message: the session was checked just before the handler runs. */
export interface PlayerContext {
  playerId: number;
}

type Answer<T> = T | Promise<T>;
/** Built-in types are routed here; 'game' goes through the per-game registry. */
export type PlayerMessageType = Exclude<ClientMessage['type'], 'game'>;
export type PlayerMessageHandler<T extends PlayerMessageType> = (
  ctx: PlayerContext,
  message: ClientMessageOf<T>,
) => Answer<ReplyTo<ClientMessageOf<T>>>;

/** A game's handler sees its own message, already checked against the schema it registered. */
export type GameMessageHandler<S extends GameSlug, M extends GameChannels[S]['message']> = (
  ctx: PlayerContext,
  message: M,
) => Answer<GameChannels[S]['reply']>;

export interface MessageRegistry {
  onPlayerMessage<T extends PlayerMessageType>(type: T, handler: PlayerMessageHandler<T>): void;
  /** one handler per game: its schema describes every message the game takes */
  onGameMessage<S extends GameSlug, Schema extends TSchema>(
    slug: S,
    schema: Schema & (Static<Schema> extends GameChannels[S]['message'] ? unknown : never),
    handler: GameMessageHandler<S, Static<Schema> & GameChannels[S]['message']>,
  ): void;
  /** never throws: whatever arrives gets an ack */
  dispatch(ctx: PlayerContext, raw: unknown): Promise<Ack>;
}

const envelope = Compile(ClientEnvelope);
type Route = (ctx: PlayerContext, message: unknown) => Answer<unknown>;

/** What socket.io parsed came from JSON (binary parts become Buffers, which serialise too). */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

export function createMessageRegistry(log: (error: unknown) => void): MessageRegistry {
  const byType = new Map<string, Route>();
  const byGame = new Map<GameSlug, Route>();

  const fail = (error: unknown): Ack => {
    if (error instanceof AppError) return { ok: false, error: error.key };
    log(error);
    return { ok: false, error: MSG.internalServerError };
  };

  return {
    onPlayerMessage(type, handler) {
      if (byType.has(type)) throw new Error(`a handler for socket message '${type}' is already registered`);
      byType.set(type, handler as Route);
    },
    onGameMessage(slug, schema, handler) {
      if (byGame.has(slug)) throw new Error(`game '${slug}' already has a socket handler`);
      const check = Compile(schema);
      byGame.set(slug, (ctx, message) => {
        if (!check.Check(message)) throw new AppError(400, MSG.invalidRequest);
        return handler(ctx, message as Parameters<typeof handler>[1]);
      });
    },
    async dispatch(ctx, raw) {
      if (jsonBytes(raw) > MAX_MESSAGE_BYTES || !envelope.Check(raw)) return { ok: false, error: MSG.invalidRequest };
      const route = raw.type === 'game' ? byGame.get(raw.slug) : byType.get(raw.type);
      if (!route) return { ok: false, error: raw.type === 'game' ? MSG.invalidGame : MSG.invalidRequest };
      try {
        const data = await route(ctx, raw.type === 'game' ? raw.message : raw);
        return { ok: true, data };
      } catch (error) {
        return fail(error);
      }
    },
  };
}
