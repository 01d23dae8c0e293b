import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { CrownIcon } from './TabIcons';
import styles from './CentreMenu.module.css';

// The popup is fetched on the first tap (then kept): the first screen needs only the button.
const loadPanel = () => import('./CentreMenuPanel');
const CentreMenuPanel = lazy(loadPanel);

/**
 * The raised centre button of the nav bar and its popup (CentreMenuPanel.tsx):
 * the external H5 login and the inbox with its unread badge. Escape, a tap
 * outside or picking an item closes it; focus goes into the popup on open and
 * back to the button on Escape.
 */
export function CentreMenu({ badge }: { badge: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const refocusButton = useCallback(() => buttonRef.current?.focus(), []);

  const label = badge ? t('chrome.nav.menuUnread', [badge]) : t('chrome.nav.menu');

  return (
    <div ref={rootRef} className={styles.root}>
      {open && (
        <Suspense fallback={null}>
          <CentreMenuPanel id={panelId} badge={badge} root={rootRef} close={close} onEscape={refocusButton} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        // A pointer on its way to the button starts the popup's fetch before the tap lands.
        onPointerDown={() => void loadPanel()}
        data-testid="centre-button"
      >
        <CrownIcon width={30} height={30} />
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
            {badge}
          </span>
        )}
      </button>
    </div>
  );
}
