// The prize wheel, one scene for both spin-wheel and spinwheelv2, shaped by
// the prize table and the variant it is given. The player taps the hub (or
// the face): the wheel spins up at once while the chrome asks the server, then
// eases onto the slot the server answered. It never picks a slot. States:
// idle -> waiting -> spinning -> win | lose -> idle, and maintenance.
import type { MsgKey } from '../../../contract/errors';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { restingRotation, type LightMode } from '../../kit/wheelMotion';
import { makeWheelRig, type WheelRig } from '../../kit/wheelRig';
import { FrameTimers, WheelSpin } from '../../kit/wheelSpin';
import { createHud, type Hud } from './hud';
import { THEMES, wheelLayout, type WheelLayout } from './layout';
import { makeBulbs, makeEffects, makeFace, makeRim, TEX } from './wheelArt';
import { WHEEL_ASSETS_BY_VARIANT, type WheelPayloads, type WheelPose, type WheelSceneState, type WheelSetup } from './types';

interface Parts {
  layout: WheelLayout;
  rig: WheelRig;
  hud: Hud;
}

const LIGHTS: Record<WheelSceneState, LightMode> = {
  loading: 'off',
  idle: 'idle',
  waiting: 'spinning',
  spinning: 'spinning',
  win: 'win',
  lose: 'lose',
  maintenance: 'off',
};
const RESULT_HOLD_MS = 4500;
const HUD_REFRESH_MS = 1000;

export class WheelScene extends SceneBase<WheelPayloads> {
  protected readonly assetKeys: readonly string[];
  private readonly setup: WheelSetup;
  private parts: Parts | null = null;
  private look: WheelSceneState = 'loading';
  /** the wheel's angle and speed, on the frame clock (its delays too: engine/kit/wheelSpin.ts) */
  private wheel = new WheelSpin(1);
  private readonly timers = new FrameTimers();
  private hudAt = 0;

  constructor(ctx: SceneContext<WheelPayloads>, setup: WheelSetup) {
    super(ctx, `wheel-${setup.variant}`);
    this.setup = setup;
    this.assetKeys = WHEEL_ASSETS_BY_VARIANT[setup.variant];
  }

  private get slotCount(): number {
    return Math.max(1, this.setup.slots.length);
  }

  protected build(): void {
    const { variant, slots, pose } = this.setup;
    const l = wheelLayout(this.scale.width, this.scale.height, this.setup.pixelRatio);
    const theme = THEMES[variant];
    makeFace(this, l, theme, slots);
    makeRim(this, l, theme);
    makeBulbs(this, l, theme);
    makeEffects(this, l, slots.length);

    const bg = this.add.image(l.width / 2, l.height / 2, variant === 'v2' ? 'spinwheelv2.bg' : 'spin-wheel.bg');
    bg.setScale(Math.max(l.width / bg.width, l.height / bg.height)).setDepth(-2);
    const rig = makeWheelRig(this, l, {
      faceTexture: TEX.face,
      sparkles: 12,
      sparkleReach: 1.12,
      seed: this.setup.seed ?? 1,
      slots: this.slotCount,
    });
    const hud = createHud(this, { layout: l, theme, variant, text: this.setup.text, formatCountdown: this.setup.formatCountdown });
    this.parts = { layout: l, rig, hud };
    this.wheel = new WheelSpin(this.slotCount, restingRotation(0, this.slotCount), { reduced: this.reducedMotion });

    if (pose) {
      this.applyPose(pose);
      return;
    }
    this.onTap(rig.hub, () => this.spin());
    this.onTap(rig.face, () => this.spin());
    const off = this.setup.status?.subscribe(() => this.applyStatus());
    this.events.once('destroy', () => {
      off?.();
      this.timers.clear();
    });
    this.setLook('idle');
    this.applyStatus();
    this.ctx.audio.play('wheel.bgm');
  }

  /** The player's tap: ask for a spin and start turning at once; the answer decides where it stops. */
  private spin(): void {
    if (!this.parts || this.look === 'maintenance' || this.look === 'waiting' || this.look === 'spinning') return;
    // A tap on the chrome drawn over the wheel (the prize panel's OK) never gets
    // here: onTap counts only a press and a release on the hub or face, on the canvas.
    if (!this.sendIntent({ spin: true })) return;
    this.ctx.audio.play('wheel.sfx-press');
    this.parts.hud.showBanner(null, '', false);
    this.parts.rig.glow.setVisible(false);
    this.wheel.spinUp(this.time.now);
    this.setLook('waiting');
    this.announce('games.a11y.wheel.spinning');
  }

