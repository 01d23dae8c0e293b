// Squid game: a glass bridge of ten rows of two panels over a drop. The
// chrome takes the bet and pushes the bridge; the player taps the left or
// right panel of the next row; the figure crouches while the server is asked
// (the scene never knows which panel holds), then jumps: it lands on glass
// that held, or the glass shatters and it falls. Cash-out is the chrome's
// button; its answer arrives as a push and is celebrated here.
// States (data-squid-state): idle -> choosing -> waiting -> landed -> choosing ... -> fell | cashedOut | crossed.
import type { GameObjects } from 'phaser';
import type { MsgKey } from '../../../contract/errors';
import type { Panel } from '../../../contract/games/squidRules';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { drawBackdrop, drawFigure, drawFrame, drawPanel } from './art';
import { figureSpot, ladderMarks, nextStep, panelLooks, restingLook } from './frame';
import { createHud, type Hud } from './hud';
import { boardWords, landingWords, panelControls, pickWords } from './speech';
import { rowOf, spotPoint, squidLayout, type SquidLayout } from './layout';
import {
  FALL_MS,
  JUMP_MS,
  LAND_MS,
  fallAt,
  jumpAt,
  landSquash,
  moveTime,
  pickPulse,
  shardAt,
  shardsOf,
  waitBob,
  type Point,
  type Shard,
} from './motion';
import { SQUID_ASSETS, type SquidBoard, type SquidLanding, type SquidPayloads, type SquidSceneState, type SquidSetup } from './types';

const BANNER_POP_MS = 380;
/** the pinned frame of a pose's celebration: coins mid-air */
const POSE_CELEBRATE_MS = 650;
const SHARDS = 14;

interface Move {
  landing: SquidLanding;
  from: Point;
  to: Point;
  at: number;
  /** the jump's end: the landing's sound and look are taken once */
  touched: boolean;
  shards: Shard[] | null;
  done: () => void;
}

export class SquidScene extends SceneBase<SquidPayloads> {
  protected readonly assetKeys: readonly string[] = SQUID_ASSETS;
  private readonly setup: SquidSetup;
  private layout: SquidLayout | null = null;
  private hud: Hud | null = null;
  private bridge: GameObjects.Graphics | null = null;
  private fx: GameObjects.Graphics | null = null;
  private figure: GameObjects.Graphics | null = null;
  private board: SquidBoard | null = null;
  private look: SquidSceneState = 'idle';
  /** the panel tapped while the server is asked */
  private pending: { step: number; panel: Panel } | null = null;
  private move: Move | null = null;
  private bannerAt: number | null = null;
  private celebrateAt: number | null = null;

  constructor(ctx: SceneContext<SquidPayloads>, setup: SquidSetup) {
    super(ctx, 'squidgame');
    this.setup = setup;
  }

  protected build(): void {
    const l = squidLayout(this.scale.width, this.scale.height, this.setup.pixelRatio);
    this.layout = l;
    const seed = this.setup.seed ?? 1;
    drawBackdrop(this, l, seed);
    const frame = this.add.graphics().setDepth(-1);
    drawFrame(frame, l);
    this.bridge = this.add.graphics().setDepth(0);
    this.fx = this.add.graphics().setDepth(2);
    this.figure = drawFigure(this, l.figure).setDepth(3);
    this.hud = createHud(this, { layout: l, text: this.setup.text, seed });
    if (this.setup.pose) {
      const pose = this.setup.pose;
      this.show(pose.state === 'idle' ? null : pose.board, 0);
      if (pose.state === 'cashedOut' || pose.state === 'crossed') this.hud.celebrate(POSE_CELEBRATE_MS);
      return;
    }
    // Every panel is a tap target; only the next row's count (pick() checks).
    for (const row of l.rows) {
      for (const panel of ['left', 'right'] as const) {
        const r = row[panel];
        const hit = this.add.rectangle(r.x, r.y, r.width, row.pitch, 0xffffff, 0.001).setDepth(1);
        this.onTap(hit, () => this.pick(row.step, panel));
      }
    }
    this.show(null, 0);
    this.ctx.audio.play('squidgame.bgm');
  }

  protected override pushed(payload: SquidPayloads['push']): void {
    if (this.setup.pose) return;
    // A push mid-jump (the state after a refusal, a resume) ends the jump where the push says.
    const move = this.move;
    this.move = null;
    move?.done();
    this.pending = null;
    if (payload.kind === 'idle') {
      this.show(null, this.time.now);
      return;
    }
    this.show(payload.board, this.time.now);
    this.say(boardWords(payload.board));
    if (payload.kind === 'cashedOut') this.ctx.audio.play('squidgame.sfx-cashout');
  }

