// Squid game's frozen scene for the QA gallery (src/screens/qa-gallery):
// the fixture bridge, the pinned pose and seed, no animation running.
import { useEffect, useMemo, useState } from 'react';
import type { SquidSetup, SquidText } from '../../../engine/games/squidgame/types';
import { GameView } from '../GameView';
import { galleryConnect } from '../galleryConnect';
import type { GalleryPin } from '../types';
import { squidPoseOf } from './galleryFixtures';
import { SQUID_GALLERY_STATES, type SquidGalleryState } from './galleryStates';
import { squidRegistry } from './loader';
import { squidSceneTextOf } from './text';

const isState = (s: string): s is SquidGalleryState => (SQUID_GALLERY_STATES as readonly string[]).includes(s);

function Scene({ pin, text, onReady }: { pin: GalleryPin<'squidgame'>; text: SquidText; onReady(): void }) {
  const setup = useMemo<SquidSetup>(
    () => ({
      text,
      pose: squidPoseOf(isState(pin.state) ? pin.state : 'idle'),
      seed: pin.seed,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, text],
  );
  const registry = useMemo(() => squidRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <GameView
      slug="squidgame"
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

export default function SquidGallery({ pin, onReady }: { pin: GalleryPin<'squidgame'>; onReady(): void }) {
  const [text, setText] = useState<{ lang: string; text: SquidText } | null>(null);
  useEffect(() => {
    let live = true;
    void squidSceneTextOf(pin.lang).then((t) => {
      if (live) setText({ lang: pin.lang, text: t });
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  if (!text || text.lang !== pin.lang) return null;
  return <Scene pin={pin} text={text.text} onReady={onReady} />;
}
