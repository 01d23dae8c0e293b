import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import type { GameDetail, SpinResult, SpinStatus } from '../../../contract/schemas/games';
import { api } from '../../api/client';
import type { WheelSetup } from '../../../engine/games/wheel/types';
import { GameView } from '../../game/GameView';
import { WHEEL_VARIANT, warmArt, wheelRegistry, type BuiltSlug } from '../../game/registry';
import { connectSpinFlow } from '../../game/spinFlow';
import { createStatusStore, statusOf } from '../../game/hostInputs';
import { useT } from '../../i18n/useT';
import { formatCountdown } from '../../lib/format';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { slotPosition, wheelSlots } from './cardState';
import { PlayHud, PrizePanel } from './PlayParts';
import { SpinHistory } from './SpinHistory';
import { useSpinStatus } from './useGames';
import styles from './Play.module.css';

const MESSAGE_MS = 4000;

/** The play screen's stage: the engine, the close and history buttons, the standing, prizes and refusals. */
export function PlayStage({ slug, detail, maintenance }: { slug: BuiltSlug; detail: GameDetail; maintenance: boolean }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const [pixelRatio] = useState(() => Math.min(2, window.devicePixelRatio || 1));
  // SPEC section 2: full screen and the wake lock on mobile; a desktop keeps its window (the stage fills it anyway).
  const [mobile] = useState(() => window.matchMedia('(pointer: coarse)').matches);
  const remote = useSpinStatus(slug, true);
  // The standing a spin answered beats the one fetched before it; a refusal forgets it and re-fetches.
  const [fromSpin, setFromSpin] = useState<SpinStatus | null>(null);
  const standing = fromSpin ?? (remote.status === 'ok' ? remote.data : null);
  const [store] = useState(() => createStatusStore({ rm: 0, nextSpinAt: null, maintenance }));
  // A spin refused for maintenance keeps the maintenance look until the player leaves, whatever a re-fetch says meanwhile.
  const [refusedMtn, setRefusedMtn] = useState(false);
  const underMaintenance = maintenance || refusedMtn;
  const [prize, setPrize] = useState<SpinResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [history, setHistory] = useState(false);

  useEffect(() => {
    store.set(standing ? { ...statusOf(standing), maintenance: standing.maintenance || underMaintenance } : { maintenance: underMaintenance });
  }, [store, standing, underMaintenance]);

  // The art downloads beside Phaser, not after it (a no-op once the detail page warmed it).
  useEffect(() => {
    void warmArt(slug, lang);
  }, [slug, lang]);

  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(id);
  }, [message]);

  const setup = useMemo<WheelSetup>(() => ({
    variant: WHEEL_VARIANT[slug],
    slots: wheelSlots(detail.odds, lang),
    text: {
      spinsLeft: t('games.play.spinsLeft'), nextSpinIn: t('games.play.nextSpinIn'),
      tapToSpin: t('games.play.tapToSpin'), wonPrefix: t('games.play.wonPrefix'),
    },
    status: store,
    formatCountdown,
    pixelRatio,
  }), [slug, detail, lang, t, store, pixelRatio]);
  const registry = useMemo(() => wheelRegistry(setup), [setup]);
  const retryStatus = remote.retry;

  const connect = (bus: Parameters<typeof connectSpinFlow>[0]) => connectSpinFlow(bus, slug, {
    post: (url, body) => api.post<SpinResult>(url, body),
  }, {
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
  });

  return (
    <main className={styles.play} data-play-root data-testid="play-screen" data-variant={WHEEL_VARIANT[slug]}>
      <GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />
      <header className={styles.top}>
        <Link href={ROUTES.game(slug)} className={styles.round} aria-label={t('games.play.close')} data-testid="play-close">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" /></svg>
        </Link>
        <h1 className={styles.title}>{detail.content[lang].title}</h1>
        <button type="button" className={styles.pill} onClick={() => setHistory(true)} data-testid="history-open">
          {t('games.play.history')}
        </button>
      </header>
      <PlayHud slug={slug} standing={standing} />
      {message ? <p className={styles.toast} role="alert" data-testid="play-message">{t(message)}</p>
        // Under maintenance the wheel shows its banner and ignores taps; the reason stays in words too (SPEC's message).
        : (underMaintenance || standing?.maintenance) && <p className={styles.toast} role="status" data-testid="play-maintenance">{t(MSG.gameMaintenance)}</p>}
      {prize && <PrizePanel result={prize} lang={lang} onClose={() => setPrize(null)} />}
      {history && <SpinHistory slug={slug} onClose={() => setHistory(false)} />}
    </main>
  );
}
