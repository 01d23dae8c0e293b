// The roulette in the QA gallery (src/screens/qa-gallery). Frozen states:
// the fixture table in the pinned pose, seed and date, no timers running.
// Live states (`play`, `refused`): the real stage with a spin answered in the
// page after a short wait (the fixture spin on the pinned slot, or a 409),
// counting the spins asked for on the frame (data-spins) for the e2e.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MSG } from '../../../../contract/errors';
import type { RouletteSpin } from '../../../../contract/games/quiz';
import type { RouletteSetup, RouletteText } from '../../../../engine/games/quiz/types';
import { ApiError } from '../../../api/client';
import { GameView } from '../../GameView';
import { galleryConnect } from '../../galleryConnect';
import type { GalleryPin } from '../../types';
import { QUIZ_ROULETTE } from '../../verifyRound';
import { ROULETTE_GALLERY_STATES, type RouletteGalleryState } from './galleryEntry';
import { FIXTURE_PRIZES, fixtureSpin, gallerySlot, roulettePoseOf } from './galleryFixtures';
import { rouletteRegistry } from './loader';
import RouletteStage from './RouletteStage';
import { rouletteSlots } from './slots';
import { rouletteTextOf } from './text';

type Pin = GalleryPin<typeof QUIZ_ROULETTE>;

const isState = (s: string): s is RouletteGalleryState => (ROULETTE_GALLERY_STATES as readonly string[]).includes(s);
/** How long the live gallery's "server" takes: the wheel spins up meanwhile. */
const ANSWER_MS = 400;

function Frozen({ pin, state, text, onReady }: { pin: Pin; state: RouletteGalleryState; text: RouletteText; onReady(): void }) {
  const setup = useMemo<RouletteSetup>(
    () => ({
      slots: rouletteSlots(FIXTURE_PRIZES, pin.lang),
      text,
      pose: roulettePoseOf(state, gallerySlot(state, pin.slot), pin.progress),
      seed: pin.seed,
      // Pinned, not the device's: the same pixels on every machine.
      pixelRatio: 2,
    }),
    [pin, state, text],
  );
  const registry = useMemo(() => rouletteRegistry(setup), [setup]);
  const connect = useMemo(() => galleryConnect(onReady), [onReady]);
  return (
    <GameView
      slug={QUIZ_ROULETTE}
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

function Live({ pin, refuse, onReady }: { pin: Pin; refuse: boolean; onReady(): void }) {
  const [spins, setSpins] = useState(0);
  const [settled, setSettled] = useState<RouletteSpin | null>(null);
  useEffect(onReady, [onReady]);
  const spin = useCallback(() => {
    setSpins((n) => n + 1);
    return new Promise<RouletteSpin>((resolve, reject) =>
      setTimeout(() => {
        if (refuse) reject(new ApiError(MSG.participantsFull, 409, { message: MSG.participantsFull }));
        else resolve(fixtureSpin(gallerySlot('play', pin.slot), pin.date));
      }, ANSWER_MS),
    );
  }, [refuse, pin]);
  return (
    <div data-testid="roulette-gallery" data-spins={spins} data-settled={settled ? settled.slot : undefined}>
      <RouletteStage prizes={FIXTURE_PRIZES} spin={spin} onSettled={setSettled} />
    </div>
  );
}

export default function RouletteGallery({ pin, onReady }: { pin: Pin; onReady(): void }) {
  const [text, setText] = useState<{ lang: string; text: RouletteText } | null>(null);
  useEffect(() => {
    let live = true;
    void rouletteTextOf(pin.lang).then((t) => {
      if (live) setText({ lang: pin.lang, text: t });
    });
    return () => {
      live = false;
    };
  }, [pin.lang]);
  const state = isState(pin.state) ? pin.state : 'idle';
  if (state === 'play' || state === 'refused') return <Live pin={pin} refuse={state === 'refused'} onReady={onReady} />;
  if (!text || text.lang !== pin.lang) return null;
  return <Frozen pin={pin} state={state} text={text.text} onReady={onReady} />;
}
