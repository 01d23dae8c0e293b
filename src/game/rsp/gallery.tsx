// Rock scissor paper's frozen scene for the QA gallery (src/screens/qa-gallery):
// the pinned match at the pinned instant, no animation running; the quit
// question is the stage's own dialog over an open round.
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../../contract/constants';
import type { RspSetup } from '../../../engine/games/rsp/types';
import { loadLanguage } from '../../i18n';
import { useT } from '../../i18n/useT';
import { GameView } from '../GameView';
import { galleryConnect } from '../galleryConnect';
import type { GalleryPin } from '../types';
import { rspPoseOf } from './galleryFixtures';
import { RSP_GALLERY_STATES, type RspGalleryState } from './galleryStates';
import { rspRegistry } from './loader';
import { QuitConfirm } from './RspParts';
import { rspSceneText } from './text';

const isState = (s: string): s is RspGalleryState => (RSP_GALLERY_STATES as readonly string[]).includes(s);
const noop = () => undefined;

function Scene({ pin, onReady }: { pin: GalleryPin<'rock-scissor-paper'>; onReady(): void }) {
  const t = useT();
  const state = isState(pin.state) ? pin.state : 'searching';
  const setup = useMemo<RspSetup>(
    () => ({
      text: rspSceneText(t),
      pose: rspPoseOf(state, pin.date),
      seed: pin.seed,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, state, t],
  );
  const registry = useMemo(() => rspRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <>
      <GameView
        slug="rock-scissor-paper"
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
      {state === 'quit-confirm' && <QuitConfirm bet={10} onConfirm={noop} onStay={noop} />}
    </>
  );
}

export default function RspGallery({ pin, onReady }: { pin: GalleryPin<'rock-scissor-paper'>; onReady(): void }) {
  // The quit question is chrome, in the app's language: the pinned language is loaded first.
  const [loaded, setLoaded] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    void loadLanguage(pin.lang).then(() => {
      if (live) setLoaded(pin.lang);
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  if (loaded !== pin.lang) return null;
  return <Scene pin={pin} onReady={onReady} />;
}
