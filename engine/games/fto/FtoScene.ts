// Find The Odd: the chrome pushes a round's cards (pictures only: nothing here
// knows the odd one), the player taps a card before the time runs out, the
// server's answer reveals the odd card, the coins count up; the chrome then
// pushes the next round or the end of the play. States (data-fto-state):
// intro -> dealing -> round -> waiting -> correct | wrong | timeout -> dealing ... -> finished.
import type { MsgKey } from '../../../contract/errors';
import { MSG } from '../../../contract/errors';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { createCard, type CardView } from './board';
import { cardRefs, createCardImages, filesOf, type CardImages } from './cardImages';
import { poseFrame, revealLook, revealMarks, type CardMark, type FtoFrame } from './frame';
import { createHud, type Hud } from './hud';
import { ftoLayout, gridLayout, type FtoLayout } from './layout';
import { clockStep } from '../../kit/clockSteps';
import { motionMs, motionTime } from '../../kit/motion';
import { COUNT_MS, countAt, dealDuration, flipAt, remainingAt, shakeAt, tickDue } from './motion';
import {
  FTO_ASSETS,
  type FtoDeal,
  type FtoPayloads,
  type FtoReveal,
  type FtoSceneState,
  type FtoSetup,
  type FtoSummary,
  type PictureRef,
} from './types';

/** How long a reveal holds before the chrome is told (and deals the next round). */
const REVEAL_HOLD_MS = 1500;
const RIBBON_POP_MS = 380;
const POSE_PREFIX = 'fto-pose';

interface Round {
  deal: FtoDeal;
  /** frame-clock time the deal arrived: the timer counts from here */
  startedAt: number;
  /** frame-clock time the pictures were in and the flip began; null while loading */
  flipAt: number | null;
  cards: CardView[];
  /** the bar stops where it was when the player tapped */
  frozenMs: number | null;
  tapped: boolean;
  timeoutSent: boolean;
  lastRemaining: number;
  reveal: { at: number; reveal: FtoReveal; marks: CardMark[]; fromCoins: number } | null;
}

export class FtoScene extends SceneBase<FtoPayloads> {
  protected readonly assetKeys: readonly string[] = FTO_ASSETS;
  private readonly setup: FtoSetup;
  private layout: FtoLayout | null = null;
  private hud: Hud | null = null;
  private images: CardImages | null = null;
  private look: FtoSceneState = 'intro';
  private round: Round | null = null;
  private coins = 0;
  private introAt = 0;
  private celebrateAt: number | null = null;
  /** Delays on the frame clock (not Phaser's smoothed timers: see the wheel's README). */
  private timers: { at: number; fn: () => void }[] = [];

  constructor(ctx: SceneContext<FtoPayloads>, setup: FtoSetup) {
    super(ctx, 'fto');
    this.setup = setup;
  }

