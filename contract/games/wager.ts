// Schemas every game a player stakes coins on shares (rules: ./wagerRules.ts).
import Type from 'typebox';

/** A stake: whole coins (BET_STEP); the game's own bounds are checked by the server (400 msg.invalidBet). */
export const Bet = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** The stake bounds an operator set for the game. */
export const BetBounds = Type.Object({ min: Bet, max: Bet });
export type BetBounds = Type.Static<typeof BetBounds>;
