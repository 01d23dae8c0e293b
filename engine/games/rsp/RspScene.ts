// Rock scissor paper: the table of a best-of-3 match. The chrome takes the
// bet and searches; the scene shows the search (a radar sweeping while the
// opponent's slot shuffles hands, the seconds until the house steps in), the
// opponent's card (a person, or the house with its own badge), the
// countdown, the three hand buttons and the round's timer ring on the
// server's clock, "waiting" / "opponent is ready", the clash that reveals
// both hands, the score pips, the "Final round" banner and the ending. The
// scene never decides a round: it shows the server's view (pushes) and sends
// the tapped hand (intent) through the 300 ms double-tap guard.
// States (data-rsp-state): idle -> searching -> countdown -> choosing -> waiting -> reveal -> ... -> won | lost | void.
import type { GameObjects, Types } from 'phaser';
import type { MsgKey } from '../../../contract/errors';
import type { RspMatchView, RspRoundView } from '../../../contract/games/rsp';
import { RSP_WINS_NEEDED, type Hand } from '../../../contract/games/rspRules';
import type { SceneContext } from '../../core/game';
import { SceneBase } from '../../core/sceneBase';
import { drawBackdrop, drawHand, drawHouseIcon, drawPips, drawPlayerIcon, drawRing } from './art';
import { coinText, fill, lookOf, roundOutcome, type RspLook } from './frame';
import { COLORS, FONT_FAMILY, rspLayout, type RspLayout } from './layout';
import { BANNER_POP_MS, CLASH_MS, FINAL_BANNER_MS, SHAKE_MS, clashAt, popScale, pulse, radarAngle, shuffledHand } from './motion';
import { handControls, hear, NOTHING_HEARD, pickWords, type RspHeard } from './speech';
import { RSP_ASSETS, type RspPayloads, type RspScenePush, type RspSceneState, type RspSetup } from './types';

/** The last seconds of a round tick. */
const URGENT_S = 3;

interface Objects {
  pips: GameObjects.Graphics;
  youLabel: GameObjects.Text;
  opponentLabel: GameObjects.Text;
  roundText: GameObjects.Text;
  card: GameObjects.Graphics;
  cardName: GameObjects.Text;
  cardStatus: GameObjects.Text;
  arena: GameObjects.Graphics;
  opponentHand: GameObjects.Graphics;
  yourHand: GameObjects.Graphics;
  ringText: GameObjects.Text;
  line: GameObjects.Text;
  buttons: { hand: Hand; ring: GameObjects.Graphics; icon: GameObjects.Graphics; label: GameObjects.Text }[];
  banner: GameObjects.Graphics;
  bannerTitle: GameObjects.Text;
  bannerAmount: GameObjects.Text;
}

export class RspScene extends SceneBase<RspPayloads> {
  protected readonly assetKeys: readonly string[] = RSP_ASSETS;
  private readonly setup: RspSetup;
  private layout: RspLayout | null = null;
  private o: Objects | null = null;
  private push: RspScenePush = { kind: 'idle' };
  /** the server's clock less the scene's, from the last push */
  private offset = 0;
  /** rounds of this match already revealed on screen: one more in a push is clashed in */
  private shown: { matchId: number; rounds: number } | null = null;
  private clash: { round: RspRoundView; at: number; sounded: boolean } | null = null;
  /** when the ending's banner popped (after the clash) */
  private endAt: number | null = null;
  /** the hand tapped while the server is asked */
  private pending: { round: number; hand: Hand } | null = null;
  private state: RspSceneState | null = null;
  private lastSecond: number | null = null;
  /** what the live region has said of this table, and the hands last offered as buttons */
  private heard: RspHeard = NOTHING_HEARD;
  private offered: string | null = null;

  constructor(ctx: SceneContext<RspPayloads>, setup: RspSetup) {
    super(ctx, 'rsp');
    this.setup = setup;
  }

  protected build(): void {
    const l = rspLayout(this.scale.width, this.scale.height, this.setup.pixelRatio);
    this.layout = l;
    drawBackdrop(this, l, this.setup.seed ?? 1);
    this.o = this.makeObjects(l);
    const pose = this.setup.pose;
    if (pose) {
      this.apply(pose, 0);
      this.draw(0);
      return;
    }
    for (const b of l.buttons) {
      const hit = this.add.circle(b.x, b.y, b.radius, 0xffffff, 0.001).setDepth(5);
      this.onTap(hit, () => this.pick(b.hand));
    }
    this.draw(this.time.now);
  }

