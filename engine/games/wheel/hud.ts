// What the wheel says besides its slots: the result banners (per-language art
// from the manifest) with the prize, the maintenance overlay, and the lines
// under the wheel (a hint for the classic wheel; spins left and the countdown
// to the next spin for V2). Texts come from the chrome, already translated.
import type { GameObjects, Scene } from 'phaser';
import { FONT_FAMILY, type WheelLayout, type WheelTheme } from './layout';
import { TEX } from './wheelArt';
import type { WheelStatus, WheelText, WheelVariant } from './types';

export type BannerKind = 'win' | 'lose' | 'maintenance';

export interface Hud {
  showBanner(kind: BannerKind | null, prize: string, animate: boolean): void;
  /** redraws the lines under the wheel (the scene calls it on a status change and once a second) */
  setStatus(status: WheelStatus | null, nowMs: number, idle: boolean): void;
  /** rays behind the win banner turn slowly; angle in degrees */
  turnRays(angle: number): void;
}

/**
 * The two lines under the wheel. The classic wheel invites a tap only while a
 * spin is there to take (no spins left, or a standing not yet known, leaves the
 * line empty: the chrome says spins left and how to earn one); V2 shows spins
 * left and the countdown.
 */
export function hudLines(
  opts: { variant: WheelVariant; text: WheelText; formatCountdown: (ms: number) => string },
  status: WheelStatus | null,
  nowMs: number,
  idle: boolean,
): [string, string] {
  const { text } = opts;
  if (opts.variant === 'classic') return [idle && status && status.rm > 0 && !status.maintenance ? text.tapToSpin : '', ''];
  if (!status) return ['', ''];
  const next = status.nextSpinAt ? Date.parse(status.nextSpinAt) : Number.NaN;
  return [`${text.spinsLeft}: ${status.rm}`, Number.isFinite(next) ? `${text.nextSpinIn} ${opts.formatCountdown(next - nowMs)}` : ''];
}

const BANNER_KEYS: Record<BannerKind, string> = {
  win: 'wheel.banner-win',
  lose: 'wheel.banner-lose',
  maintenance: 'wheel.banner-maintenance',
};

export function createHud(
  scene: Scene,
  opts: {
    layout: WheelLayout;
    theme: WheelTheme;
    variant: WheelVariant;
    text: WheelText;
    formatCountdown: (ms: number) => string;
  },
): Hud {
  const { layout: l, theme, text } = opts;
  const dim = scene.add.rectangle(l.width / 2, l.height / 2, l.width, l.height, 0x05020a, 0.62).setVisible(false);
  // Behind the wheel (the background sits at depth -2): a glory of rays around the winning wheel.
  const rays = scene.add.image(l.cx, l.cy, TEX.rays).setDepth(-1).setVisible(false);
  const banners = Object.fromEntries(
    Object.entries(BANNER_KEYS).map(([kind, key]) => [
      kind,
      scene.add.image(l.banner.x, l.banner.y, key).setDisplaySize(l.banner.width, l.banner.height).setVisible(false),
    ]),
  ) as Record<BannerKind, GameObjects.Image>;
  // Sizes as laid out, so a pop-in started mid-way through another always ends at full size.
  const base = Object.fromEntries(Object.entries(banners).map(([k, b]) => [k, { x: b.scaleX, y: b.scaleY }])) as Record<
    BannerKind,
    { x: number; y: number }
  >;
  const prizeText = scene.add
    .text(l.banner.x, l.banner.y + l.banner.height * 0.72, '', {
      fontFamily: FONT_FAMILY,
      fontSize: `${Math.round(l.radius * 0.17)}px`,
      fontStyle: 'bold',
      color: '#fff6c8',
      stroke: '#5a2a00',
      strokeThickness: Math.max(2, l.unit * 3),
      align: 'center',
    })
    .setOrigin(0.5, 0)
    .setVisible(false);

  const line = (y: number, size: number, color: string) =>
    scene.add
      .text(l.hud.x, y, '', {
        fontFamily: FONT_FAMILY,
        fontSize: `${Math.round(size)}px`,
        fontStyle: 'bold',
        color,
        align: 'center',
      })
      .setOrigin(0.5, 0);
  const first = line(l.hud.y, l.radius * 0.1, theme.hudText);
  const second = line(l.hud.y + l.hud.lineGap, l.radius * 0.1, theme.hudAccent);

  return {
    showBanner(kind, prize, animate) {
      for (const [k, image] of Object.entries(banners)) image.setVisible(k === kind);
      dim.setVisible(kind === 'maintenance');
      rays.setVisible(kind === 'win');
      const showPrize = kind === 'win' && prize !== '';
      prizeText.setText(showPrize ? `${text.wonPrefix} ${prize}` : '').setVisible(showPrize);
      if (!kind) return;
      const banner = banners[kind];
      const size = base[kind];
      scene.tweens.killTweensOf([banner, prizeText]);
      banner.setScale(size.x, size.y);
      prizeText.setAlpha(1);
      if (!animate) return;
      // A pop-in: from 60% to full size with a little overshoot.
      banner.setScale(size.x * 0.6, size.y * 0.6);
      scene.tweens.add({ targets: banner, scaleX: size.x, scaleY: size.y, duration: 380, ease: 'Back.easeOut' });
      if (showPrize) {
        prizeText.setAlpha(0);
        scene.tweens.add({ targets: prizeText, alpha: 1, duration: 300, delay: 180 });
      }
    },
    setStatus(status, nowMs, idle) {
      const [top, bottom] = hudLines(opts, status, nowMs, idle);
      first.setText(top);
      second.setText(bottom);
    },
    turnRays(angle) {
      rays.setAngle(angle);
    },
  };
}
