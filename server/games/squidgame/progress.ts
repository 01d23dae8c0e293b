// A bridge's progress as a pure state machine: no clock, no database, so
// every rule is unit-tested here and the service only stores what it says.
import type { SquidStepTaken } from '../../../contract/games/squidgame';
import { SQUID_STEPS, squidMultiplier, squidPayout, type Panel } from '../../../contract/games/squidRules';
import { MSG } from '../../../contract/errors';
import { ok, refuse, type Step } from '../platform/step';

export type BridgeState = 'open' | 'cashedOut' | 'fell' | 'crossed';

export interface SquidProgress {
  steps: SquidStepTaken[];
  state: BridgeState;
}

/** What the bet drew: the panel that holds at each step. Secret until the bridge ends. */
export interface SquidSecret {
  bridge: Panel[];
}

export type { Step } from '../platform/step';

export const emptyProgress = (): SquidProgress => ({ steps: [], state: 'open' });

export const safeSteps = (p: SquidProgress): number => p.steps.filter((s) => s.held).length;

/** What the bridge pays when it ends in its current state. */
export function payoutOf(p: SquidProgress, bet: number): number {
  return p.state === 'cashedOut' || p.state === 'crossed' ? squidPayout(bet, safeSteps(p)) : 0;
}

/** What cashing out would pay now (0 before the first safe step or once ended). */
export const cashoutValue = (p: SquidProgress, bet: number): number =>
  p.state === 'open' && safeSteps(p) > 0 ? squidPayout(bet, safeSteps(p)) : 0;

export const multiplierOf = (p: SquidProgress): number => (p.state === 'fell' ? 0 : squidMultiplier(safeSteps(p)));

export interface Moved {
  progress: SquidProgress;
  /** false when the call repeated a step already taken or reached an ended bridge: nothing changed */
  changed: boolean;
}

/**
 * The player picks `panel` on step `step` (1-based, the step they are on). A
 * repeat of a step already taken, or any step on an ended bridge, changes
 * nothing; a step further ahead than the next is refused.
 */
export function takeStep(p: SquidProgress, secret: SquidSecret, step: number, panel: Panel): Step<Moved> {
  if (p.state !== 'open' || step <= p.steps.length) return ok({ progress: p, changed: false });
  if (step !== p.steps.length + 1) return refuse(409, MSG.roundNotOpen);
  const held = secret.bridge[step - 1] === panel;
  const steps = [...p.steps, { step, picked: panel, held }];
  const state: BridgeState = !held ? 'fell' : step === SQUID_STEPS ? 'crossed' : 'open';
  return ok({ progress: { steps, state }, changed: true });
}

/** Cash out after at least one safe step; a second cash-out (a retry) changes nothing. */
export function cashOut(p: SquidProgress): Step<Moved> {
  if (p.state !== 'open') return ok({ progress: p, changed: false });
  if (safeSteps(p) === 0) return refuse(409, MSG.cashoutNeedsStep);
  return ok({ progress: { ...p, state: 'cashedOut' }, changed: true });
}

export const isEnded = (p: SquidProgress): boolean => p.state !== 'open';
