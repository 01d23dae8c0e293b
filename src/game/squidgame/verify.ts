// Squid game's side of the fairness verifier (src/game/verifySeed.ts): an
// ended bridge's floats mapped through squidBridge, the mapping the server
// drew it with, compared with the bridge the history revealed, and every step
// the player took checked against it (a pick held exactly when it was the
// panel that holds).
import type { SquidHistoryRow } from '../../../contract/games/squidgame';
import { SQUID_FLOATS, SQUID_STEPS, squidBridge, type Panel } from '../../../contract/games/squidRules';
import type { RoundToVerify } from '../verifyRound';

/** A bridge as arrows, one per step from the first: "← → → ← …" (the same in every language). */
export const bridgeText = (bridge: readonly Panel[]): string => bridge.map((p) => (p === 'left' ? '←' : '→')).join(' ');

export function squidRoundsToVerify(rows: readonly SquidHistoryRow[]): RoundToVerify[] {
  return rows.map((row) => ({
    game: 'squidgame',
    rowId: row.id,
    proof: row.bridgeRow.proof,
    floats: SQUID_FLOATS,
    check(floats) {
      const expected = squidBridge(floats);
      const recorded = row.bridgeRow.bridge ?? [];
      const steps = row.bridgeRow.steps;
      const sameBridge = recorded.length === SQUID_STEPS && expected.every((p, i) => p === recorded[i]);
      const stepsHold = steps.every((s) => s.held === (expected[s.step - 1] === s.picked));
      return { expected: bridgeText(expected), recorded: bridgeText(recorded), ok: sameBridge && stepsHold };
    },
  }));
}
