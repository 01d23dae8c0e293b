// The bottom sheet a game's history opens in over the play screen: a title,
// a close button, and the game's own rows.
import { useRef, type ReactNode } from 'react';
import { useModal } from '../components/a11y/useModal';
import { useT } from '../i18n/useT';
import styles from './Play.module.css';

export function HistorySheet({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onClose);
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${testId}-title`}
        className={styles.sheet}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <header className={styles.sheetHead}>
          <h2 id={`${testId}-title`}>{title}</h2>
          <button type="button" className={styles.round} onClick={onClose} aria-label={t('games.play.close')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.sheetBody}>{children}</div>
      </section>
    </div>
  );
}