  /** The board at rest: its panels, the figure where it stands, the ladder, the banner and coins of an ended bridge. */
  private show(board: SquidBoard | null, now: number): void {
    this.board = board;
    const look = restingLook(board);
    this.hud?.setBoard(board);
    const ended = look === 'fell' || look === 'cashedOut' || look === 'crossed';
    // Reduced motion: the banner is at full size at once, and no coins fly.
    this.bannerAt = ended ? now - (this.reducedMotion ? BANNER_POP_MS : 0) : null;
    this.celebrateAt = (look === 'cashedOut' || look === 'crossed') && !this.reducedMotion ? now : null;
    if (!ended) this.hud?.setBanner(null, board, 1);
    if (!ended) this.hud?.celebrate(null);
    this.fx?.clear();
    this.figure?.setDepth(3);
    this.placeFigure(board?.state === 'fell' ? null : spotPoint(this.layoutOrThrow(), figureSpot(board)), 1);
    this.setLook(look);
    this.draw(now);
  }

  private layoutOrThrow(): SquidLayout {
    if (!this.layout) throw new Error('the scene is not built');
    return this.layout;
  }

  /** The player's tap on a panel: only the next row's, once, while the bridge is open. */
  private pick(step: number, panel: Panel): void {
    if (this.look !== 'choosing' || step !== nextStep(this.board)) return;
    if (!this.sendIntent({ step, panel })) return;
    this.pending = { step, panel };
    this.ctx.audio.play('squidgame.sfx-pick');
    this.setLook('waiting');
    this.say(pickWords(step, panel));
  }

  protected showOutcome(landing: SquidLanding): Promise<void> {
    const l = this.layoutOrThrow();
    const from = spotPoint(l, figureSpot(this.board));
    if (landing.step < 1 || landing.step > l.rows.length) return Promise.reject(new Error(`no step ${landing.step} on the bridge`));
    const to = spotPoint(l, { at: 'panel', step: landing.step, panel: landing.picked });
    this.pending = null;
    this.motionMs(JUMP_MS);
    this.motionMs(landing.held ? LAND_MS : FALL_MS);
    return new Promise((done) => {
      this.move = {
        landing,
        from,
        to,
        at: this.time.now,
        touched: false,
        done,
        // Reduced motion: no flying glass (the panel shows broken all the same).
        shards: landing.held || this.reducedMotion ? null : shardsOf(SHARDS, (this.setup.seed ?? 1) + landing.step),
      };
    });
  }

  protected override refused(_reason: MsgKey): void {
    // Nothing was recorded: the same row is picked again (the chrome says why).
    this.pending = null;
    this.setLook(restingLook(this.board));
  }

  private placeFigure(point: Point | null, squash: number, extra?: { angle: number; alpha: number }): void {
    const figure = this.figure;
    if (!figure) return;
    figure.setVisible(point !== null);
    if (!point) return;
    figure
      .setPosition(point.x, point.y)
      .setScale(point.scale, point.scale * squash)
      .setAngle(extra?.angle ?? 0)
      .setAlpha(extra?.alpha ?? 1);
  }

  private setLook(look: SquidSceneState): void {
    this.look = look;
    const data = this.game.canvas.dataset;
    data.squidState = look;
    data.squidSafe = String(this.board?.safe ?? 0);
    const t = this.setup.text;
    this.hud?.setHint(look === 'idle' ? t.placeBet : look === 'choosing' ? t.pick : '');
    if (this.setup.pose) return;
    // The next step's two panels, pressable whenever a tap on one would pick it.
    const pick = (panel: Panel) => () => {
      const step = nextStep(this.board);
      if (step !== null) this.pick(step, panel);
    };
    this.offerControls({ columns: 2, controls: panelControls(this.board, look) }, { left: pick('left'), right: pick('right') });
  }

