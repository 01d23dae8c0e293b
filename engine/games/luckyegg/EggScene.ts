// Lucky egg: five eggs on pedestals in a nest. In an open session they wobble
// and the player taps one (the chrome adds the bet); the tapped egg trembles
// while the server is asked, then cracks, bursts into shell pieces and shows
// the multiplier the server drew, celebrated by its size. The chrome pushes
// where the player stands (open, closed, played, maintenance). States on the
// canvas (data-egg-state): closed | open -> waiting -> smashing -> big | win |
// back | none; played; maintenance.
import type { GameObjects } from 'phaser';
import type { MsgKey } from '../../../contract/errors';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { motionAt, motionTime } from '../../kit/motion';
import { FrameTimers } from '../../kit/wheelSpin';
import { makeTextures, TEX } from './eggArt';
import { eggControls, eggId, pickWords, revealWords, standingWords } from './speech';
import { COLORS, EGG_COLORS, eggLayout, FONT_FAMILY, type EggLayout } from './layout';
import {
  BURST_AT,
  CRACK_TIMES,
  crackPaths,
  fountainAt,
  REVEAL_AT,
  shardAt,
  shellPieces,
  showerAt,
  smashAt,
  SMASH_MS,
  sparkles,
  tierOf,
  trembleAt,
  wobbleAt,
  type ShellPiece,
  type Sparkle,
} from './motion';
import {
  EGG_COUNT,
  LUCKY_EGG_ASSETS,
  type EggPayloads,
  type EggPose,
  type EggReveal,
  type EggSceneState,
  type EggSetup,
  type EggStanding,
  type EggTier,
} from './types';

/** How long the reveal holds before the chrome is told (and shows its result dock). */
const RESULT_HOLD_MS = 1400;
const SHARDS = 12;
const FOUNTAIN = 18;
const SHOWER = 50;
/** how long coins, confetti and rays last after the multiplier pops out */
const CELEBRATION_MS = 6000;
/** where a held reveal is pinned when a pose gives no moment: the celebration in full swing */
const POSE_REVEAL_AT = SMASH_MS + 900;
const TIER_SOUND: Record<EggTier, string> = {
  big: 'lucky-egg.sfx-big',
  win: 'lucky-egg.sfx-win',
  back: 'lucky-egg.sfx-win',
  none: 'lucky-egg.sfx-none',
};

interface EggView {
  shell: GameObjects.Image;
  /** what is left of it once smashed */
  half: GameObjects.Image;
  pedestal: GameObjects.Image;
  scale: number;
}

interface Parts {
  layout: EggLayout;
  eggs: EggView[];
  crack: GameObjects.Graphics;
  shards: GameObjects.Image[];
  rays: GameObjects.Image;
  glow: GameObjects.Image;
  puff: GameObjects.Image;
  coins: GameObjects.Image[];
  confetti: GameObjects.Image[];
  banner: GameObjects.Text;
  payout: GameObjects.Text;
  multiplier: GameObjects.Text;
}

/** The smash in progress or shown: which egg, what it held (null while only cracking), when it began on the frame clock. */
interface Smash {
  egg: number;
  reveal: EggReveal | null;
  at: number;
  pieces: ShellPiece[];
}

export class EggScene extends SceneBase<EggPayloads> {
  protected readonly assetKeys: readonly string[] = LUCKY_EGG_ASSETS;
  private readonly setup: EggSetup;
  private parts: Parts | null = null;
  private look: EggSceneState = 'loading';
  private picked: number | null = null;
  private pickedAt = 0;
  private smash: Smash | null = null;
  private readonly timers = new FrameTimers();
  private readonly fountain: Sparkle[];
  private readonly shower: Sparkle[];
  /** the standing last said aloud: a push of the same one says nothing again */
  private saidMode: EggStanding['mode'] | null = null;

  constructor(ctx: SceneContext<EggPayloads>, setup: EggSetup) {
    super(ctx, 'lucky-egg');
    this.setup = setup;
    const seed = setup.seed ?? 1;
    this.fountain = sparkles(FOUNTAIN, seed + 11, 500);
    this.shower = sparkles(SHOWER, seed + 23, 1400);
  }

