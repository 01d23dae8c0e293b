// The floating button's picture, drawn with Pixi through @pixi/react: a small
// prize wheel (slices, gold rim, bulbs, hub) that turns slowly once a spin is
// due, and the countdown on a pill under it. Original shapes, no image files.
import { Application, extend, useTick } from '@pixi/react';
import { Container, Graphics, Text, type Ticker } from 'pixi.js';
import { useCallback, useRef } from 'react';

extend({ Container, Graphics, Text });

export const BADGE = { width: 84, height: 108, wheel: 36 } as const;
const SLICES = [0xffc93c, 0x18c7b0, 0xff8a5b, 0x5b8cff, 0xffd166, 0xe0457b, 0x21b8c9, 0x7b3fe4];

function drawWheel(g: Graphics): void {
  const r = BADGE.wheel;
  g.clear();
  g.circle(0, 0, r + 5).fill({ color: 0x0a4f5a });
  g.circle(0, 0, r + 3).fill({ color: 0xffd34d });
  const step = (Math.PI * 2) / SLICES.length;
  SLICES.forEach((color, i) => {
    g.moveTo(0, 0)
      .arc(0, 0, r - 1, i * step, (i + 1) * step)
      .lineTo(0, 0)
      .fill({ color });
  });
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.circle(Math.cos(a) * (r + 1.5), Math.sin(a) * (r + 1.5), 1.6).fill({ color: 0xfff6c8 });
  }
  g.circle(0, 0, 9).fill({ color: 0xe0457b }).stroke({ color: 0xfff6c8, width: 2 });
}

function drawPointer(g: Graphics): void {
  g.clear();
  g.moveTo(-7, 0).lineTo(7, 0).lineTo(0, 13).closePath().fill({ color: 0xfff6c8 }).stroke({ color: 0x6b3a0c, width: 1.5 });
}

function drawPill(g: Graphics, ready: boolean): void {
  g.clear();
  g.roundRect(-40, -11, 80, 22, 11)
    .fill({ color: ready ? 0xe0457b : 0x0f2d3d, alpha: 0.95 })
    .stroke({ color: 0xffd34d, width: 1.5 });
}

function Wheel({ turning }: { turning: boolean }) {
  const ref = useRef<Container>(null);
  const tick = useCallback((ticker: Ticker) => {
    if (ref.current) ref.current.rotation += 0.03 * ticker.deltaTime;
  }, []);
  // Ticks only while a spin is due: a waiting button costs no frames.
  useTick({ callback: tick, isEnabled: turning });
  return (
    <pixiContainer ref={ref} x={BADGE.width / 2} y={BADGE.wheel + 8}>
      <pixiGraphics draw={drawWheel} />
    </pixiContainer>
  );
}

export default function WheelBadge({ label, ready }: { label: string; ready: boolean }) {
  const pill = useCallback((g: Graphics) => drawPill(g, ready), [ready]);
  return (
    <Application
      width={BADGE.width}
      height={BADGE.height}
      backgroundAlpha={0}
      antialias
      autoDensity
      resolution={Math.min(2, globalThis.devicePixelRatio || 1)}
    >
      <Wheel turning={ready} />
      <pixiGraphics draw={drawPointer} x={BADGE.width / 2} y={2} />
      <pixiContainer x={BADGE.width / 2} y={BADGE.height - 13}>
        <pixiGraphics draw={pill} />
        <pixiText
          text={label}
          anchor={0.5}
          style={{ fontFamily: 'system-ui, "DejaVu Sans", sans-serif', fontSize: 13, fontWeight: '700', fill: 0xfff6c8 }}
        />
      </pixiContainer>
    </Application>
  );
}
