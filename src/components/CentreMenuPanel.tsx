import { useEffect, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { useT } from '../i18n/useT';
import { isLinkSet, siteState } from '../state/site';
import { InboxIcon, KeyIcon } from './NavIcons';
import { useDismiss } from './useDismiss';
import styles from './CentreMenuPanel.module.css';

interface Props {
  id: string;
  badge: string;
  /** the menu with its button: a tap there is not "outside" */
  root: RefObject<HTMLElement | null>;
  close(): void;
  /** after an Escape close: focus back to the button */
  onEscape(): void;
}

/**
 * The centre button's popup: the external H5 login (when the back office has
 * set the link) and the inbox with its unread badge. Its own chunk, fetched on
 * the first tap: the first screen draws only the button. Focus goes into it
 * when it opens.
 */
export default function CentreMenuPanel({ id, badge, root, close, onEscape }: Props) {
  const t = useT();
  const { links } = useSnapshot(siteState);
  useDismiss(true, close, root, onEscape);
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
  }, [root]);

  return (
    <div id={id} className={styles.panel} role="group" aria-label={t('chrome.nav.menu')} data-testid="centre-menu">
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
  );
}
