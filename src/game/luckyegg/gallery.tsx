// Lucky egg's frozen scene for the QA gallery (src/screens/qa-gallery): the
// pinned pose, seed and date, no timer running.
import { useEffect, useMemo, useState } from 'react';
import type { EggSetup, EggText } from '../../../engine/games/luckyegg/types';
import { GameView } from '../GameView';
import { galleryConnect } from '../galleryConnect';
import type { GalleryPin } from '../types';
import { eggPoseOf } from './galleryFixtures';
import { EGG_GALLERY_STATES, type EggGalleryState } from './galleryStates';
import { eggRegistry } from './loader';
import { EGG_FORMATS, eggSceneTextOf } from './text';

const isState = (s: string): s is EggGalleryState => (EGG_GALLERY_STATES as readonly string[]).includes(s);

function Scene({ pin, text, onReady }: { pin: GalleryPin<'lucky-egg'>; text: EggText; onReady(): void }) {
  const setup = useMemo<EggSetup>(
    () => ({
      text,
      ...EGG_FORMATS,
      pose: eggPoseOf(isState(pin.state) ? pin.state : 'open', {
        progress: pin.progress,
        ...(pin.slot !== undefined ? { slot: pin.slot } : {}),
      }),
      seed: pin.seed,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, text],
  );
  const registry = useMemo(() => eggRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <GameView
      slug="lucky-egg"
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

export default function EggGallery({ pin, onReady }: { pin: GalleryPin<'lucky-egg'>; onReady(): void }) {
  const [text, setText] = useState<{ lang: string; text: EggText } | null>(null);
  useEffect(() => {
    let live = true;
    void eggSceneTextOf(pin.lang).then((t) => {
      if (live) setText({ lang: pin.lang, text: t });
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  if (!text || text.lang !== pin.lang) return null;
  return <Scene pin={pin} text={text.text} onReady={onReady} />;
}
