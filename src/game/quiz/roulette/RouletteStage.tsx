// The lucky roulette on the quiz screen (helper screens embed it through
// ./index.ts, lazily): the campaign's prizes on the engine's wheel, full
// screen with the screen kept awake while it is open. The spin is the
// screen's call (the server draws the slot, with its idempotency key); this
// stage only animates the answer, and says onSettled once the wheel rests.
import { use, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { RoulettePrize, RouletteSpin } from '../../../../contract/games/quiz';
import type { ChromeBus, Unsubscribe } from '../../../../engine/core/bus';
import type { RoulettePayloads, RouletteSetup } from '../../../../engine/games/quiz/types';
import { useT } from '../../../i18n/useT';
import { languageState } from '../../../state/language';
import { GameView } from '../../GameView';
import { gamesTexts } from '../../gamesDictionary';
import { usePlayDevice, useToast } from '../../PlayFrame';
import play from '../../Play.module.css';
import { connectRouletteFlow } from './flow';
import { QUIZ_ROULETTE } from '../../verifyRound';
import { rouletteRegistry, warmRouletteArt } from './loader';
import { rouletteSlots, wheelPosition } from './slots';
import styles from './Roulette.module.css';

export interface RouletteStageProps {
  /** the campaign's published table (QuizCampaign.prizes) */
  prizes: RoulettePrize[];
  /** asks the server for the week's spin; a rejection's ApiError message is shown */
  spin: () => Promise<RouletteSpin>;
  /** the wheel rests on the spin's prize (or could not show it): tell the prize */
  onSettled(spin: RouletteSpin): void;
  /** taps do not spin (the wheel shows, greyed) */
  disabled?: boolean;
  /** a close button when given */
  onClose?: () => void;
}

export default function RouletteStage({ prizes, spin, onSettled, disabled = false, onClose }: RouletteStageProps) {
  use(gamesTexts());
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const { pixelRatio, mobile } = usePlayDevice();
  const [message, setMessage] = useToast();
  // The latest props for callbacks made once per game (a new identity must not rebuild the wheel).
  const latest = useRef({ spin, onSettled, disabled });
  useEffect(() => {
    latest.current = { spin, onSettled, disabled };
  });
  const bus = useRef<ChromeBus<RoulettePayloads> | null>(null);

  useEffect(() => {
    void warmRouletteArt(lang);
  }, [lang]);

  // The wheel is rebuilt only when what it draws changes, not when the screen re-creates the array.
  const slotsKey = JSON.stringify(rouletteSlots(prizes, lang));
  const tapToSpin = t('games.roulette.tapToSpin');
  const wonPrefix = t('games.play.wonPrefix');
  const tryAgain = t('games.roulette.tryAgain');
  const setup = useMemo<RouletteSetup>(
    () => ({
      slots: JSON.parse(slotsKey) as RouletteSetup['slots'],
      text: { tapToSpin, wonPrefix, tryAgain },
      pixelRatio,
    }),
    [slotsKey, tapToSpin, wonPrefix, tryAgain, pixelRatio],
  );
  const registry = useMemo(() => rouletteRegistry(setup), [setup]);

  useEffect(() => {
    bus.current?.send('push', { kind: 'lock', locked: disabled });
  }, [disabled]);

  const connect = (b: ChromeBus<RoulettePayloads>): Unsubscribe[] => {
    bus.current = b;
    return [
      // A lock sent before the scene was built is dropped: ready comes right after the build, before any tap.
      b.on('ready', () => b.send('push', { kind: 'lock', locked: latest.current.disabled })),
      ...connectRouletteFlow(b, {
        spin: () => latest.current.spin(),
        positionOf: (s) => wheelPosition(prizes, s),
        settled: (s) => latest.current.onSettled(s),
        refused: setMessage,
      }),
      () => {
        if (bus.current === b) bus.current = null;
      },
    ];
  };

  return (
    <section className={`${play.play} ${styles.stage}`} data-play-root data-testid="roulette-stage">
      <GameView slug={QUIZ_ROULETTE} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />
      {onClose && (
        <button
          type="button"
          className={`${play.round} ${styles.close}`}
          onClick={onClose}
          aria-label={t('games.play.close')}
          data-testid="roulette-close"
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {message && (
        <p className={play.toast} role="alert" data-testid="roulette-message">
          {t(message)}
        </p>
      )}
    </section>
  );
}
