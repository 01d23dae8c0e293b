import type { ReactNode } from 'react';
import styles from './PreloaderFrame.module.css';

/**
 * The home preloader's backdrop, over the whole screen. Empty, it is what
 * the entry chunk draws on the first home visit while home's own chunk
 * (preloader included) loads (App.tsx), so the preloader then fills it in
 * with nothing moving; the preloader draws inside it.
 */
export function PreloaderFrame({ leaving = false, children }: { leaving?: boolean; children?: ReactNode }) {
  return (
    <div className={`${styles.overlay} ${leaving ? styles.leaving : ''}`} data-testid="preloader">
      {children}
    </div>
  );
}
