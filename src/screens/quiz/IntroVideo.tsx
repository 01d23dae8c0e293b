// The quiz's intro "video": an original animated SVG sequence (no footage, no
// real rider) in a video frame with play, skip and a progress bar. Four
// scenes of SCENE_MS each; the end or Skip calls onDone, which remembers it
// as seen (gameState.quizVideo). Reduced motion keeps the scenes, not the motion.
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import styles from './Intro.module.css';

export const SCENE_MS = 2800;
const SCENES = ['scene1', 'scene2', 'scene3', 'scene4'] as const;

function Bike() {
  // A made-up racing bike and rider, in flat shapes: no likeness of anyone.
  return (
    <g className={styles.bike}>
      <circle cx="-34" cy="18" r="15" fill="#1a0b2e" stroke="#ffd34d" strokeWidth="4" />
      <circle cx="38" cy="18" r="15" fill="#1a0b2e" stroke="#ffd34d" strokeWidth="4" />
      <path d="M-40 6 L-10 -14 L28 -14 L46 6 L20 10 L-22 10 Z" fill="#e0457b" />
      <path d="M-12 -14 L4 -34 L22 -30 L26 -14 Z" fill="#7a3fb8" />
      <circle cx="14" cy="-40" r="10" fill="#f6f0ff" stroke="#e0457b" strokeWidth="3" />
      <text x="0" y="4" textAnchor="middle" fontSize="13" fontWeight="900" fill="#fff">
        77
      </text>
    </g>
  );
}

function SceneArt({ scene }: { scene: number }) {
  return (
    <svg viewBox="0 0 320 180" className={styles.art} aria-hidden="true" data-scene={scene}>
      <defs>
        <linearGradient id="quiz-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1248" />
          <stop offset="1" stopColor="#7a3fb8" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#quiz-sky)" />
      <path d="M0 120 L320 120 L320 180 L0 180 Z" fill="#341a5a" />
      <path className={styles.kerb} d="M0 120 L320 120" stroke="#ffd34d" strokeWidth="4" strokeDasharray="16 16" />
      {scene === 0 && (
        <g>
          <g transform="translate(160 122)">
            <Bike />
          </g>
          <g className={styles.lights} transform="translate(112 26)">
            {[0, 1, 2, 3, 4].map((i) => (
              <circle key={i} cx={i * 24} cy="0" r="8" fill="#ff6b81" style={{ animationDelay: `${i * 0.3}s` }} />
            ))}
          </g>
        </g>
      )}
      {scene === 1 && (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <g
              key={i}
              className={styles.bubble}
              transform={`translate(${40 + i * 60} ${70 - (i % 2) * 20})`}
              style={{ animationDelay: `${i * 0.25}s` }}
            >
              <circle r="20" fill="#f6f0ff" />
              <text y="8" textAnchor="middle" fontSize="24" fontWeight="900" fill="#7a3fb8">
                ?
              </text>
            </g>
          ))}
          <g transform="translate(250 140) scale(0.7)" className={styles.ride}>
            <Bike />
          </g>
        </g>
      )}
      {scene === 2 && (
        <g transform="translate(160 88)">
          <g className={styles.wheel}>
            <circle r="56" fill="#1a0b2e" stroke="#ffd34d" strokeWidth="6" />
            {Array.from({ length: 8 }, (_, i) => (
              <path
                key={i}
                d="M0 0 L0 -52 A52 52 0 0 1 36.8 -36.8 Z"
                fill={i % 2 ? '#e0457b' : '#7a3fb8'}
                transform={`rotate(${i * 45})`}
              />
            ))}
            <circle r="10" fill="#ffd34d" />
          </g>
          <path d="M-8 -66 L8 -66 L0 -50 Z" fill="#ffd34d" />
        </g>
      )}
      {scene === 3 && (
        <g>
          <g className={styles.ticket} transform="translate(160 84) rotate(-8)">
            <rect x="-70" y="-32" width="140" height="64" rx="8" fill="#ffd34d" />
            <circle cx="-70" cy="0" r="10" fill="#341a5a" />
            <circle cx="70" cy="0" r="10" fill="#341a5a" />
            <path d="M-36 -32 L-36 32" stroke="#341a5a" strokeWidth="2" strokeDasharray="5 4" />
            <text x="14" y="8" textAnchor="middle" fontSize="22" fontWeight="900" fill="#341a5a">
              77
            </text>
          </g>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <circle
              key={i}
              className={styles.coin}
              cx={50 + i * 44}
              cy="40"
              r="9"
              fill="#ffd34d"
              stroke="#d99a1e"
              strokeWidth="3"
              style={{ animationDelay: `${i * 0.2}s` }}
            />
          ))}
        </g>
      )}
    </svg>
  );
}

export interface IntroVideoProps {
  /** start playing at once (the first visit) or show the poster with Play */
  autoPlay: boolean;
  onDone(): void;
  /** the QA gallery pins a scene: no timer runs */
  frozenScene?: number;
}

export function IntroVideo({ autoPlay, onDone, frozenScene }: IntroVideoProps) {
  const t = useT();
  const [playing, setPlaying] = useState(autoPlay);
  const [scene, setScene] = useState(frozenScene ?? 0);

  useEffect(() => {
    if (!playing || frozenScene !== undefined) return;
    const id = setTimeout(() => {
      if (scene + 1 < SCENES.length) setScene(scene + 1);
      else {
        setPlaying(false);
        setScene(0);
        onDone();
      }
    }, SCENE_MS);
    return () => clearTimeout(id);
  }, [playing, scene, onDone, frozenScene]);

  const key = SCENES[scene] ?? SCENES[0];
  return (
    <figure className={styles.frame} data-testid="quiz-intro" data-playing={playing ? '' : undefined} aria-label={t('quiz.intro.label')}>
      <SceneArt scene={scene} />
      <figcaption className={styles.caption} aria-live="polite">
        {t(`quiz.intro.${key}`)}
      </figcaption>
      {playing ? (
        <>
          <div className={styles.progress} aria-hidden="true">
            {SCENES.map((s, i) => (
              <span key={s} data-state={i < scene ? 'done' : i === scene ? 'now' : 'next'} style={{ animationDuration: `${SCENE_MS}ms` }} />
            ))}
          </div>
          <button
            type="button"
            className={styles.skip}
            onClick={() => {
              setPlaying(false);
              setScene(0);
              onDone();
            }}
            data-testid="quiz-intro-skip"
          >
            {t('quiz.intro.skip')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.play}
          onClick={() => {
            setScene(0);
            setPlaying(true);
          }}
          data-testid="quiz-intro-play"
          aria-label={t('quiz.intro.play')}
        >
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      )}
    </figure>
  );
}