  protected build(): void {
    const l = eggLayout(this.scale.width, this.scale.height, this.setup.pixelRatio);
    makeTextures(this, l);
    const bg = this.add.image(l.width / 2, l.height / 2, 'lucky-egg.bg');
    bg.setScale(Math.max(l.width / bg.width, l.height / bg.height)).setDepth(-3);
    const rays = this.add
      .image(l.cx, l.eggs[3]?.y ?? l.height / 2, TEX.rays)
      .setDepth(-2)
      .setVisible(false);
    this.add.image(l.nest.x, l.nest.y, TEX.nest).setDepth(-1);
    const glow = this.add.image(0, 0, TEX.glow).setVisible(false);
    // Textures are drawn at the biggest (front) egg's size; the back row shows them smaller.
    const full = Math.max(...l.eggs.map((e) => e.width));
    const eggs = l.eggs.map((spot, i): EggView => {
      const scale = spot.width / full;
      const pedestal = this.add.image(spot.x, spot.baseY, TEX.pedestal).setScale(scale);
      // The egg pivots near its bottom, so a wobble rocks it on its pedestal.
      const shell = this.add.image(spot.x, spot.baseY, TEX.egg(i)).setOrigin(0.5, 0.94).setScale(scale);
      const half = this.add.image(spot.x, spot.baseY, TEX.half(i)).setOrigin(0.5, 0.94).setScale(scale).setVisible(false);
      return { shell, half, pedestal, scale };
    });
    // The front row over the back row.
    eggs.forEach((e, i) => {
      e.pedestal.setDepth(rowDepth(i));
      e.shell.setDepth(rowDepth(i) + 1);
      e.half.setDepth(rowDepth(i) + 1);
    });
    const crack = this.add.graphics().setDepth(6);
    const puff = this.add.image(0, 0, TEX.puff).setDepth(6).setVisible(false);
    const shards = Array.from({ length: SHARDS }, (_, k) => this.add.image(0, 0, TEX.shard(k % 4)).setVisible(false));
    const coins = this.fountain.map(() => this.add.image(0, 0, TEX.coin).setDepth(7).setVisible(false));
    const confetti = this.shower.map((p) => this.add.image(0, 0, TEX.confetti).setTint(p.color).setDepth(10).setVisible(false));
    const u = l.unit;
    const textStyle = (px: number, color: string) => ({
      fontFamily: FONT_FAMILY,
      fontSize: `${Math.round(px)}px`,
      fontStyle: 'bold',
      color,
      align: 'center',
      stroke: COLORS.shadow,
      strokeThickness: Math.max(2, Math.round(px * 0.14)),
      wordWrap: { width: l.banner.width },
    });
    const banner = this.add.text(l.cx, l.banner.y, '', textStyle(l.banner.fontPx, COLORS.text)).setOrigin(0.5, 0.5).setDepth(9);
    const payout = this.add
      .text(l.cx, l.payoutY, '', textStyle(l.banner.fontPx * 0.8, COLORS.gold))
      .setOrigin(0.5, 0)
      .setDepth(9);
    const multiplier = this.add
      .text(0, 0, '', textStyle(Math.max(26 * u, (l.eggs[3]?.width ?? 100) * 0.46), COLORS.gold))
      .setOrigin(0.5, 0.5)
      .setDepth(8)
      .setVisible(false);
    this.parts = { layout: l, eggs, crack, shards, rays, glow, puff, coins, confetti, banner, payout, multiplier };
    this.markSpots(l);

    const pose = this.setup.pose;
    if (pose) {
      this.applyPose(pose);
      return;
    }
    eggs.forEach((e, i) => this.onTap(e.shell, () => this.pick(i)));
    this.events.once('destroy', () => this.timers.clear());
    this.stand({ mode: 'closed' });
    this.ctx.audio.play('lucky-egg.bgm');
  }

  protected override pushed(payload: EggPayloads['push']): void {
    if (this.setup.pose || payload.kind !== 'standing') return;
    const { standing } = payload;
    // The egg being smashed keeps its show; the standing after it is the same result.
    if (this.look === 'waiting' || this.look === 'smashing') return;
    if (standing.mode === 'played' && this.smash?.reveal && sameReveal(this.smash.reveal, standing.reveal)) return;
    this.stand(standing);
    if (standing.mode !== this.saidMode) this.say(standingWords(standing, this.setup));
    this.saidMode = standing.mode;
  }