  private makeObjects(l: RspLayout): Objects {
    const u = l.unit;
    const t = this.setup.text;
    const style = (px: number, color: string, bold = true): Types.GameObjects.Text.TextStyle => ({
      fontFamily: FONT_FAMILY,
      fontSize: `${Math.round(px)}px`,
      color,
      fontStyle: bold ? 'bold' : 'normal',
      stroke: COLORS.shadow,
      strokeThickness: Math.max(1, Math.round(px * 0.14)),
    });
    const s = l.score;
    return {
      pips: this.add.graphics(),
      youLabel: this.add.text(s.left, s.y, t.you, style(s.fontPx, COLORS.text)).setOrigin(0, 0.5),
      opponentLabel: this.add.text(s.right, s.y, '', style(s.fontPx, COLORS.text)).setOrigin(1, 0.5),
      roundText: this.add.text(l.cx, s.y, '', style(s.fontPx, COLORS.muted)).setOrigin(0.5, 0.5),
      card: this.add.graphics(),
      cardName: this.add
        .text(l.card.x - l.card.width / 2 + l.card.icon + 22 * u, l.card.y, '', style(l.card.fontPx, COLORS.text))
        .setOrigin(0, 0.5),
      cardStatus: this.add
        .text(l.card.x + l.card.width / 2 - 12 * u, l.card.y, '', style(l.card.fontPx * 0.8, '#7dffb0', false))
        .setOrigin(1, 0.5),
      arena: this.add.graphics().setDepth(1),
      opponentHand: this.add.graphics().setPosition(l.opponentHand.x, l.opponentHand.y).setAngle(180).setDepth(2),
      yourHand: this.add.graphics().setPosition(l.yourHand.x, l.yourHand.y).setDepth(2),
      ringText: this.add.text(l.ring.x, l.ring.y, '', style(l.ring.fontPx, COLORS.text)).setOrigin(0.5, 0.5).setDepth(3),
      line: this.add
        .text(l.cx, l.line.y, '', { ...style(l.line.fontPx, COLORS.text), align: 'center' })
        .setOrigin(0.5, 0)
        .setDepth(3),
      buttons: l.buttons.map((b) => {
        const ring = this.add.graphics().setDepth(4);
        const icon = this.add
          .graphics()
          .setPosition(b.x, b.y - b.radius * 0.12)
          .setDepth(4);
        drawHand(icon, b.hand, b.radius * 1.25, COLORS.you);
        const label = this.add
          .text(b.x, b.labelY, t[b.hand], style(13 * u, COLORS.text, false))
          .setOrigin(0.5, 0.5)
          .setDepth(4);
        return { hand: b.hand, ring, icon, label };
      }),
      banner: this.add.graphics().setDepth(6),
      bannerTitle: this.add
        .text(l.banner.x, l.banner.y - l.banner.height * 0.17, '', { ...style(26 * u, '#ffffff'), align: 'center' })
        .setOrigin(0.5)
        .setDepth(6.1),
      bannerAmount: this.add
        .text(l.banner.x, l.banner.y + l.banner.height * 0.24, '', style(20 * u, COLORS.gold))
        .setOrigin(0.5)
        .setDepth(6.1),
    };
  }

  protected override pushed(payload: RspScenePush): void {
    if (this.setup.pose) return;
    this.apply(payload, this.time.now);
  }

  protected showOutcome(moved: RspPayloads['outcome']): void {
    this.apply({ kind: 'match', match: moved.match, serverNow: moved.serverNow }, this.time.now);
  }

  protected override refused(_reason: MsgKey): void {
    // Nothing was recorded: the player may pick again while the round is open (the chrome says why).
    this.pending = null;
  }

  private serverMs(): number {
    return this.ctx.now().getTime() + this.offset;
  }

