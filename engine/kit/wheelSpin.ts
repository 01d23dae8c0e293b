// A wheel turning on the frame clock, for every wheel scene: it spins up at
// once while the server is asked, then eases onto the angle the server's slot
// rests at, or coasts to a stop after a refusal; it says when a peg passes
// the pointer (a tick sound). Plus delays on the same clock. Not Phaser's
// timers: those count a smoothed per-frame delta, so on a phone that drops
// frames a 600 ms delay stretches to seconds while the wheel (on real time)
// has long stopped. Under reduced motion (kit/motion.ts) it does not spin up
// and rests on the drawn slot at once. No Phaser here: unit-tested as is.
import {
  angleAt,
  landingOffset,
  mod,
  pegsPassed,
  pinnedStop,
  planStop,
  restingRotation,
  slotAt,
  speedAt,
  spinUp,
  STOP_LIMITS,
  type StopPlan,
} from './wheelMotion';

type Motion =
  | { kind: 'rest' }
  | { kind: 'spinUp'; start: number; from: number }
  | { kind: 'stop'; start: number; plan: StopPlan; done: () => void };

/** Ticks closer than this are one sound: a fast wheel passes pegs faster than a click can be heard. */
const TICK_GAP_MS = 45;

export interface StopLimits {
  minTurns: number;
  minMs: number;
  maxMs: number;
}

/** Reduced motion: no turns, no easing, the slot shown on the next frame. */
const AT_ONCE: StopLimits = { minTurns: 0, minMs: 0, maxMs: 0 };

export class WheelSpin {
  /** degrees, clockwise (wheelMotion.ts) */
  turn: number;
  /** degrees per ms */
  speed = 0;
  private motion: Motion = { kind: 'rest' };
  private pegs: number;
  private lastTickAt = Number.NEGATIVE_INFINITY;
  private readonly slots: number;
  private readonly reduced: boolean;

  constructor(slots: number, turn = 0, opts: { reduced?: boolean } = {}) {
    this.slots = Math.max(1, slots);
    this.turn = turn;
    this.reduced = opts.reduced ?? false;
    this.pegs = pegsPassed(turn, this.slots);
  }

  /** The player tapped: turn at once, before the server answered. */
  spinUp(now: number): void {
    if (this.reduced) return;
    this.motion = { kind: 'spinUp', start: now, from: this.turn };
  }

  /** Ease from where the wheel is, at its speed, onto `to` (degrees); done runs on the frame it rests. */
  stopAt(now: number, to: number, limits: StopLimits, done: () => void): void {
    const plan = planStop({ from: this.turn, speed: this.speed, to, ...(this.reduced ? AT_ONCE : limits) });
    this.motion = { kind: 'stop', start: now, plan, done };
  }

  /** How long the stop under way lasts (ms); 0 at rest or spinning up. */
  get stopMs(): number {
    return this.motion.kind === 'stop' ? this.motion.plan.durationMs : 0;
  }

  /** The slot under the pointer. */
  get slot(): number {
    return slotAt(this.turn, this.slots);
  }

  /** Ease onto the slot the server drew, resting where its round says in it; a slot not on the wheel is an error. */
  landOn(now: number, slot: number, roundId: number, seed: number | undefined, done: () => void): void {
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.slots) throw new RangeError(`slot ${slot} is not on a wheel of ${this.slots}`);
    this.stopAt(now, restingRotation(slot, this.slots, landingOffset(roundId, seed)), STOP_LIMITS, done);
  }

  /** A pinned pose (the QA gallery): `progress` (0..1) into a stop onto `slot`; returns its moment for the lights. */
  pin(slot: number, seed: number, progress: number): number {
    const pinned = pinnedStop(slot, this.slots, seed, progress);
    this.turn = pinned.turn;
    this.speed = pinned.speed;
    return pinned.t;
  }

  /** A pinned result: at rest on `slot`. */
  restOn(slot: number, seed: number): void {
    this.turn = restingRotation(slot, this.slots, landingOffset(0, seed));
    this.speed = 0;
  }

  /** A refusal: coast to a stop wherever the wheel is (no slot was drawn). */
  coast(now: number, done: () => void): void {
    this.stopAt(now, this.reduced ? this.turn : mod(this.turn + 90, 360), { minTurns: 0, minMs: 0, maxMs: 900 }, done);
  }

  /** Advance to `time` (ms, the frame clock); true when a peg passed and a tick should sound. */
  step(time: number): boolean {
    const m = this.motion;
    if (m.kind === 'spinUp') {
      const s = spinUp(time - m.start);
      this.turn = m.from + s.angle;
      this.speed = s.speed;
    } else if (m.kind === 'stop') {
      const t = time - m.start;
      if (t >= m.plan.durationMs) {
        this.turn = mod(m.plan.from + m.plan.distance, 360);
        this.pegs = pegsPassed(this.turn, this.slots);
        this.speed = 0;
        this.motion = { kind: 'rest' };
        m.done();
      } else {
        this.turn = angleAt(m.plan, t);
        this.speed = speedAt(m.plan, t);
      }
    }
    const pegs = pegsPassed(this.turn, this.slots);
    if (pegs === this.pegs) return false;
    this.pegs = pegs;
    if (time - this.lastTickAt < TICK_GAP_MS) return false;
    this.lastTickAt = time;
    return true;
  }
}

/** Delays on the frame clock (see above): `run(time)` from the scene's update. */
export class FrameTimers {
  private list: { at: number; fn: () => void }[] = [];

  later(now: number, ms: number, fn: () => void): void {
    this.list.push({ at: now + ms, fn });
  }

  run(time: number): void {
    if (!this.list.length) return;
    const due = this.list.filter((d) => d.at <= time);
    this.list = this.list.filter((d) => d.at > time);
    for (const d of due) d.fn();
  }

  clear(): void {
    this.list = [];
  }
}
