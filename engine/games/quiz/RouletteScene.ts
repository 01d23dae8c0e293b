// The quiz's lucky roulette: the campaign's prizes on a wheel. The player
// taps the hub (or the face): the wheel spins up at once while the chrome
// asks the server, then eases onto the slot the server drew and celebrates
// (confetti and the prize) or consoles ("try again"). It never picks a slot:
// it learns the slot from the outcome, after the tap. One spin a week, so a
// result stays on screen; a refusal coasts back to idle for another tap.
// States: idle (or locked) -> waiting -> spinning -> won | lost.
import type { GameObjects } from 'phaser';
import type { MsgKey } from '../../../contract/errors';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { makeBulbs, makeEffects, makeRim, WHEEL_TEX } from '../../kit/wheelArt';
import { restingRotation, type LightMode } from '../../kit/wheelMotion';
import { makeWheelRig, type WheelRig } from '../../kit/wheelRig';
import { FrameTimers, WheelSpin } from '../../kit/wheelSpin';
import { confetti } from './celebration';
import { FONT_FAMILY, rouletteLayout, ROULETTE_THEME, type RouletteLayout } from './layout';
import { FACE_TEXTURE, makeFace } from './rouletteArt';
import { ROULETTE_ASSETS, type RoulettePayloads, type RoulettePose, type RouletteSceneState, type RouletteSetup } from './types';

interface Parts {
  layout: RouletteLayout;
  rig: WheelRig;
  rays: GameObjects.Image;
  banners: Record<'won' | 'lost', GameObjects.Image>;
  bannerScale: { x: number; y: number };
  prize: GameObjects.Text;
  hint: GameObjects.Text;
  confetti: GameObjects.Image[];
}

const LIGHTS: Record<RouletteSceneState, LightMode> = {
  loading: 'off',
  idle: 'idle',
  locked: 'off',
  waiting: 'spinning',
  spinning: 'spinning',
  won: 'win',
  lost: 'lose',
};
const CONFETTI = 36;
const CONFETTO_TEXTURE = 'roulette-confetto';
/** How long the result plays on the wheel before the chrome hears resultShown. */
const CELEBRATION_MS = 1600;
/** The moment of the celebration a pinned won frame shows. */
const POSED_CELEBRATION_MS = 1200;

export class RouletteScene extends SceneBase<RoulettePayloads> {
  protected readonly assetKeys = ROULETTE_ASSETS;
  private readonly setup: RouletteSetup;
  private parts: Parts | null = null;
  private look: RouletteSceneState = 'loading';
  /** taps do nothing while the chrome says so (push { kind: 'lock' }) */
  private locked = false;
  private wheel = new WheelSpin(1);
  private readonly timers = new FrameTimers();
  /** when the win's confetti started, on the frame clock; null: none falling */
  private celebrating: number | null = null;

  constructor(ctx: SceneContext<RoulettePayloads>, setup: RouletteSetup) {
    super(ctx, 'roulette');
    this.setup = setup;
  }

  private get slotCount(): number {
    return Math.max(1, this.setup.slots.length);
  }