  /** Take the server's latest view: a new round revealed is clashed in, a new ending pops its banner. */
  private apply(push: RspScenePush, now: number): void {
    if (push.kind !== 'idle') this.offset = Date.parse(push.serverNow) - this.ctx.now().getTime();
    const before = this.push;
    this.push = push;
    if (push.kind !== 'match') {
      this.shown = null;
      this.clash = null;
      this.endAt = null;
      this.pending = null;
      return;
    }
    const { match } = push;
    const last = match.rounds.at(-1);
    if (this.shown?.matchId === match.id && match.rounds.length > this.shown.rounds && last) {
      // Reduced motion: no shake and clash, the round's hands are shown at once.
      this.clash = this.reducedMotion ? null : { round: last, at: now, sounded: false };
      if (this.clash) this.motionMs(CLASH_MS);
    } else if (this.shown?.matchId !== match.id) {
      this.clash = null;
    }
    this.shown = { matchId: match.id, rounds: match.rounds.length };
    const endedBefore = before.kind === 'match' && before.match.id === match.id && before.match.result !== null;
    if (match.result && !endedBefore) this.endAt = this.clash ? this.clash.at + CLASH_MS : now;
    if (!match.result) this.endAt = null;
    if (this.pending && (match.current?.round !== this.pending.round || match.current.yourHand)) this.pending = null;
  }

  /** The player's tap on a hand: once per round, while it is open. */
  private pick(hand: Hand): void {
    const look = this.currentLook(this.time.now);
    if (look.state !== 'choosing' || look.round === null) return;
    if (!this.sendIntent({ round: look.round, hand })) return;
    this.pending = { round: look.round, hand };
    this.ctx.audio.play('rsp.sfx-tap');
    this.say(pickWords(this.setup.text, hand));
  }

  /** The server's view at this instant, with what only the screen knows: a clash still running, a tap still asked. */
  private currentLook(time: number): RspLook {
    const look = lookOf(this.push, this.serverMs());
    if (this.clash && !clashAt(time - this.clash.at).done)
      return { ...look, state: 'reveal', revealed: this.clash.round, seconds: null, ring: 0 };
    if (this.pending && look.state === 'choosing') return { ...look, state: 'waiting', yourHand: this.pending.hand };
    return look;
  }

  private setState(state: RspSceneState, round: number | null): void {
    const data = this.game.canvas.dataset;
    if (this.state !== state) {
      this.state = state;
      data.rspState = state;
      if ((state === 'won' || state === 'lost') && !this.setup.pose) this.ctx.audio.play(state === 'won' ? 'rsp.sfx-win' : 'rsp.sfx-lose');
    }
    data.rspRound = round === null ? '' : String(round);
  }

  /** A pinned pose, or reduced motion: no radar, shuffling, pulses or pop-ins. */
  private get still(): boolean {
    return this.setup.pose !== undefined || this.reducedMotion;
  }

  override update(time: number): void {
    if (!this.layout || this.setup.pose) return;
    this.draw(time);
  }

