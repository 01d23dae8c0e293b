// Find The Odd's frozen scene for the QA gallery (src/screens/qa-gallery):
// the fixture deal, the pinned pose, seed and date, no timer running.
import { useEffect, useMemo, useState } from 'react';
import type { FtoSetup, FtoText } from '../../../engine/games/fto/types';
import { GameView } from '../GameView';
import type { GalleryPin } from '../types';
import { ftoPoseOf } from './galleryFixtures';
import { FTO_GALLERY_STATES, type FtoGalleryState } from './galleryStates';
import { ftoRegistry } from './loader';
import { ftoSceneTextOf } from './text';
import { galleryConnect } from '../galleryConnect';

export { FTO_GALLERY_STATES } from './galleryStates';

const isState = (s: string): s is FtoGalleryState => (FTO_GALLERY_STATES as readonly string[]).includes(s);

function Scene({ pin, text, onReady }: { pin: GalleryPin<'fto'>; text: FtoText; onReady(): void }) {
  const setup = useMemo<FtoSetup>(
    () => ({
      text,
      pose: ftoPoseOf(isState(pin.state) ? pin.state : 'intro', {
        progress: pin.progress,
        ...(pin.slot !== undefined ? { slot: pin.slot } : {}),
      }),
      seed: pin.seed,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, text],
  );
  const registry = useMemo(() => ftoRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <GameView
      slug="fto"
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

export default function FtoGallery({ pin, onReady }: { pin: GalleryPin<'fto'>; onReady(): void }) {
  const [text, setText] = useState<{ lang: string; text: FtoText } | null>(null);
  useEffect(() => {
    let live = true;
    void ftoSceneTextOf(pin.lang).then((t) => {
      if (live) setText({ lang: pin.lang, text: t });
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  if (!text || text.lang !== pin.lang) return null;
  return <Scene pin={pin} text={text.text} onReady={onReady} />;
}