  /** Shows a standing at rest: whole eggs (open, closed, maintenance) or the player's smashed egg. */
  private stand(standing: EggStanding): void {
    const p = this.parts;
    if (!p) return;
    this.timers.clear();
    this.picked = null;
    this.smash = null;
    this.clearSmash();
    const text = this.setup.text;
    if (standing.mode === 'played') {
      this.showSmashed(standing.reveal, POSE_REVEAL_AT, false);
      this.setLook('played');
      this.setBanner(text.played);
      return;
    }
    this.setBanner(standing.mode === 'open' ? text.pick : standing.mode === 'closed' ? text.closed : text.maintenance);
    p.payout.setText('');
    this.setLook(standing.mode);
    this.draw(this.time.now);
  }

  private clearSmash(): void {
    const p = this.parts;
    if (!p) return;
    p.crack.clear();
    for (const e of p.eggs) {
      e.shell.setVisible(true).setAngle(0);
      e.half.setVisible(false);
    }
    for (const s of p.shards) s.setVisible(false);
    for (const c of [...p.coins, ...p.confetti]) c.setVisible(false);
    p.rays.setVisible(false);
    p.glow.setVisible(false);
    p.puff.setVisible(false);
    p.multiplier.setVisible(false);
  }

  /** The player's tap on egg i: only in an open session, one at a time. */
  private pick(i: number): void {
    if (this.look !== 'open') return;
    if (!this.sendIntent({ egg: i })) return;
    this.ctx.audio.play('lucky-egg.sfx-tap');
    this.picked = i;
    this.pickedAt = this.time.now;
    this.setLook('waiting');
    this.say(pickWords(i));
  }

  protected override refused(_reason: MsgKey): void {
    // Nothing was drawn: the egg stops trembling; the chrome pushes the standing it learns.
    this.picked = null;
    if (this.look === 'waiting') this.setLook('open');
  }

  protected showOutcome(reveal: EggReveal): Promise<void> {
    if (!Number.isInteger(reveal.egg) || reveal.egg < 0 || reveal.egg >= EGG_COUNT) {
      return Promise.reject(new Error(`egg ${reveal.egg} is not in a nest of ${EGG_COUNT}`));
    }
    const now = this.time.now;
    this.startSmash(reveal, now);
    this.setLook('smashing');
    // Reduced motion: the same smash within 200 ms (kit/motion.ts), its sounds on the way.
    const reduced = this.reducedMotion;
    const at = (fullAt: number) => motionAt(fullAt, SMASH_MS, reduced);
    CRACK_TIMES.forEach((crack) => this.timers.later(now, at(crack), () => this.ctx.audio.play('lucky-egg.sfx-crack')));
    this.timers.later(now, at(BURST_AT), () => this.ctx.audio.play('lucky-egg.sfx-smash'));
    this.timers.later(now, at(REVEAL_AT), () => {
      this.showResultText(reveal);
      this.ctx.audio.play(TIER_SOUND[tierOf(reveal.multiplier)]);
      this.setLook(tierOf(reveal.multiplier));
      this.say(revealWords(reveal, this.setup));
      this.saidMode = 'played';
    });
    return new Promise((resolve) => this.timers.later(now, this.motionMs(SMASH_MS) + RESULT_HOLD_MS, resolve));
  }

  /** The banner's words, in a smaller font where they would wrap past their band (a long Malay line takes three). */
  private setBanner(words: string): void {
    const p = this.parts;
    if (!p) return;
    const { fontPx, maxHeight } = p.layout.banner;
    let px = fontPx;
    p.banner.setFontSize(px).setText(words);
    while (p.banner.height > maxHeight && px > fontPx * 0.6) p.banner.setFontSize(--px);
  }

  private startSmash(reveal: EggReveal | null, at: number, egg = reveal?.egg ?? 0): void {
    const tier = reveal ? tierOf(reveal.multiplier) : 'win';
    this.picked = egg;
    this.smash = {
      egg,
      reveal,
      at,
      pieces: shellPieces(SHARDS, (this.setup.seed ?? 1) * 31 + egg, tier === 'none' ? 0.45 : tier === 'big' ? 1.25 : 1),
    };
  }

