import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { SpinResult, SpinStatus } from '../../../contract/games/wheel';
import type { WheelSetup } from '../../../engine/games/wheel/types';
import { spin } from '../../api/calls/games';
import { useT } from '../../i18n/useT';
import { formatCountdown } from '../../lib/format';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { GameView } from '../GameView';
import { PlayFrame, usePlayDevice, useToast } from '../PlayFrame';
import type { StageProps } from '../types';
import { useSpinStatus } from './history';
import { WHEEL_VARIANT, warmWheelArt, wheelRegistry, type WheelSlug } from './loader';
import { slotPosition, wheelSlots } from './slots';
import { connectSpinFlow } from './spinFlow';
import { SpinHistory } from './SpinHistory';
import { createStatusStore, statusOf } from './statusStore';
import { PlayHud, PrizePanel } from './WheelParts';

/** A wheel's stage on the play screen: the engine, the standing, prizes and refusals. */
export default function WheelStage({ slug, detail, maintenance }: StageProps<WheelSlug>) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const { pixelRatio, mobile } = usePlayDevice();
  const remote = useSpinStatus(slug, true);
  // The standing a spin answered beats the one fetched before it; a refusal forgets it and re-fetches.
  const [fromSpin, setFromSpin] = useState<SpinStatus | null>(null);
  const standing = fromSpin ?? (remote.status === 'ok' ? remote.data : null);
  const [store] = useState(() => createStatusStore({ rm: 0, nextSpinAt: null, maintenance }));
  // A spin refused for maintenance keeps the maintenance look until the player leaves, whatever a re-fetch says meanwhile.
  const [refusedMtn, setRefusedMtn] = useState(false);
  const underMaintenance = maintenance || refusedMtn;
  const [prize, setPrize] = useState<SpinResult | null>(null);
  const [message, setMessage] = useToast();
  const [history, setHistory] = useState(false);

  useEffect(() => {
    store.set(
      standing ? { ...statusOf(standing), maintenance: standing.maintenance || underMaintenance } : { maintenance: underMaintenance },
    );
  }, [store, standing, underMaintenance]);

  // The art downloads beside Phaser, not after it (a no-op once the detail page warmed it).
  useEffect(() => {
    void warmWheelArt(slug, lang);
  }, [slug, lang]);

  const setup = useMemo<WheelSetup>(
    () => ({
      variant: WHEEL_VARIANT[slug],
      slots: wheelSlots(detail.odds, lang),
      text: {
        spinsLeft: t('games.play.spinsLeft'),
        nextSpinIn: t('games.play.nextSpinIn'),
        tapToSpin: t('games.play.tapToSpin'),
        wonPrefix: t('games.play.wonPrefix'),
      },
      status: store,
      formatCountdown,
      pixelRatio,
    }),
    [slug, detail, lang, t, store, pixelRatio],
  );
  const registry = useMemo(() => wheelRegistry(setup), [setup]);
  const retryStatus = remote.retry;

  const connect = (bus: Parameters<typeof connectSpinFlow>[0]) =>
    connectSpinFlow(
      bus,
      slug,
      {
        post: (_url, body) => spin(slug, body),
      },
      {
        slotOf: (index) => slotPosition(detail.odds, index),
        resultShown: (result) => {
          setFromSpin(result.status);
          if (slug === 'spinwheelv2') gameState.records.SPINWHEELV2.rm = result.status.rm;
          setPrize(result);
        },
        refused: (key, network) => {
          setMessage(key);
          if (network) return;
          if (key === MSG.gameMaintenance) setRefusedMtn(true);
          if (key === MSG.noMoreChancesToSpin) store.set({ rm: 0 });
          setFromSpin(null);
          retryStatus();
        },
      },
    );

  return (
    <PlayFrame
      slug={slug}
      title={detail.content[lang].title}
      variant={WHEEL_VARIANT[slug]}
      onHistory={() => setHistory(true)}
      // Under maintenance the wheel shows its banner and ignores taps; the reason stays in words too (SPEC's message).
      message={message}
      notice={underMaintenance || standing?.maintenance ? MSG.gameMaintenance : null}
      game={<GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />}
    >
      <PlayHud slug={slug} standing={standing} terms={detail.spinTerms} />
      {prize && <PrizePanel result={prize} lang={lang} onClose={() => setPrize(null)} />}
      {history && <SpinHistory slug={slug} onClose={() => setHistory(false)} />}
    </PlayFrame>
  );
}