  protected build(): void {
    const { slots, pose } = this.setup;
    const l = rouletteLayout(this.scale.width, this.scale.height, this.setup.pixelRatio ?? 1, slots.length);
    makeFace(this, l, slots);
    makeRim(this, l, ROULETTE_THEME);
    makeBulbs(this, l, ROULETTE_THEME);
    makeEffects(this, l, slots.length);
    const dot = this.make.graphics({}, false);
    dot.fillStyle(0xffffff, 1).fillRect(0, 0, 10 * l.unit, 5 * l.unit);
    dot.generateTexture(CONFETTO_TEXTURE, 10 * l.unit, 5 * l.unit);
    dot.destroy();

    const bg = this.add.image(l.width / 2, l.height / 2, 'roulette.bg');
    bg.setScale(Math.max(l.width / bg.width, l.height / bg.height)).setDepth(-2);
    const rays = this.add.image(l.cx, l.cy, WHEEL_TEX.rays).setDepth(-1).setVisible(false);
    const rig = makeWheelRig(this, l, {
      faceTexture: FACE_TEXTURE,
      sparkles: 10,
      sparkleReach: 1.1,
      seed: this.setup.seed ?? 1,
      slots: this.slotCount,
    });
    const banner = (key: string) =>
      this.add.image(l.banner.x, l.banner.y, key).setDisplaySize(l.banner.width, l.banner.height).setVisible(false);
    const banners = { won: banner('wheel.banner-win'), lost: banner('wheel.banner-lose') };
    const prize = this.add
      .text(l.banner.x, l.banner.y + l.banner.height * 0.6, '', {
        fontFamily: FONT_FAMILY,
        fontSize: `${Math.round(l.radius * 0.14)}px`,
        fontStyle: 'bold',
        color: ROULETTE_THEME.prize,
        stroke: ROULETTE_THEME.prizeStroke,
        strokeThickness: Math.max(2, l.unit * 3),
        align: 'center',
        wordWrap: { width: l.banner.width * 0.95 },
      })
      .setOrigin(0.5, 0)
      .setVisible(false);
    const hint = this.add
      .text(l.hint.x, l.hint.y, '', {
        fontFamily: FONT_FAMILY,
        fontSize: `${Math.round(l.hint.size)}px`,
        fontStyle: 'bold',
        color: ROULETTE_THEME.hint,
        align: 'center',
        wordWrap: { width: l.width * 0.9 },
      })
      .setOrigin(0.5, 0);
    const pieces = Array.from({ length: CONFETTI }, () => this.add.image(0, 0, CONFETTO_TEXTURE).setVisible(false).setDepth(5));
    this.parts = {
      layout: l,
      rig,
      rays,
      banners,
      bannerScale: { x: banners.won.scaleX, y: banners.won.scaleY },
      prize,
      hint,
      confetti: pieces,
    };
    this.wheel = new WheelSpin(this.slotCount, restingRotation(0, this.slotCount), { reduced: this.reducedMotion });

    if (pose) {
      this.applyPose(pose);
      return;
    }
    this.onTap(rig.hub, () => this.spin());
    this.onTap(rig.face, () => this.spin());
    this.events.once('destroy', () => this.timers.clear());
    this.setLook(this.locked ? 'locked' : 'idle');
    this.ctx.audio.play('wheel.bgm');
  }

  /** The player's tap: ask for the spin and turn at once; the answer decides where it stops. */
  private spin(): void {
    if (!this.parts || this.look !== 'idle') return;
    if (!this.sendIntent({ spin: true })) return;
    this.ctx.audio.play('wheel.sfx-press');
    this.wheel.spinUp(this.time.now);
    this.setLook('waiting');
    this.announce('games.a11y.wheel.spinning');
  }

  protected showOutcome({ slot, roundId }: RoulettePayloads['outcome']): Promise<void> {
    return new Promise((resolve) => {
      this.wheel.landOn(this.time.now, slot, roundId, this.setup.seed, () => {
        this.showResult(slot, true);
        // The banner, the prize and a moment of confetti before the chrome
        // says what was won (the quiz screen then swaps the wheel for its card).
        this.timers.later(this.time.now, CELEBRATION_MS, resolve);
      });
      this.motionMs(this.wheel.stopMs);
      this.setLook('spinning');
    });
  }

  protected override refused(_reason: MsgKey): void {
    // No slot was drawn: coast to a stop wherever the wheel is, ready for another tap.
    this.wheel.coast(this.time.now, () => this.setLook(this.locked ? 'locked' : 'idle'));
  }

  protected override pushed(payload: RoulettePayloads['push']): void {
    this.locked = payload.locked;
    if (this.look === 'idle' || this.look === 'locked') this.setLook(this.locked ? 'locked' : 'idle');
  }

