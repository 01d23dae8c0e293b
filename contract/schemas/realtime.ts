// The runtime shape of what a player may send on the socket (contract/realtime.ts
// holds the types). Only the envelope is checked here: a game message's own
// body is checked by the schema its game registers with its handler.
import Type from 'typebox';
import { GAME_SLUGS } from '../constants';
import type { ClientMessage } from '../realtime';

export const PingMessage = Type.Object({ type: Type.Literal('ping') }, { additionalProperties: false });

export const GameMessageEnvelope = Type.Object(
  {
    type: Type.Literal('game'),
    slug: Type.Enum(GAME_SLUGS),
    message: Type.Object({ type: Type.String({ minLength: 1, maxLength: 64 }) }),
  },
  { additionalProperties: false },
);

export const ClientEnvelope = Type.Union([PingMessage, GameMessageEnvelope]);
export type ClientEnvelope = Type.Static<typeof ClientEnvelope>;

// Every message the types allow passes the envelope: a change to one without the other fails tsc here.
type Covers<Wide, Narrow extends Wide> = Narrow;
export type EnvelopeCoversContract = Covers<ClientEnvelope, ClientMessage>;
