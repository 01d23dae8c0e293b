// Everything on the board besides the cards: the round and coin counter, the
// timer bar with its seconds, the result ribbon, the intro (emblem and a calm
// grid of card backs) and the end-of-play summary with its confetti. Texts
// come from the chrome, already translated; numbers are filled in here.
import type { GameObjects, Scene, Types } from 'phaser';
import { fill } from './frame';
import { COLORS, FONT_FAMILY, gridLayout, type FtoLayout } from './layout';
import { confettiAt, confettiPieces, secondsShown, timerFraction, timerMood, type ConfettiPiece } from './motion';
import type { FtoSummary, FtoText } from './types';

export type RibbonKind = 'correct' | 'wrong' | 'timeout';

export interface Hud {
  /** the header line: round n of N (hidden with null) and the coins */
  setRound(round: number | null, rounds: number): void;
  setCoins(coins: number, bump: number): void;
  /** the bar, or no bar with null */
  setTimer(remaining: number | null, limitMs: number): void;
  setRibbon(kind: RibbonKind | null, pop: number): void;
  /** the intro's emblem and backs; t drives their slow breathing */
  showIntro(visible: boolean, t: number): void;
  showSummary(summary: FtoSummary | null): void;
  /** confetti t ms into the celebration (a summary with coins) */
  celebrate(t: number): void;
}

const RIBBON_TINT: Record<RibbonKind, number> = { correct: COLORS.right, wrong: COLORS.wrong, timeout: 0xffa23a };
const CONFETTI = 60;

