// What a game's pure state machine answers (fto/progress.ts, quiz/progress.ts,
// squidgame/progress.ts, rsp/match.ts): the next state, or the refusal the
// player reads. The service turns a refusal into its AppError with unwrap.
import type { MsgKey } from '../../../contract/errors';
import { AppError } from '../../http/errors';

export type Refusal = { status: 400 | 409; key: MsgKey };
export type Step<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const ok = <T>(value: T): Step<T> => ({ ok: true, value });
export const refuse = <T>(status: Refusal['status'], key: MsgKey): Step<T> => ({ ok: false, refusal: { status, key } });

/** The step's value, or its refusal thrown as the catalogue error the player reads. */
export function unwrap<T>(step: Step<T>): T {
  if (!step.ok) throw new AppError(step.refusal.status, step.refusal.key);
  return step.value;
}