  override preload(): void {
    super.preload();
    // A pinned pose's pictures load with the art, so the first frame already shows them.
    const deal = this.poseDeal();
    if (deal)
      filesOf(deal.pictures).forEach((url, i) => {
        if (/\.svg(?:[?#]|$)/i.test(url) || url.startsWith('data:image/svg')) this.load.svg(`${POSE_PREFIX}-${i}`, url, { scale: 2 });
        else this.load.image(`${POSE_PREFIX}-${i}`, url);
      });
  }

  private poseDeal(): FtoDeal | null {
    const pose = this.setup.pose;
    return pose && 'deal' in pose ? pose.deal : null;
  }

  protected build(): void {
    const l = ftoLayout(this.scale.width, this.scale.height, this.setup.pixelRatio);
    this.layout = l;
    const bg = this.add.image(l.width / 2, l.height / 2, 'fto.bg');
    bg.setScale(Math.max(l.width / bg.width, l.height / bg.height)).setDepth(-2);
    this.hud = createHud(this, { layout: l, text: this.setup.text, seed: this.setup.seed ?? 1 });
    this.hud.setCoins(0, 0);
    if (this.setup.pose) {
      this.drawFrame(poseFrame(this.setup.pose));
      return;
    }
    this.images = createCardImages(this.load, this.textures);
    const offRetry = this.ctx.bus.onCommand('retry', () => this.images?.retry());
    this.events.once('destroy', () => {
      offRetry();
      this.timers = [];
      this.images?.release();
    });
    this.showIntro();
    this.ctx.audio.play('fto.bgm');
  }

  protected override pushed(payload: FtoPayloads['push']): void {
    if (this.setup.pose) return;
    if (payload.kind === 'deal') this.deal(payload.deal);
    else if (payload.kind === 'finished') this.finish(payload, true);
    else this.showIntro();
  }

  private clearBoard(): void {
    for (const card of this.round?.cards ?? []) card.destroy();
    this.round = null;
    this.timers = [];
    this.images?.release();
    this.celebrateAt = null;
    this.hud?.setRibbon(null, 1);
    this.hud?.setTimer(null, 1);
    this.hud?.showIntro(false, 0);
    this.hud?.showSummary(null);
  }

  private showIntro(): void {
    this.clearBoard();
    this.introAt = this.time.now;
    this.hud?.setRound(null, 0);
    this.hud?.showIntro(true, 0);
    this.setLook('intro');
  }

  private deal(deal: FtoDeal): void {
    this.clearBoard();
    const round: Round = {
      deal,
      startedAt: this.time.now,
      flipAt: null,
      cards: [],
      frozenMs: null,
      tapped: false,
      timeoutSent: false,
      lastRemaining: deal.remainingMs,
      reveal: null,
    };
    this.round = round;
    this.coins = deal.coins;
    this.hud?.setRound(deal.round, deal.rounds);
    this.hud?.setCoins(deal.coins, 0);
    this.hud?.setTimer(deal.remainingMs, deal.limitMs);
    this.setLook('dealing');
    this.announce('games.a11y.fto.round', deal.round, deal.rounds);
    this.images?.load(deal.pictures, deal.count, deal.cols, {
      loaded: (pictures) => {
        if (this.round !== round) return;
        round.cards = this.makeCards(deal, pictures);
        round.flipAt = this.time.now;
        this.motionMs(dealDuration(round.cards.length));
        if (round.reveal) this.markCards(round, round.reveal.marks);
        else for (const card of round.cards) card.setFlip(false, 1);
      },
      failed: (places) => {
        if (this.round !== round) return;
        this.ctx.bus.emit('error', { key: MSG.imageLoadFail, stage: 'assets', files: places.map((i) => `card-${i}`) });
      },
    });
  }

  private makeCards(deal: FtoDeal, pictures: readonly (PictureRef | null)[]): CardView[] {
    const l = this.layout;
    if (!l) return [];
    const first = pictures[0] ? this.textures.getFrame(pictures[0].key, pictures[0].frame) : null;
    const aspect = first && first.height > 0 ? first.width / first.height : 1;
    return gridLayout(l.board, deal.count, deal.cols, aspect, l.unit).map((rect, i) => {
      const card = createCard(this, rect, pictures[i] ?? null, l.unit);
      if (!this.setup.pose) this.onTap(card.hit, () => this.tap(i));
      return card;
    });
  }

  /** The player's tap on card i: one per round, only once the cards are face up. */
  private tap(i: number): void {
    const round = this.round;
    if (!round || this.look !== 'round' || round.tapped) return;
    // After the time ran out only the server's answer moves the round on.
    if (remainingAt(round.deal.remainingMs, round.startedAt, this.time.now) <= 0) return;
    if (!this.sendIntent({ round: round.deal.round, card: i })) return;
    round.tapped = true;
    round.frozenMs = remainingAt(round.deal.remainingMs, round.startedAt, this.time.now);
    round.cards[i]?.setPicked(true);
    this.ctx.audio.play('fto.sfx-tap');
    this.setLook('waiting');
    this.announce('games.a11y.fto.picked', i + 1);
  }

  protected showOutcome(reveal: FtoReveal): Promise<void> {
    const round = this.round;
    if (!round || reveal.round !== round.deal.round) {
      return Promise.reject(new Error(`a reveal of round ${reveal.round} while round ${round?.deal.round ?? 'none'} is on the board`));
    }
    if (!Number.isInteger(reveal.oddCard) || reveal.oddCard < 0 || reveal.oddCard >= round.deal.count) {
      return Promise.reject(new Error(`odd card ${reveal.oddCard} is not on a board of ${round.deal.count}`));
    }
    const marks = revealMarks(round.deal.count, reveal);
    round.frozenMs ??= reveal.timedOut ? 0 : remainingAt(round.deal.remainingMs, round.startedAt, this.time.now);
    round.reveal = { at: this.time.now, reveal, marks, fromCoins: this.coins };
    this.motionMs(COUNT_MS);
    this.coins = reveal.coins;
    this.markCards(round, marks);
    const look = revealLook(reveal);
    this.hud?.setRibbon(look, 0);
    this.hud?.setTimer(round.frozenMs, round.deal.limitMs);
    this.ctx.audio.play(reveal.correct ? 'fto.sfx-correct' : 'fto.sfx-wrong');
    this.setLook(look);
    // The picture now marks the odd card, so the words may name it.
    if (reveal.correct) this.announce('games.a11y.fto.right', reveal.coins);
    else this.announce(reveal.timedOut ? 'games.a11y.fto.timeUp' : 'games.a11y.fto.wrong', reveal.oddCard + 1);
    return new Promise((resolve) => this.later(REVEAL_HOLD_MS, resolve));
  }

  private markCards(round: Round, marks: readonly CardMark[]): void {
    round.cards.forEach((card, i) => {
      card.setFlip(true, 1);
      card.setPicked(false);
      card.setMark(marks[i] ?? 'plain');
    });
  }

  protected override refused(_reason: MsgKey): void {
    // No answer was recorded: the round goes on where it was (the chrome says why).
    const round = this.round;
    if (!round) return;
    round.tapped = false;
    round.frozenMs = null;
    for (const card of round.cards) card.setPicked(false);
    this.setLook(round.flipAt !== null && this.time.now - round.flipAt >= dealDuration(round.cards.length) ? 'round' : 'dealing');
  }

  private finish(summary: FtoSummary, live: boolean): void {
    this.clearBoard();
    this.hud?.setRound(null, 0);
    this.hud?.setCoins(summary.coins, 0);
    this.hud?.showSummary(summary);
    this.setLook('finished');
    // Reduced motion: no confetti (the summary says what was earned).
    if (summary.coins > 0 && !this.reducedMotion) this.celebrateAt = live ? this.time.now : 0;
    if (!live) return;
    this.ctx.audio.play('fto.sfx-finish');
    this.announce('games.a11y.fto.finished', summary.correct);
  }

  /** A pinned pose: every value for one moment, no timer (the gallery's same bytes every run). */
  private drawFrame(frame: FtoFrame): void {
    const hud = this.hud;
    if (!hud) return;
    if (frame.look === 'intro') {
      hud.showIntro(true, 0);
      this.setLook('intro');
      return;
    }
    if (frame.look === 'finished' && frame.summary) {
      this.finish(frame.summary, false);
      hud.celebrate(frame.animationMs);
      return;
    }
    const deal = frame.deal;
    if (!deal) return;
    hud.setRound(deal.round, deal.rounds);
    hud.setCoins(frame.coins, 0);
    hud.setTimer(frame.remainingMs, deal.limitMs);
    const keys = filesOf(deal.pictures).map((_, i) => `${POSE_PREFIX}-${i}`);
    // A pose whose pictures did not load shows its cards blank.
    const cards = this.makeCards(
      deal,
      keys.every((key) => this.textures.exists(key)) ? cardRefs(this.textures, deal.pictures, keys, deal.count, deal.cols) : [],
    );
    this.round = {
      deal,
      startedAt: 0,
      flipAt: 0,
      cards,
      frozenMs: frame.remainingMs,
      tapped: false,
      timeoutSent: false,
      lastRemaining: frame.remainingMs,
      reveal: null,
    };
    if (frame.reveal) {
      this.markCards(this.round, revealMarks(deal.count, frame.reveal));
      hud.setRibbon(revealLook(frame.reveal), 1);
    } else {
      for (const card of cards) card.setFlip(true, 1);
    }
    this.setLook(frame.look);
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push({ at: this.time.now + ms, fn });
  }

  private setLook(look: FtoSceneState): void {
    this.look = look;
    const data = this.game.canvas.dataset;
    data.ftoState = look;
    data.ftoRound = String(this.round?.deal.round ?? 0);
    // A reveal holds 1.5 s, then the next round deals: tests (and QA) read the last reveal from this lasting mark.
    if (look === 'correct' || look === 'wrong' || look === 'timeout') data.ftoRevealed = `${data.ftoRound}:${look}`;
    if (!this.setup.pose) this.offerCards();
  }

  /**
   * The cards on the board as buttons in grid order: where each one is, nothing of what it shows. They follow
   * the deal, not the loaded pictures, so the buttons stay from round to round (pressing nothing while the
   * cards deal) and a keyboard's focus stays on the board instead of falling back to the page's top.
   */
  private offerCards(): void {
    const round = this.round;
    const count = round?.deal.count ?? 0;
    const cols = Math.max(1, round?.deal.cols ?? 1);
    const open = this.look === 'round' && round !== null && !round.tapped;
    const handlers: Record<string, () => void> = {};
    const controls = Array.from({ length: count }, (_, i) => {
      handlers[`card-${i}`] = () => this.tap(i);
      return { id: `card-${i}`, key: 'games.a11y.fto.card', params: [i + 1, count, Math.floor(i / cols) + 1], enabled: open };
    });
    this.offerControls({ controls, columns: cols }, handlers);
  }

  override update(time: number): void {
    if (!this.hud || this.setup.pose) return;
    if (this.timers.length) {
      const due = this.timers.filter((d) => d.at <= time);
      this.timers = this.timers.filter((d) => d.at > time);
      for (const d of due) d.fn();
    }
    // Reduced motion: the intro's cards and emblem hold still.
    if (this.look === 'intro') this.hud.showIntro(true, this.reducedMotion ? 0 : time - this.introAt);
    if (this.celebrateAt !== null) this.hud.celebrate(time - this.celebrateAt);
    const round = this.round;
    if (round) this.animateRound(round, time);
  }

  private animateRound(round: Round, time: number): void {
    const hud = this.hud;
    if (!hud) return;
    const reduced = this.reducedMotion;
    if (round.flipAt !== null && !round.reveal && (this.look === 'dealing' || this.look === 'waiting')) {
      // Reduced motion: the whole deal flips within 200 ms (kit/motion.ts).
      const t = motionTime(time - round.flipAt, dealDuration(round.cards.length), reduced);
      round.cards.forEach((card, i) => {
        const f = flipAt(i, t);
        card.setFlip(f.face, f.scaleX);
      });
      if (this.look === 'dealing' && t >= dealDuration(round.cards.length)) this.setLook('round');
    }
    if (round.reveal) {
      const since = time - round.reveal.at;
      const t = motionTime(since, COUNT_MS, reduced);
      const wrong = round.reveal.marks.indexOf('wrong');
      const width = this.layout ? this.layout.board.width / Math.max(1, round.deal.cols) : 0;
      // Reduced motion: the wrong card is marked without a shake, the ribbon is there at once.
      if (wrong >= 0 && !reduced) round.cards[wrong]?.setOffset(shakeAt(since) * width);
      hud.setRibbon(revealLook(round.reveal.reveal), reduced ? 1 : since / RIBBON_POP_MS);
      if (since <= motionMs(COUNT_MS, reduced) + 50)
        hud.setCoins(
          countAt(round.reveal.fromCoins, round.reveal.reveal.coins, t),
          round.reveal.reveal.coins > round.reveal.fromCoins ? t / COUNT_MS : 0,
        );
      return;
    }
    if (round.frozenMs !== null) return;
    const remaining = remainingAt(round.deal.remainingMs, round.startedAt, time);
    hud.setTimer(remaining, round.deal.limitMs);
    if (tickDue(round.lastRemaining, remaining)) this.ctx.audio.play('fto.sfx-tick');
    const said = clockStep(round.lastRemaining, remaining);
    if (said !== null) this.announce('games.a11y.seconds', said);
    round.lastRemaining = remaining;
    if (remaining > 0 || round.tapped || round.timeoutSent) return;
    // The time ran out on this screen: say so once; the server decides what it means.
    round.timeoutSent = true;
    if (this.sendIntent({ round: round.deal.round, card: null })) {
      round.frozenMs = 0;
      this.setLook('waiting');
    }
  }
}
