// The notes the server writes on ledger entries, stored as keys that the
// client words in the player's language (wallet.note.<name>). An operator's
// adjustment keeps the operator's own words and is shown as written.
// tests/unit/gameNames.test.ts fails on a server-written note that is not one of these.

export const LEDGER_NOTE_NAMES = [
  'welcomeBonus',
  'eventReward',
  'ftoReward',
  'quizReward',
  'rouletteReward',
  'squidBet',
  'wagerStake',
  'wagerPayout',
  'redeem',
  'redeemRejected',
  'redeemExpired',
  'coinsExpired',
] as const;
export type LedgerNoteName = (typeof LEDGER_NOTE_NAMES)[number];

const PREFIX = 'note:';

export const ledgerNote = (name: LedgerNoteName): string => `${PREFIX}${name}`;

/** The note's name when the server wrote it from this list, else null (an operator's own words). */
export function ledgerNoteName(note: string): LedgerNoteName | null {
  if (!note.startsWith(PREFIX)) return null;
  const name = note.slice(PREFIX.length);
  return (LEDGER_NOTE_NAMES as readonly string[]).includes(name) ? (name as LedgerNoteName) : null;
}