export function createHud(scene: Scene, opts: { layout: FtoLayout; text: FtoText; seed: number }): Hud {
  const { layout: l, text } = opts;
  const u = l.unit;
  const style = (px: number, color: string, bold = true): Types.GameObjects.Text.TextStyle => ({
    fontFamily: FONT_FAMILY,
    fontSize: `${Math.round(px)}px`,
    color,
    fontStyle: bold ? 'bold' : 'normal',
    stroke: COLORS.shadow,
    strokeThickness: Math.max(1, Math.round(px * 0.12)),
  });

  const roundText = scene.add.text(l.header.left, l.header.y, '', style(l.header.fontPx, COLORS.text)).setOrigin(0, 0.5);
  const seconds = scene.add.text(l.width / 2, l.header.y, '', style(l.header.fontPx * 1.15, COLORS.text)).setOrigin(0.5, 0.5);
  const coinCount = scene.add.text(l.header.right, l.header.y, '', style(l.header.fontPx, COLORS.gold)).setOrigin(1, 0.5);
  const coinSize = l.header.fontPx * 1.35;
  const coin = scene.add.image(0, l.header.y, 'fto.coin').setDisplaySize(coinSize, coinSize);
  const coinScale = coin.scaleX;
  const coinLabel = scene.add.text(0, l.header.y, text.coins, style(l.header.fontPx * 0.75, COLORS.muted, false)).setOrigin(1, 0.5);

  const bar = scene.add.graphics();

  const ribbon = scene.add.image(l.ribbon.x, l.ribbon.y, 'fto.ribbon').setDisplaySize(l.ribbon.width, l.ribbon.height).setVisible(false);
  const ribbonBase = { x: ribbon.scaleX, y: ribbon.scaleY };
  const ribbonText = scene.add
    .text(l.ribbon.x, l.ribbon.y - 2 * u, '', style(20 * u, '#ffffff'))
    .setOrigin(0.5, 0.5)
    .setVisible(false);
  ribbon.setDepth(4);
  ribbonText.setDepth(4);

  // The intro: the emblem and its hint over two calm rows of card backs.
  const backs = gridLayout(l.intro.backs, 8, 4, 1, u).map((r) => ({
    image: scene.add
      .image(r.x, r.y, 'fto.card-back')
      .setDisplaySize(r.width * 0.82, r.height * 0.82)
      .setAlpha(0.45)
      .setVisible(false),
    y: r.y,
  }));
  const e = l.intro.emblem;
  const emblem = scene.add.image(e.x, e.y, 'fto.emblem').setDisplaySize(e.width, e.height).setVisible(false);
  const emblemScale = emblem.scaleX;
  const hint = scene.add
    .text(l.width / 2, l.intro.hintY, text.tapToStart ?? '', {
      ...style(17 * u, COLORS.text),
      align: 'center',
      wordWrap: { width: l.board.width * 0.9 },
    })
    .setOrigin(0.5, 0)
    .setVisible(false);

  // The summary: a panel, a trophy, the count found and the coins earned.
  const p = l.panel;
  const dim = scene.add.rectangle(l.width / 2, l.height / 2, l.width, l.height, 0x02090e, 0.5).setVisible(false);
  const panel = scene.add.image(p.x, p.y, 'fto.panel').setDisplaySize(p.width, p.height).setVisible(false);
  const trophy = scene.add
    .image(p.x, p.y - p.height * 0.17, 'fto.trophy')
    .setDisplaySize(p.width * 0.42, p.width * 0.42)
    .setVisible(false);
  const foundText = scene.add
    .text(p.x, p.y + p.height * 0.13, '', { ...style(20 * u, COLORS.text), align: 'center', wordWrap: { width: p.width * 0.84 } })
    .setOrigin(0.5, 0.5)
    .setVisible(false);
  const earnedText = scene.add
    .text(p.x, p.y + p.height * 0.3, '', style(28 * u, COLORS.gold))
    .setOrigin(0.5, 0.5)
    .setVisible(false);
  // Over the cards of the last round, which stay dealt under the summary.
  [dim, panel, trophy, foundText, earnedText].forEach((o, i) => o.setDepth(5 + i * 0.01));

  const pieces: ConfettiPiece[] = confettiPieces(CONFETTI, opts.seed);
  const confetti: GameObjects.Image[] = pieces.map((piece) =>
    scene.add
      .image(0, 0, 'fto.confetti')
      .setDisplaySize(9 * u, 5 * u)
      .setTint(piece.color)
      .setVisible(false)
      .setDepth(10),
  );

  return {
    setRound(round, rounds) {
      roundText.setText(round === null ? '' : fill(text.round, round, rounds));
    },
    setCoins(coins, bump) {
      coinCount.setText(String(coins));
      coin.setX(coinCount.x - coinCount.width - coinSize * 0.65);
      coinLabel.setX(coin.x - coinSize * 0.65);
      coin.setScale(coinScale * (1 + 0.35 * Math.sin(Math.min(1, Math.max(0, bump)) * Math.PI)));
    },
    setTimer(remaining, limitMs) {
      bar.clear();
      seconds.setText(remaining === null ? '' : String(secondsShown(remaining)));
      if (remaining === null) return;
      const t = l.timer;
      const left = t.x - t.width / 2;
      const top = t.y - t.height / 2;
      bar.fillStyle(COLORS.track, 0.85);
      bar.fillRoundedRect(left, top, t.width, t.height, t.height / 2);
      const mood = timerMood(remaining, limitMs);
      const width = t.width * timerFraction(remaining, limitMs);
      seconds.setColor(mood === 'urgent' ? '#ff6b78' : COLORS.text);
      if (width < 1) return;
      bar.fillStyle(mood === 'urgent' ? COLORS.timerUrgent : mood === 'late' ? COLORS.timerLate : COLORS.timerCalm, 1);
      bar.fillRoundedRect(left, top, Math.max(width, t.height), t.height, t.height / 2);
      bar.fillStyle(0xffffff, 0.25);
      bar.fillRoundedRect(
        left + t.height * 0.3,
        top + t.height * 0.18,
        Math.max(0, width - t.height * 0.6),
        t.height * 0.28,
        t.height * 0.14,
      );
    },
    setRibbon(kind, pop) {
      ribbon.setVisible(kind !== null);
      ribbonText.setVisible(kind !== null);
      if (!kind) return;
      ribbon.setTint(RIBBON_TINT[kind]);
      ribbonText.setText(kind === 'correct' ? text.correct : kind === 'wrong' ? text.wrong : text.timeUp);
      // A pop-in: from 70% with a little overshoot, done at pop = 1.
      const s = Math.min(1, Math.max(0, pop));
      const scale = s >= 1 ? 1 : 0.7 + 0.3 * s + 0.12 * Math.sin(s * Math.PI);
      ribbon.setScale(ribbonBase.x * scale, ribbonBase.y * scale);
      ribbonText.setScale(scale);
    },
    showIntro(visible, t) {
      emblem.setVisible(visible);
      hint.setVisible(visible && hint.text !== '');
      backs.forEach((b, i) => b.image.setVisible(visible).setY(b.y + Math.sin(t / 900 + i * 0.7) * 3 * u));
      emblem.setScale(emblemScale * (1 + 0.025 * Math.sin(t / 700)));
    },
    showSummary(summary) {
      for (const o of [dim, panel, trophy, foundText, earnedText]) o.setVisible(summary !== null);
      if (!summary) {
        for (const c of confetti) c.setVisible(false);
        return;
      }
      foundText.setText(fill(text.finished, summary.correct, summary.rounds));
      earnedText.setText(fill(text.earned, summary.coins));
      trophy.setAlpha(summary.coins > 0 ? 1 : 0.45);
    },
    celebrate(t) {
      pieces.forEach((piece, i) => {
        const at = confettiAt(piece, t);
        confetti[i]
          ?.setVisible(at.visible)
          .setPosition(at.x * l.width, at.y * l.height)
          .setAngle(at.angle);
      });
    },
  };
}
