// A wheel's frozen scene for the QA gallery (src/screens/qa-gallery): the
// fixture table, the pinned pose, seed and date, no timers running.
import { useEffect, useMemo, useState } from 'react';
import type { WheelSetup, WheelText } from '../../../engine/games/wheel/types';
import { formatCountdown } from '../../lib/format';
import { GameView } from '../GameView';
import type { GalleryPin } from '../types';
import { fixtureSlots, NEXT_SPIN_AFTER_MS, poseOf, wheelText } from './galleryFixtures';
import { WHEEL_VARIANT, wheelRegistry, type WheelSlug } from './loader';
import { createStatusStore } from './statusStore';
import { galleryConnect } from '../galleryConnect';

function Scene({ pin, text, onReady }: { pin: GalleryPin<WheelSlug>; text: WheelText; onReady(): void }) {
  const setup = useMemo<WheelSetup>(
    () => ({
      variant: WHEEL_VARIANT[pin.slug],
      slots: fixtureSlots(pin.lang),
      text,
      status: createStatusStore({
        rm: 3,
        nextSpinAt: new Date(pin.date.getTime() + NEXT_SPIN_AFTER_MS).toISOString(),
        maintenance: pin.state === 'maintenance',
      }),
      pose: poseOf(pin.state, { progress: pin.progress, ...(pin.slot !== undefined ? { slot: pin.slot } : {}) }),
      seed: pin.seed,
      formatCountdown,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, text],
  );
  const registry = useMemo(() => wheelRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <GameView
      slug={pin.slug}
      lang={pin.lang}
      registry={registry}
      pixelRatio={2}
      fullscreen={false}
      silent
      renderer={pin.renderer}
      now={() => pin.date}
      connect={connect}
      echoMount={pin.strict}
    />
  );
}

export default function WheelGallery({ pin, onReady }: { pin: GalleryPin<WheelSlug>; onReady: () => void }) {
  const [text, setText] = useState<{ lang: string; text: WheelText } | null>(null);
  useEffect(() => {
    let live = true;
    void wheelText(pin.lang).then((t) => {
      if (live) setText({ lang: pin.lang, text: t });
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  if (!text || text.lang !== pin.lang) return null;
  return <Scene pin={pin} text={text.text} onReady={onReady} />;
}