  private showResultText(reveal: EggReveal): void {
    const p = this.parts;
    if (!p) return;
    const { text } = this.setup;
    const tier = tierOf(reveal.multiplier);
    this.setBanner({ big: text.bigWin, win: text.win, back: text.back, none: text.noPrize }[tier]);
    p.payout.setText(reveal.payout > 0 ? text.payout.replace('{{0}}', this.setup.formatCoins(reveal.payout)) : '');
    p.multiplier.setText(this.setup.formatMultiplier(reveal.multiplier)).setColor(tier === 'none' ? COLORS.muted : COLORS.gold);
  }

  /** A smashed egg held `t` ms after its smash began (a standing after taking part, or a pinned pose). */
  private showSmashed(reveal: EggReveal, t: number, celebrate: boolean): void {
    this.startSmash(reveal, 0);
    this.showResultText(reveal);
    this.drawSmash(t, celebrate);
    this.mark();
  }

  private applyPose(pose: EggPose): void {
    switch (pose.state) {
      case 'closed':
      case 'open':
      case 'maintenance':
        this.stand({ mode: pose.state });
        // A moment where the idle wobble shows.
        this.draw(1300);
        return;
      case 'smashing':
        this.startSmash(null, 0, pose.egg);
        this.setLook('smashing');
        this.drawSmash(pose.progress * REVEAL_AT * 0.999, false);
        return;
      case 'revealed':
        this.showSmashed(pose.reveal, pose.at ?? POSE_REVEAL_AT, true);
        this.setLook(tierOf(pose.reveal.multiplier));
        return;
      case 'played':
        this.stand({ mode: 'played', reveal: pose.reveal });
    }
  }

  private setLook(look: EggSceneState): void {
    this.look = look;
    this.mark();
    if (this.setup.pose) return;
    const handlers = Object.fromEntries(Array.from({ length: EGG_COUNT }, (_, i) => [eggId(i), () => this.pick(i)]));
    this.offerControls({ columns: 1, controls: eggControls(look) }, handlers);
  }

  /** Facts for tests and QA on the canvas (read-only, no control goes through them). */
  private mark(): void {
    const data = this.game.canvas.dataset;
    data.eggState = this.look;
    data.eggPicked = this.picked === null ? '' : String(this.picked);
    // A lasting mark of the last reveal: the result holds only a moment before the chrome moves on.
    const reveal = this.smash?.reveal;
    if (reveal && this.look !== 'smashing') data.eggRevealed = `${reveal.egg}:${reveal.multiplier}`;
  }

  /** Where each egg's centre is, in CSS pixels of the canvas, so a test taps an egg as a player does. */
  private markSpots(l: EggLayout): void {
    this.game.canvas.dataset.eggSpots = JSON.stringify(
      l.eggs.map((e) => [Math.round(e.x / l.unit), Math.round((e.baseY - e.height * 0.44) / l.unit)]),
    );
  }

  override update(time: number): void {
    if (!this.parts || this.setup.pose) return;
    this.timers.run(time);
    this.draw(time);
  }

  /** Every moving part at frame-clock time t: the same code draws live frames and pinned poses. */
  private draw(t: number): void {
    const p = this.parts;
    if (!p) return;
    const resting = this.look === 'closed' || this.look === 'maintenance';
    p.eggs.forEach((e, i) => {
      if (this.smash && i === this.smash.egg) return;
      // Reduced motion: no wobble, no tremble.
      const moving = !this.reducedMotion;
      let angle = 0;
      if (moving && this.look === 'open') angle = wobbleAt(i, t);
      else if (moving && this.look === 'waiting' && i === this.picked) angle = trembleAt(t - this.pickedAt);
      e.shell.setAngle(angle);
      // Asleep between sessions: dimmer, still.
      e.shell.setTint(resting ? 0x8f86b8 : 0xffffff);
      e.shell.setAlpha(this.smash ? 0.8 : 1);
    });
    if (!this.smash) return;
    // Reduced motion: the smash's timeline run through within 200 ms, no flying shell, glow pulse or party.
    const reduced = this.reducedMotion;
    this.drawSmash(motionTime(t - this.smash.at, SMASH_MS, reduced), this.look !== 'played' && !reduced, reduced);
  }

