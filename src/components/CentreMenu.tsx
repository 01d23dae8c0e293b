import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { useT } from '../i18n/useT';
import { isLinkSet, siteState } from '../state/site';
import { CrownIcon, InboxIcon, KeyIcon } from './NavIcons';
import { useDismiss } from './useDismiss';
import styles from './CentreMenu.module.css';

/**
 * The raised centre button of the nav bar and its popup: the external H5 login
 * (when the back office has set the link) and the inbox with its unread badge.
 * Escape, a tap outside or picking an item closes it; focus goes into the
 * popup on open and back to the button on Escape.
 */
export function CentreMenu({ badge }: { badge: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { links } = useSnapshot(siteState);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const refocusButton = useCallback(() => buttonRef.current?.focus(), []);
  useDismiss(open, close, rootRef, refocusButton);
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
  }, [open]);

  const label = badge ? t('chrome.nav.menuUnread', [badge]) : t('chrome.nav.menu');

  return (
    <div ref={rootRef} className={styles.root}>
      {open && (
        <div id={panelId} className={styles.panel} role="group" aria-label={t('chrome.nav.menu')} data-testid="centre-menu">
          {isLinkSet(links.h5) && (
            <a href={links.h5} target="_blank" rel="noopener noreferrer" className={styles.item} data-menu-item onClick={close}>
              <span className={styles.icon}>
                <KeyIcon />
              </span>
              <span>{t('nav.h5Login')}</span>
              <span className="visually-hidden">{t('chrome.common.opensOutside')}</span>
            </a>
          )}
          <Link href={ROUTES.inbox} className={styles.item} data-menu-item onClick={close}>
            <span className={styles.icon}>
              <InboxIcon />
              {badge && (
                <span className={styles.badge} data-testid="inbox-badge">
                  {badge}
                </span>
              )}
            </span>
            <span>{t('nav.inbox')}</span>
          </Link>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
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
