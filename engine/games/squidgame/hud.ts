// Everything over the bridge besides the glass and the figure: the bet and
// cash-out line, the hint, the multiplier ladder beside the rows, the result
// banner and the cash-out's coins. Texts come from the chrome, translated;
// numbers are filled in here.
import type { Scene, Types } from 'phaser';
import { squidPayout } from '../../../contract/games/squidRules';
import { drawCoin } from './art';
import { coinText, fill, ladderLabels, type LadderMark } from './frame';
import { COLORS, FONT_FAMILY, type SquidLayout } from './layout';
import { coinAt, coinsOf } from './motion';
import type { SquidBoard, SquidText } from './types';

export type BannerKind = 'fell' | 'cashedOut' | 'crossed';

export interface Hud {
  /** the bet and what cashing out pays now (nothing without a bridge) */
  setBoard(board: SquidBoard | null): void;
  setHint(text: string): void;
  setLadder(marks: readonly LadderMark[], pulse: number): void;
  /** the banner, or none with null; pop 0..1 scales it in */
  setBanner(kind: BannerKind | null, board: SquidBoard | null, pop: number): void;
  /** the coins t ms into the celebration (null: none) */
  celebrate(t: number | null): void;
}

const MARK_COLOR: Record<LadderMark, string> = {
  passed: COLORS.muted,
  current: COLORS.gold,
  next: '#ffffff',
  ahead: '#6d7c99',
  lost: '#ff7b88',
};
const BANNER_TINT: Record<BannerKind, number> = { fell: 0x7a1424, cashedOut: 0x14553a, crossed: 0x6a4a08 };
const COINS = 26;

/** Coins as the chrome writes them: whole, or with both decimals (153.6 -> 153.60). */
export function createHud(scene: Scene, opts: { layout: SquidLayout; text: SquidText; seed: number }): Hud {
  const { layout: l, text } = opts;
  const u = l.unit;
  const style = (px: number, color: string, bold = true): Types.GameObjects.Text.TextStyle => ({
    fontFamily: FONT_FAMILY,
    fontSize: `${Math.round(px)}px`,
    color,
    fontStyle: bold ? 'bold' : 'normal',
    stroke: COLORS.shadow,
    strokeThickness: Math.max(1, Math.round(px * 0.14)),
  });

  const betText = scene.add.text(l.hud.left, l.hud.y, '', style(l.hud.fontPx, COLORS.text)).setOrigin(0, 0.5);
  const cashText = scene.add.text(l.hud.right, l.hud.y, '', style(l.hud.fontPx, COLORS.gold)).setOrigin(1, 0.5);
  const hint = scene.add.text(l.hint.x, l.hint.y, '', style(l.hint.fontPx, COLORS.muted, false)).setOrigin(0.5, 0);

  const labels = ladderLabels();
  const ladder = l.rows.map((row, i) =>
    scene.add.text(l.ladder.x, row.y, labels[i] ?? '', style(l.ladder.fontPx, MARK_COLOR.ahead)).setOrigin(0, 0.5),
  );
  const ladderMarker = scene.add.graphics();
  // A Text's colour change redraws its texture: only on a change of mark, not every frame.
  const shownMarks: (LadderMark | null)[] = ladder.map(() => null);
  let shownBanner: BannerKind | null = null;
  scene.add.text(l.ladder.x, l.start.y, text.start, style(l.ladder.fontPx * 0.9, COLORS.muted, false)).setOrigin(0, 0.5);
  scene.add.text(l.ladder.x, l.finish.y, text.finish, style(l.ladder.fontPx * 0.9, COLORS.gold, false)).setOrigin(0, 0.5);

  const b = l.banner;
  const banner = scene.add.graphics().setDepth(6).setVisible(false);
  const bannerTitle = scene.add
    .text(b.x, b.y - b.height * 0.17, '', { ...style(24 * u, '#ffffff'), align: 'center' })
    .setOrigin(0.5, 0.5)
    .setDepth(6.1);
  const bannerAmount = scene.add
    .text(b.x, b.y + b.height * 0.24, '', style(20 * u, COLORS.gold))
    .setOrigin(0.5, 0.5)
    .setDepth(6.1);

  const coins = coinsOf(COINS, opts.seed).map((coin) => ({
    coin,
    g: drawCoin(scene, 16 * u)
      .setDepth(7)
      .setVisible(false),
  }));

  return {
    setBoard(board) {
      betText.setText(board ? fill(text.bet, board.bet) : '');
      const pays = board && board.state === 'open' && board.safe > 0 ? squidPayout(board.bet, board.safe) : null;
      cashText.setText(pays === null ? '' : fill(text.cashout, coinText(pays)));
    },
    setHint(line) {
      hint.setText(line);
    },
    setLadder(marks, pulse) {
      ladderMarker.clear();
      marks.forEach((mark, i) => {
        const label = ladder[i];
        if (!label) return;
        if (shownMarks[i] !== mark) label.setColor(MARK_COLOR[mark]);
        shownMarks[i] = mark;
        label.setScale(mark === 'current' ? 1.15 : mark === 'next' ? 1 + 0.06 * pulse : 1);
        if (mark === 'current' || mark === 'next' || mark === 'lost') {
          // A pill behind the label: gold for the cash-out now, white for the step to take.
          ladderMarker.fillStyle(
            mark === 'current' ? COLORS.goldHex : mark === 'lost' ? COLORS.broken : 0xffffff,
            mark === 'next' ? 0.1 + 0.08 * pulse : 0.18,
          );
          ladderMarker.fillRoundedRect(
            l.ladder.x - 5 * u,
            label.y - label.height * 0.62,
            l.ladder.width,
            label.height * 1.24,
            label.height * 0.4,
          );
        }
      });
    },
    setBanner(kind, board, pop) {
      banner.clear();
      banner.setVisible(kind !== null);
      bannerTitle.setVisible(kind !== null);
      bannerAmount.setVisible(kind !== null);
      if (!kind) return;
      const p = Math.min(1, Math.max(0, pop));
      const scale = p >= 1 ? 1 : 0.7 + 0.3 * p + 0.12 * Math.sin(p * Math.PI);
      const w = b.width * scale;
      const h = b.height * scale;
      banner.fillStyle(BANNER_TINT[kind], 0.94);
      banner.fillRoundedRect(b.x - w / 2, b.y - h / 2, w, h, 16 * u);
      banner.lineStyle(3 * u, kind === 'fell' ? COLORS.broken : COLORS.goldHex, 1);
      banner.strokeRoundedRect(b.x - w / 2, b.y - h / 2, w, h, 16 * u);
      bannerTitle.setText(kind === 'fell' ? text.fell : kind === 'crossed' ? text.crossed : text.cashedOut).setScale(scale);
      bannerAmount
        .setText(kind === 'fell' ? `-${coinText(board?.bet ?? 0)}` : fill(text.won, coinText(board?.payout ?? 0)))
        .setScale(scale);
      if (shownBanner !== kind) bannerAmount.setColor(kind === 'fell' ? '#ffb3bb' : COLORS.gold);
      shownBanner = kind;
    },
    celebrate(t) {
      for (const { coin, g } of coins) {
        const at = t === null ? null : coinAt(coin, t);
        g.setVisible(at?.visible ?? false);
        if (at?.visible) g.setPosition(b.x + at.x * l.width, b.y + at.y * l.width).setScale(at.scaleX, 1);
      }
    },
  };
}
