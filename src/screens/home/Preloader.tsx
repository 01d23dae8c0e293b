import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../../../contract/constants';
import { useT } from '../../i18n/useT';
import { NO_PROGRESS, preloadView, STEPS, type PreloadView, type StepProgress } from './preloadProgress';
import { PreloaderArt } from './PreloaderArt';
import { PreloaderFrame } from './PreloaderFrame';
import styles from './Preloader.module.css';

const TIMING_RULE = { minMs: TIMING.preloaderMinMs, maxMs: 15_000 };
const TICK_MS = 100;
/** Matches the fade-out in PreloaderFrame.module.css. */
const FADE_MS = 300;

const STEP_LABEL = { data: 'chrome.preloader.data', images: 'chrome.preloader.images', fonts: 'chrome.preloader.fonts' } as const;

/**
 * The home preloader: covers the first home visit of the app session for at
 * least TIMING.preloaderMinMs with a bar, a percentage and a checklist of the
 * steps it really waits for (`steps`, filled by preloadTracker.ts).
 */
export function Preloader({ steps, onDone }: { steps: StepProgress; onDone: () => void }) {
  const t = useT();
  const [state, setState] = useState<{ view: PreloadView; steps: StepProgress }>({
    view: { percent: 0, finished: false },
    steps: NO_PROGRESS,
  });
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const started = performance.now();
    let fade: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      const view = preloadView(steps, performance.now() - started, TIMING_RULE);
      setState({ view, steps: { ...steps } });
      if (!view.finished) return;
      clearInterval(tick);
      fade = setTimeout(() => doneRef.current(), FADE_MS);
    }, TICK_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(fade);
    };
  }, [steps]);

  const { view } = state;
  const label = t('preloader.loading', [view.percent]);
  return (
    <PreloaderFrame leaving={view.finished}>
      <PreloaderArt className={styles.art} raysClassName={styles.rays} />
      <p className={styles.brand}>{t('chrome.brand')}</p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('common.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
      >
        <div className={styles.fill} style={{ transform: `scaleX(${view.percent / 100})` }} />
      </div>
      <p className={styles.percent} aria-live="off">
        {label}
      </p>
      <ul className={styles.steps}>
        {STEPS.map((step) => {
          const done = state.steps[step] >= 1;
          return (
            <li key={step} data-done={done ? '' : undefined}>
              <span className={styles.tick} aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              {t(STEP_LABEL[step])}
            </li>
          );
        })}
      </ul>
    </PreloaderFrame>
  );
}