  private draw(time: number): void {
    const l = this.layout;
    const o = this.o;
    if (!l || !o) return;
    const look = this.currentLook(time);
    const t = this.setup.text;
    this.setState(look.state, look.round);
    this.sounds(look, time);
    const push = this.push;
    const match = push.kind === 'match' ? push.match : null;
    if (!this.setup.pose) this.speak(look, match, time);
    const still = this.still;

    // The score line and the opponent's card.
    o.pips.clear();
    o.card.clear();
    o.youLabel.setVisible(match !== null);
    o.opponentLabel.setVisible(match !== null);
    const s = l.score;
    // The round's words sit between the two rows of pips, smaller where they would reach them
    // ("Round 2" ran over The House's first pip in English).
    let between = { x: l.cx, width: l.width };
    if (match) {
      const youPips = s.left + o.youLabel.width + 10 * l.unit + s.pip;
      drawPips(o.pips, youPips, s.y, s.pip, match.score.you, RSP_WINS_NEEDED, COLORS.you, false);
      o.opponentLabel.setText(match.opponent === 'house' ? t.house : t.player);
      const theirPips = s.right - o.opponentLabel.width - 10 * l.unit - s.pip;
      drawPips(
        o.pips,
        theirPips,
        s.y,
        s.pip,
        match.score.opponent,
        RSP_WINS_NEEDED,
        match.opponent === 'house' ? COLORS.house : COLORS.opponent,
        true,
      );
      const reach = (RSP_WINS_NEEDED - 1) * 3 * s.pip + s.pip + 8 * l.unit;
      between = { x: (youPips + theirPips) / 2, width: Math.max(0, theirPips - youPips - 2 * reach) };
    }
    const finalBanner =
      look.final && (look.state === 'choosing' || look.state === 'waiting') && match?.current
        ? this.serverMs() - Date.parse(match.current.startsAt) < FINAL_BANNER_MS
        : false;
    o.roundText.setText(look.final ? t.finalRound : look.round !== null ? fill(t.round, look.round) : '');
    o.roundText
      .setColor(look.final ? COLORS.gold : COLORS.muted)
      .setScale(1)
      .setX(between.x);
    if (o.roundText.width > between.width) o.roundText.setScale(Math.max(0.6, between.width / o.roundText.width));
    const c = l.card;
    const cardShown = push.kind !== 'idle';
    o.cardName.setVisible(cardShown);
    o.cardStatus.setVisible(cardShown);
    if (cardShown) {
      o.card.fillStyle(0x0b0820, 0.78);
      o.card.fillRoundedRect(c.x - c.width / 2, c.y - c.height / 2, c.width, c.height, 14 * l.unit);
      o.card.lineStyle(2 * l.unit, match?.opponent === 'house' ? COLORS.house : COLORS.opponent, 0.8);
      o.card.strokeRoundedRect(c.x - c.width / 2, c.y - c.height / 2, c.width, c.height, 14 * l.unit);
      const iconX = c.x - c.width / 2 + 12 * l.unit + c.icon / 2;
      if (!match) {
        // Searching: the badge slot sweeps like a radar.
        o.card.lineStyle(2 * l.unit, COLORS.opponent, 0.9);
        o.card.strokeCircle(iconX, c.y, c.icon / 2);
        const a = radarAngle(still ? 600 : time);
        o.card.lineBetween(iconX, c.y, iconX + (Math.cos(a) * c.icon) / 2, c.y + (Math.sin(a) * c.icon) / 2);
        o.cardName.setText(t.searching);
        o.cardStatus.setText('');
      } else {
        if (match.opponent === 'house') drawHouseIcon(o.card, iconX, c.y, c.icon);
        else drawPlayerIcon(o.card, iconX, c.y, c.icon);
        o.cardName.setText(match.opponent === 'house' ? t.house : t.player);
        o.cardStatus.setText(look.opponentReady && (look.state === 'choosing' || look.state === 'waiting') ? `✓ ${t.opponentReady}` : '');
      }
    }

    this.drawArena(look, time, match?.opponent === 'house' ? COLORS.house : COLORS.opponent);
    this.drawButtons(look, time);
    this.drawLine(look, push);
    this.drawBanner(look, finalBanner, time);
  }