  /** The panels, the ladder, the banner and coins for frame time `time`. */
  private draw(time: number): void {
    const l = this.layout;
    const g = this.bridge;
    const hud = this.hud;
    if (!l || !g || !hud) return;
    const move = this.move;
    // Mid-jump the picked panel shows as picked; its look changes when the figure touches it.
    const shown = move && !move.touched ? this.board : move ? move.landing.board : this.board;
    const looks = panelLooks(shown);
    const next = this.look === 'choosing' ? nextStep(this.board) : null;
    const pulse = this.setup.pose || this.reducedMotion ? 1 : pickPulse(time);
    g.clear();
    looks.forEach((row, i) => {
      const r = l.rows[i];
      if (!r) return;
      for (const panel of ['left', 'right'] as const) {
        const picked =
          (this.pending?.step === i + 1 && this.pending.panel === panel) ||
          (move?.landing.step === i + 1 && move.landing.picked === panel && !move.touched);
        drawPanel(g, r[panel], row[panel], l.unit, picked ? 1 : next === i + 1 ? pulse : 0);
      }
    });
    hud.setLadder(ladderMarks(shown), pulse);
    if (this.bannerAt !== null)
      hud.setBanner(
        this.look === 'fell' || this.look === 'cashedOut' || this.look === 'crossed' ? this.look : null,
        this.board,
        this.setup.pose ? 1 : (time - this.bannerAt) / BANNER_POP_MS,
      );
    if (this.celebrateAt !== null && !this.setup.pose) hud.celebrate(time - this.celebrateAt);
  }

  override update(time: number): void {
    if (!this.layout || this.setup.pose) return;
    const move = this.move;
    if (move) this.animateMove(move, time);
    else if (this.look === 'waiting') {
      const spot = spotPoint(this.layout, figureSpot(this.board));
      this.placeFigure(spot, this.reducedMotion ? 1 : 1 - waitBob(time));
    }
    this.draw(time);
  }

  private animateMove(move: Move, time: number): void {
    const l = this.layoutOrThrow();
    const { landing } = move;
    const t = moveTime(time - move.at, landing.held, this.reducedMotion);
    if (t < JUMP_MS) {
      this.placeFigure(jumpAt(move.from, move.to, l.figure * 0.9, t), 1);
      return;
    }
    if (!move.touched) {
      move.touched = true;
      this.board = landing.board;
      this.hud?.setBoard(landing.board);
      this.ctx.audio.play(landing.held ? 'squidgame.sfx-land' : 'squidgame.sfx-shatter');
      this.setLook(landing.held ? 'landed' : 'waiting');
      // A fall (or the far side) is said with its ending, when the figure is gone or across.
      this.say(landingWords(landing));
    }
    if (landing.held) {
      this.placeFigure(move.to, this.reducedMotion ? 1 : landSquash(t - JUMP_MS));
      if (t >= JUMP_MS + LAND_MS) this.finishMove(move, time);
      return;
    }
    // Through the glass: the shards fly, the figure drops behind the bridge.
    const since = t - JUMP_MS;
    const fall = fallAt(since, l.height - move.to.y);
    this.figure?.setDepth(-0.5);
    this.placeFigure({ x: move.to.x, y: move.to.y + fall.dy, scale: move.to.scale * fall.scale }, 1, {
      angle: fall.angle,
      alpha: fall.alpha,
    });
    this.drawShards(move, since);
    if (since >= FALL_MS) this.finishMove(move, time);
  }

  private drawShards(move: Move, since: number): void {
    const fx = this.fx;
    if (!fx || !move.shards) return;
    fx.clear();
    const w = rowOf(this.layoutOrThrow(), move.landing.step)[move.landing.picked].width;
    for (const shard of move.shards) {
      const at = shardAt(shard, since);
      if (at.alpha <= 0) continue;
      const size = shard.size * w;
      const cos = Math.cos((at.angle * Math.PI) / 180);
      const sin = Math.sin((at.angle * Math.PI) / 180);
      const [ax, ay, bx, by, cx, cy] = shard.corners;
      const p = (x: number, y: number): [number, number] => [
        move.to.x + at.x * w + (x * cos - y * sin) * size,
        move.to.y + at.y * w + (x * sin + y * cos) * size,
      ];
      fx.fillStyle(0xc9f3ff, 0.75 * at.alpha);
      fx.fillTriangle(...p(ax, ay), ...p(bx, by), ...p(cx, cy));
    }
  }

  private finishMove(move: Move, time: number): void {
    this.move = null;
    this.show(move.landing.board, time);
    if (move.landing.board.state !== 'open') this.say(boardWords(move.landing.board));
    if (move.landing.board.state === 'crossed') this.ctx.audio.play('squidgame.sfx-cashout');
    move.done();
  }
}