  private showResult(slot: number, animate: boolean): void {
    const parts = this.parts;
    const prize = this.setup.slots[slot];
    if (!parts || !prize) return;
    const won = prize.kind !== 'none';
    const look = won ? 'won' : 'lost';
    this.setLook(look);
    parts.rig.glow.setVisible(won);
    parts.rays.setVisible(won);
    const banner = parts.banners[look];
    banner.setVisible(true);
    parts.prize.setText(won ? `${this.setup.text.wonPrefix} ${prize.label}` : this.setup.text.tryAgain).setVisible(true);
    // Reduced motion: no confetti (the banner and the prize say the same).
    this.celebrating = won && !this.reducedMotion ? (animate ? this.time.now : -POSED_CELEBRATION_MS) : null;
    if (!animate) return;
    this.ctx.audio.play(won ? 'wheel.sfx-win' : 'wheel.sfx-lose');
    // The words of the banner and prize under it: the prize's label, or the slot's own ("Try again").
    this.announce(won ? 'games.a11y.wheel.won' : 'games.a11y.wheel.stopped', prize.label);
    if (this.reducedMotion) return;
    // A pop-in: from 60% to full size with a little overshoot, the prize fading in after it.
    const { x, y } = parts.bannerScale;
    banner.setScale(x * 0.6, y * 0.6);
    this.tweens.add({ targets: banner, scaleX: x, scaleY: y, duration: 380, ease: 'Back.easeOut' });
    parts.prize.setAlpha(0);
    this.tweens.add({ targets: parts.prize, alpha: 1, duration: 300, delay: 180 });
  }

  private setLook(look: RouletteSceneState): void {
    this.look = look;
    const p = this.parts;
    if (p) {
      p.hint.setText(look === 'idle' ? this.setup.text.tapToSpin : '');
      // Locked: the hub greys out, so the wheel does not invite a tap it will not take.
      if (look === 'locked') p.rig.hub.setTint(0x8a8f99);
      else p.rig.hub.clearTint();
    }
    this.mark();
    if (this.setup.pose) return;
    // The hub's Spin, as a button: pressable whenever a tap on the hub would spin (one spin a week, never while locked).
    this.offerControls(
      { columns: 1, controls: [{ id: 'spin', key: 'games.a11y.wheel.spin', enabled: look === 'idle' }] },
      { spin: () => this.spin() },
    );
  }

  /** State and the slot under the pointer on the canvas, for tests and QA (read-only facts, no control). */
  private mark(): void {
    const data = this.game.canvas.dataset;
    data.rouletteState = this.look;
    data.rouletteSlot = String(this.wheel.slot);
  }

  private applyPose(pose: RoulettePose): void {
    const seed = this.setup.seed ?? 1;
    if (pose.state === 'spinning') {
      const t = this.wheel.pin(pose.slot, seed, pose.progress);
      this.setLook('spinning');
      this.draw(t);
      return;
    }
    if (pose.state === 'won' || pose.state === 'lost') {
      this.wheel.restOn(pose.slot, seed);
      this.showResult(pose.slot, false);
    } else {
      this.setLook('idle');
    }
    this.draw(0);
  }

  override update(time: number): void {
    if (!this.parts || this.setup.pose) return;
    this.timers.run(time);
    if (this.wheel.step(time)) this.ctx.audio.play('wheel.sfx-tick');
    // Reduced motion: the lights, rays and sparkles hold still.
    this.draw(this.reducedMotion ? 0 : time);
  }

  /** Every moving part for the wheel's angle and a moment t (ms): the same code draws live frames and pinned poses. */
  private draw(t: number): void {
    const p = this.parts;
    if (!p) return;
    p.rig.draw(this.wheel, LIGHTS[this.look], this.look === 'idle', t);
    p.rays.setAngle(t / 60);
    this.drawConfetti(t);
  }

  private drawConfetti(t: number): void {
    const p = this.parts;
    if (!p) return;
    const start = this.celebrating;
    if (start === null) {
      for (const piece of p.confetti) piece.setVisible(false);
      return;
    }
    const l = p.layout;
    confetti(t - start, CONFETTI, l.width, l.height, this.setup.seed ?? 1).forEach((c, i) => {
      p.confetti[i]?.setVisible(true).setPosition(c.x, c.y).setRotation(c.angle).setScale(c.scale).setTint(c.color);
    });
  }
}