  private drawArena(look: RspLook, time: number, opponentColor: number): void {
    const l = this.layout;
    const o = this.o;
    if (!l || !o) return;
    const still = this.still;
    const g = o.arena;
    g.clear();
    o.opponentHand.clear();
    o.yourHand.clear();
    const r = l.ring;
    o.opponentHand.setPosition(l.opponentHand.x, l.opponentHand.y);
    o.yourHand.setPosition(l.yourHand.x, l.yourHand.y);
    if (look.state === 'idle') {
      o.ringText.setText('');
      drawHand(o.yourHand, 'fist', l.hand, COLORS.you, 0.35);
      drawHand(o.opponentHand, 'fist', l.hand, opponentColor, 0.35);
      return;
    }
    if (look.state === 'searching') {
      // A radar sweeping round the ring while the opponent's slot shuffles hands.
      const a = radarAngle(still ? 600 : time);
      const reach = r.radius * 2.2;
      g.lineStyle(2 * l.unit, COLORS.opponent, 0.25);
      g.strokeCircle(r.x, r.y, reach);
      g.strokeCircle(r.x, r.y, reach * 0.66);
      g.fillStyle(COLORS.opponent, 0.16);
      g.slice(r.x, r.y, reach, a - 0.6, a, false);
      g.fillPath();
      drawRing(g, r.x, r.y, r.radius, look.ring, l.unit, false);
      o.ringText.setText(String(look.seconds ?? ''));
      drawHand(o.opponentHand, shuffledHand(still ? 0 : time), l.hand, opponentColor, 0.75);
      drawHand(o.yourHand, 'fist', l.hand, COLORS.you, 0.6);
      return;
    }
    const revealed =
      look.state === 'reveal' || look.state === 'won' || look.state === 'lost' || look.state === 'void' ? look.revealed : null;
    if (revealed) {
      const clash = this.clash && !still ? clashAt(time - this.clash.at) : clashAt(CLASH_MS);
      const lift = clash.bob * l.hand * 0.25;
      const reach = clash.reach * l.hand * 0.3;
      o.opponentHand.setPosition(l.opponentHand.x, l.opponentHand.y - lift + reach);
      o.yourHand.setPosition(l.yourHand.x, l.yourHand.y - lift - reach);
      const outcome = roundOutcome(revealed);
      const dim = (won: boolean) => (clash.shown && outcome !== 'draw' && !won ? 0.55 : 1);
      drawHand(
        o.opponentHand,
        clash.shown ? (revealed.opponent ?? 'fist') : 'fist',
        l.hand,
        opponentColor,
        clash.shown && revealed.opponent === null ? 0.25 : dim(outcome === 'lost'),
      );
      drawHand(
        o.yourHand,
        clash.shown ? (revealed.you ?? 'fist') : 'fist',
        l.hand,
        COLORS.you,
        clash.shown && revealed.you === null ? 0.25 : dim(outcome === 'won'),
      );
      if (clash.flash > 0) {
        g.fillStyle(0xffffff, 0.7 * clash.flash);
        g.fillCircle(r.x, r.y, r.radius * (1.2 + clash.flash));
      }
      // Between rounds the ring counts the break down; the revealed hands stay until the next round.
      o.ringText.setText('');
      return;
    }
    const urgent = look.state === 'choosing' && look.seconds !== null && look.seconds <= URGENT_S;
    drawRing(g, r.x, r.y, r.radius, look.ring, l.unit, urgent);
    o.ringText.setText(look.seconds === null ? '' : String(look.seconds));
    // The opponent's hand stays a closed fist until the reveal: its readiness shows as a glow.
    if (look.opponentReady) {
      g.fillStyle(COLORS.won, 0.18);
      g.fillCircle(l.opponentHand.x, l.opponentHand.y, l.hand * 0.55);
    }
    drawHand(o.opponentHand, 'fist', l.hand, opponentColor, look.opponentReady ? 1 : 0.6);
    drawHand(o.yourHand, look.yourHand ?? 'fist', l.hand, COLORS.you, look.yourHand ? 1 : 0.4);
  }

  private drawButtons(look: RspLook, time: number): void {
    const l = this.layout;
    const o = this.o;
    if (!l || !o) return;
    const inMatch =
      look.state !== 'idle' && look.state !== 'searching' && look.state !== 'won' && look.state !== 'lost' && look.state !== 'void';
    const choosing = look.state === 'choosing';
    const glow = this.still ? 1 : pulse(time);
    o.buttons.forEach((b, i) => {
      const spot = l.buttons[i];
      b.ring.clear();
      b.ring.setVisible(inMatch);
      b.icon.setVisible(inMatch);
      b.label.setVisible(inMatch);
      if (!inMatch || !spot) return;
      const picked = look.yourHand === b.hand;
      const alpha = choosing || picked ? 1 : 0.4;
      b.ring.fillStyle(picked ? 0x5a3a00 : 0x140f33, 0.92);
      b.ring.fillCircle(spot.x, spot.y, spot.radius);
      b.ring.lineStyle(3 * l.unit, picked ? COLORS.goldHex : COLORS.you, choosing ? 0.55 + 0.45 * glow : picked ? 1 : 0.35);
      b.ring.strokeCircle(spot.x, spot.y, spot.radius);
      b.icon.setAlpha(alpha);
      b.label.setAlpha(alpha);
    });
  }

