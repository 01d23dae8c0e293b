// The frame every game's play stage sits in: the game full screen with the
// chrome floating at its edges (close, title, history), a toast for what the
// server said, and the stage's own panels. Stages (src/game/<game>/) fill it.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { useScreenBack } from '../app/miniApp';
import { BigWinsSlot } from '../components/big-wins/BigWinsSlot';
import { carriesFeed } from '../components/big-wins/carriesFeed';
import { useT } from '../i18n/useT';
import styles from './Play.module.css';

const MESSAGE_MS = 4000;

/** Canvas pixels per CSS pixel (capped: a cheap phone pays for every pixel) and whether this is a phone (full screen, wake lock: SPEC 2). */
export function usePlayDevice(): { pixelRatio: number; mobile: boolean } {
  const [device] = useState(() => ({
    pixelRatio: Math.min(2, window.devicePixelRatio || 1),
    mobile: window.matchMedia('(pointer: coarse)').matches,
  }));
  return device;
}

/** A message key shown for a few seconds, then gone. */
export function useToast(): [string | null, (key: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(id);
  }, [message]);
  return [message, setMessage];
}

export interface PlayFrameProps {
  slug: string;
  title: string;
  /** the data-variant of the frame (a theme for the background behind the canvas) */
  variant?: string;
  onHistory(): void;
  /** a message key the server answered, shown as an alert */
  message: string | null;
  /** a standing notice (maintenance) shown when there is no message */
  notice?: string | null;
  /** the GameView */
  game: ReactNode;
  /** the stage's hud and panels over the game */
  children?: ReactNode;
}

export function PlayFrame({ slug, title, variant, onHistory, message, notice = null, game, children }: PlayFrameProps) {
  const t = useT();
  // Telegram's back button, opened on the game: to the game's page, like the close button.
  const [, navigate] = useLocation();
  useScreenBack(() => navigate(ROUTES.game(slug), { replace: true }));
  return (
    <main className={styles.play} data-play-root data-testid="play-screen" data-variant={variant}>
      {game}
      <header className={styles.top}>
        <Link href={ROUTES.game(slug)} className={styles.round} aria-label={t('games.play.close')} data-testid="play-close">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <button type="button" className={styles.pill} onClick={onHistory} data-testid="history-open">
          {t('games.play.history')}
        </button>
      </header>
      {carriesFeed(slug) && <BigWinsSlot variant="overlay" />}
      {message ? (
        <p className={styles.toast} role="alert" data-testid="play-message">
          {t(message)}
        </p>
      ) : (
        notice && (
          <p className={styles.toast} role="status" data-testid="play-maintenance">
            {t(notice)}
          </p>
        )
      )}
      {children}
    </main>
  );
}
