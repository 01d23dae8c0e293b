// The bet dock of the staking games with a typed amount (Squid game, Rock
// scissor paper): what the player is typing stays in the field as typed, the
// bet takes each amount that is one, and an amount that is not one says why
// (the server checks the bet again; this only keeps the dock honest about it).
import { useState } from 'react';
import { MSG } from '../../contract/errors';
import { betProblem, type BetBoundsShape } from '../../contract/games/wagerRules';
import type { Translate } from '../i18n';
import { useT } from '../i18n/useT';
import { formatNumber } from '../lib/format';

type TypedBetProblem = 'empty' | 'notWhole' | 'belowMin' | 'aboveMax';

/** What keeps a typed amount from being a bet, or null when it is one. */
function typedBetProblem(text: string, bounds: BetBoundsShape): TypedBetProblem | null {
  return text.trim() === '' ? 'empty' : betProblem(Number(text), bounds);
}

/** The line under the field for a typed amount that is no bet. */
function typedBetText(t: Translate, problem: TypedBetProblem, bounds: BetBoundsShape): string {
  if (problem === 'belowMin') return t('games.bet.belowMin', [formatNumber(bounds.min, { decimals: 0 })]);
  if (problem === 'aboveMax') return t('games.bet.aboveMax', [formatNumber(bounds.max, { decimals: 0 })]);
  return t(`games.bet.${problem}`);
}

function useBetDraft(bet: number, bounds: BetBoundsShape, onBet: (bet: number) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null ? null : typedBetProblem(draft, bounds);
  return {
    value: draft ?? String(bet),
    problem,
    type(text: string) {
      setDraft(text);
      if (typedBetProblem(text, bounds) === null) onBet(Number(text));
    },
    // Leaving a valid field shows the bet as taken ("007" as 7); a bad one stays, with its line, so
    // the Bet button the blur re-enabled cannot place an amount the field does not show.
    leave() {
      if (problem === null) setDraft(null);
    },
    /** A chip or the stepper sets the bet outright. */
    pick(next: number) {
      setDraft(null);
      onBet(next);
    },
  };
}

/**
 * A staking game's bet dock: the typed field, whether the bet may be placed,
 * and the line that says why not (maintenance, a typed amount that is no bet,
 * a balance short of the bet).
 */
export function useBetDock({
  bounds,
  bet,
  balance,
  closed,
  onBet,
}: {
  bounds: BetBoundsShape;
  bet: number;
  balance: number;
  closed: boolean;
  onBet(bet: number): void;
}) {
  const t = useT();
  const typed = useBetDraft(bet, bounds, onBet);
  const problem = typed.problem ?? betProblem(bet, bounds);
  const short = problem === null && bet > balance;
  const reason = closed
    ? t(MSG.gameMaintenance)
    : typed.problem
      ? typedBetText(t, typed.problem, bounds)
      : short
        ? t('games.bet.short')
        : null;
  // While the field holds no bet the button names none: the bet still held is the last valid amount
  // typed on the way ("999" on the way to "99999999"), which the field no longer shows.
  return { typed, reason, blocked: closed || problem !== null || short, amount: typed.problem ? null : bet };
}