  private drawLine(look: RspLook, push: RspScenePush): void {
    const o = this.o;
    if (!o) return;
    const t = this.setup.text;
    let line = '';
    if (look.state === 'idle') line = t.placeBet;
    else if (look.state === 'searching') line = fill(t.houseIn, look.seconds ?? 0);
    else if (look.state === 'choosing') line = t.choose;
    else if (look.state === 'waiting') line = look.opponentReady ? t.opponentReady : t.waiting;
    else if (
      look.state === 'reveal' &&
      look.revealed &&
      !(this.clash && !clashAt(this.time.now - this.clash.at).shown && !this.setup.pose)
    ) {
      const r = look.revealed;
      const outcome = roundOutcome(r);
      line = outcome === 'won' ? t.roundWon : outcome === 'lost' ? t.roundLost : t.roundDraw;
      if (r.you === null || r.opponent === null) line = `${line}\n${t.noMove}`;
    } else if (look.state === 'countdown' && push.kind === 'match') line = fill(t.round, 1);
    o.line.setText(line);
  }

  private drawBanner(look: RspLook, finalBanner: boolean, time: number): void {
    const l = this.layout;
    const o = this.o;
    if (!l || !o) return;
    const t = this.setup.text;
    const match = this.push.kind === 'match' ? this.push.match : null;
    const ended = (look.state === 'won' || look.state === 'lost' || look.state === 'void') && match?.result;
    const show = ended || finalBanner;
    o.banner.clear();
    o.bannerTitle.setVisible(Boolean(show));
    o.bannerAmount.setVisible(Boolean(ended));
    if (!show) return;
    // The ending pops in; the final round's banner is up only for its first moments.
    const since = ended && !this.still ? time - (this.endAt ?? time) : BANNER_POP_MS;
    const scale = popScale(since);
    const b = l.banner;
    const h = (ended ? b.height : b.height * 0.6) * scale;
    const w = b.width * scale;
    const tint = look.state === 'won' ? 0x14553a : look.state === 'lost' ? 0x7a1424 : ended ? 0x3a3a5a : 0x6a4a08;
    o.banner.fillStyle(tint, 0.94);
    o.banner.fillRoundedRect(b.x - w / 2, b.y - h / 2, w, h, 16 * l.unit);
    o.banner.lineStyle(3 * l.unit, look.state === 'lost' ? COLORS.lost : COLORS.goldHex, 1);
    o.banner.strokeRoundedRect(b.x - w / 2, b.y - h / 2, w, h, 16 * l.unit);
    o.bannerTitle.setY(ended ? b.y - b.height * 0.17 : b.y).setScale(scale);
    if (!ended || !match?.result) {
      o.bannerTitle.setText(t.finalRound);
      return;
    }
    const { outcome, payout } = match.result;
    o.bannerTitle.setText(outcome === 'won' ? t.won : outcome === 'lost' ? t.lost : t.void);
    o.bannerAmount.setText(outcome === 'lost' ? fill(t.stake, coinText(match.bet)) : fill(t.payout, coinText(payout))).setScale(scale);
    o.bannerAmount.setColor(outcome === 'lost' ? '#ffb3bb' : COLORS.gold);
  }

  /** The hands as buttons when what they offer changes, and what this frame adds to the live region. */
  private speak(look: RspLook, match: RspMatchView | null, time: number): void {
    const controls = handControls(look);
    const offer = controls.map((c) => c.enabled).join();
    if (offer !== this.offered) {
      this.offered = offer;
      this.offerControls(
        { columns: controls.length || 1, controls },
        { rock: () => this.pick('rock'), scissor: () => this.pick('scissor'), paper: () => this.pick('paper') },
      );
    }
    const handsShown = !this.clash || clashAt(time - this.clash.at).shown;
    const msLeft = look.state === 'choosing' && match?.current ? Date.parse(match.current.deadline) - this.serverMs() : null;
    const { heard, words } = hear(this.heard, { look, match, handsShown, msLeft }, this.setup.text);
    this.heard = heard;
    this.say(words);
  }

  /** The clash's hit, and a tick each second of the countdown and of a round's last seconds. */
  private sounds(look: RspLook, time: number): void {
    if (this.setup.pose) return;
    const clash = this.clash;
    if (clash && !clash.sounded && time - clash.at >= SHAKE_MS) {
      clash.sounded = true;
      this.ctx.audio.play('rsp.sfx-clash');
    }
    const ticking = look.state === 'countdown' || (look.state === 'choosing' && look.seconds !== null && look.seconds <= URGENT_S);
    const second = ticking ? look.seconds : null;
    if (second !== null && second > 0 && second !== this.lastSecond) this.ctx.audio.play('rsp.sfx-tick');
    this.lastSecond = second;
  }
}