  protected showOutcome({ slot, roundId }: WheelPayloads['outcome']): Promise<void> {
    return new Promise((resolve) => {
      this.wheel.landOn(this.time.now, slot, roundId, this.setup.seed, () => {
        this.mark();
        this.showResult(slot, true);
        // The banner has popped in before the chrome shows its own prize panel.
        this.later(600, resolve);
      });
      this.motionMs(this.wheel.stopMs);
      this.setLook('spinning');
    });
  }

  protected override refused(_reason: MsgKey): void {
    // Coast to a stop wherever the wheel is: no slot was drawn. At rest, the
    // standing decides the look: a refusal for maintenance (its status arrived
    // while the wheel was still coasting) ends on the maintenance banner.
    this.wheel.coast(this.time.now, () => {
      this.setLook('idle');
      this.applyStatus();
    });
  }

  private showResult(slot: number, animate: boolean): void {
    const parts = this.parts;
    const prize = this.setup.slots[slot];
    if (!parts || !prize) return;
    this.setLook(prize.win ? 'win' : 'lose');
    parts.rig.glow.setVisible(prize.win);
    parts.hud.showBanner(prize.win ? 'win' : 'lose', prize.label, animate && !this.reducedMotion);
    if (!animate) return;
    this.ctx.audio.play(prize.win ? 'wheel.sfx-win' : 'wheel.sfx-lose');
    this.announce(prize.win ? 'games.a11y.wheel.won' : 'games.a11y.wheel.stopped', prize.label);
    this.later(RESULT_HOLD_MS, () => {
      if (this.look !== 'win' && this.look !== 'lose') return;
      parts.hud.showBanner(null, '', false);
      parts.rig.glow.setVisible(false);
      this.setLook('idle');
      this.applyStatus();
    });
  }

  private later(ms: number, fn: () => void): void {
    this.timers.later(this.time.now, ms, fn);
  }

  private applyStatus(): void {
    const status = this.setup.status?.get();
    if (!this.parts) return;
    const resting = this.look === 'idle' || this.look === 'win' || this.look === 'lose';
    if (status?.maintenance && resting) {
      this.parts.hud.showBanner('maintenance', '', false);
      this.setLook('maintenance');
    } else if (!status?.maintenance && this.look === 'maintenance') {
      this.parts.hud.showBanner(null, '', false);
      this.setLook('idle');
    }
    this.refreshHud();
  }

  private refreshHud(): void {
    this.parts?.hud.setStatus(this.setup.status?.get() ?? null, this.ctx.now().getTime(), this.look === 'idle');
  }

  private setLook(look: WheelSceneState): void {
    this.look = look;
    this.refreshHud();
    this.mark();
    if (this.setup.pose) return;
    // The hub's Spin, as a button: pressable whenever a tap on the hub would spin.
    const enabled = look === 'idle' || look === 'win' || look === 'lose';
    this.offerControls({ columns: 1, controls: [{ id: 'spin', key: 'games.a11y.wheel.spin', enabled }] }, { spin: () => this.spin() });
  }

  /** State and the slot under the pointer on the canvas, for tests and QA (read-only facts, no control). */
  private mark(): void {
    const data = this.game.canvas.dataset;
    data.wheelState = this.look;
    data.wheelSlot = String(this.wheel.slot);
  }

  private applyPose(pose: WheelPose): void {
    const seed = this.setup.seed ?? 1;
    if (pose.state === 'spinning') {
      const t = this.wheel.pin(pose.slot, seed, pose.progress);
      this.setLook('spinning');
      this.draw(t);
      return;
    }
    if (pose.state === 'win' || pose.state === 'lose') {
      this.wheel.restOn(pose.slot, seed);
      this.showResult(pose.slot, false);
    } else if (pose.state === 'maintenance') {
      this.parts?.hud.showBanner('maintenance', '', false);
      this.setLook('maintenance');
    } else {
      this.setLook('idle');
    }
    this.draw(0);
  }

  override update(time: number): void {
    if (!this.parts || this.setup.pose) return;
    this.timers.run(time);
    if (time - this.hudAt >= HUD_REFRESH_MS) {
      // The V2 countdown ticks once a second, on the same clock.
      this.hudAt = time;
      this.refreshHud();
    }
    if (this.wheel.step(time)) this.ctx.audio.play('wheel.sfx-tick');
    // Reduced motion: the lights, rays and sparkles hold still.
    this.draw(this.reducedMotion ? 0 : time);
  }

  /** Every moving part for the wheel's angle and a moment t (ms): the same code draws live frames and pinned poses. */
  private draw(t: number): void {
    const p = this.parts;
    if (!p) return;
    p.rig.draw(this.wheel, LIGHTS[this.look], this.look === 'idle', t);
    p.hud.turnRays(t / 60);
  }
}