  /** The smash t ms after it began: cracks and jolts, then the shell pieces, the multiplier and the celebration. */
  private drawSmash(t: number, celebrate: boolean, still = false): void {
    const p = this.parts;
    const smash = this.smash;
    if (!p || !smash) return;
    const l = p.layout;
    const spot = l.eggs[smash.egg];
    const view = p.eggs[smash.egg];
    if (!spot || !view) return;
    const frame = smashAt(t);
    const cy = spot.baseY - spot.height * 0.44;
    view.shell.setVisible(frame.whole).setAngle(frame.tilt).setTint(0xffffff);
    view.half.setVisible(!frame.whole);
    p.crack.clear();
    if (frame.whole) {
      p.crack
        .setPosition(spot.x, cy)
        .setAngle(frame.tilt)
        .setDepth(rowDepth(smash.egg) + 1.2);
      p.crack.lineStyle(Math.max(2, 2.6 * l.unit), 0x3a1a4a, 0.9);
      for (const path of crackPaths((this.setup.seed ?? 1) + smash.egg).slice(0, frame.cracks)) {
        p.crack.beginPath();
        path.forEach((pt, k) =>
          k === 0 ? p.crack.moveTo(pt.x * spot.width, pt.y * spot.height) : p.crack.lineTo(pt.x * spot.width, pt.y * spot.height),
        );
        p.crack.strokePath();
      }
    }
    const tier = smash.reveal ? tierOf(smash.reveal.multiplier) : null;
    const tint = EGG_COLORS[smash.egg]?.shell ?? 0xffffff;
    p.shards.forEach((s, k) => {
      const piece = smash.pieces[k];
      if (!piece || frame.burst === null || still) {
        s.setVisible(false);
        return;
      }
      const at = shardAt(piece, frame.burst);
      // In the egg's own row: a back-row egg's pieces fall behind the front row.
      s.setVisible(true)
        .setDepth(rowDepth(smash.egg) + 1.5)
        .setTint(tint)
        .setAlpha(at.alpha)
        .setAngle(at.angle)
        .setScale(piece.scale * view.scale)
        .setPosition(spot.x + at.x * spot.width, cy + at.y * spot.height);
    });
    // A puff of dust for nothing won; a glow behind any win.
    const since = frame.burst ?? -1;
    p.puff
      .setVisible(since >= 0 && tier === 'none')
      .setPosition(spot.x, cy)
      .setDepth(rowDepth(smash.egg) + 1.6)
      .setScale(1 + Math.min(1, since / 600) * 1.4)
      .setAlpha(Math.max(0, 1 - since / 1400));
    p.glow
      .setVisible(since >= 0 && tier !== null && tier !== 'none')
      .setPosition(spot.x, cy)
      .setScale(still ? 0.8 : 0.8 + 0.08 * Math.sin(t / 240));
    p.multiplier
      .setVisible(frame.pop > 0 && smash.reveal !== null)
      .setPosition(spot.x, cy - spot.height * 0.1)
      .setScale(frame.pop * (tier === 'big' ? 1.25 : 1));
    // The party winds down after a while; the result itself stays.
    const party = celebrate && t - REVEAL_AT < CELEBRATION_MS ? t - REVEAL_AT : -1;
    p.rays
      .setVisible(party >= 0 && tier === 'big')
      .setAngle(t / 40)
      .setPosition(spot.x, cy);
    p.coins.forEach((c, k) => {
      const piece = this.fountain[k];
      const at = piece && party >= 0 && (tier === 'big' || (tier === 'win' && k < 8)) ? fountainAt(piece, party) : null;
      c.setVisible(!!at?.visible);
      if (at?.visible) c.setPosition(spot.x + at.x * l.width, cy + at.y * l.height).setAngle(at.angle);
    });
    p.confetti.forEach((c, k) => {
      const piece = this.shower[k];
      const at = piece && party >= 0 && tier === 'big' ? showerAt(piece, party) : null;
      c.setVisible(!!at?.visible);
      if (at?.visible) c.setPosition(at.x * l.width, at.y * l.height).setAngle(at.angle);
    });
  }
}

/** Pedestals of the back row (eggs 0, 1) at 0, its eggs at 1; the front row at 3 and 4. */
const rowDepth = (egg: number): number => (egg < 2 ? 0 : 3);

const sameReveal = (a: EggReveal, b: EggReveal): boolean => a.egg === b.egg && a.multiplier === b.multiplier && a.payout === b.payout;
