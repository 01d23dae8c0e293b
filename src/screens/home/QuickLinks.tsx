import type { JSX } from 'react';
import { Link } from 'wouter';
import { FOUR_D_RESULTS_URL } from '../../../contract/constants';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { FourDArt, HistoryArt, MoreArt, RedeemArt, SponsorArt, SpinWheelArt } from './QuickIcons';
import styles from './QuickLinks.module.css';

interface QuickLink {
  key: string;
  label: string;
  href: string;
  Art: () => JSX.Element;
  external?: boolean;
}

// SPEC section 2, in its order. 4D results live outside the app (see FOUR_D_RESULTS_URL).
const LINKS: readonly QuickLink[] = [
  { key: 'spin', label: 'quick.spinWheel', href: ROUTES.game('spin-wheel'), Art: SpinWheelArt },
  { key: 'sponsor', label: 'quick.sponsor', href: ROUTES.brandAmbassador, Art: SponsorArt },
  { key: '4d', label: 'quick.fourD', href: FOUR_D_RESULTS_URL, Art: FourDArt, external: true },
  { key: 'redeem', label: 'quick.redeem', href: ROUTES.redeem, Art: RedeemArt },
  { key: 'history', label: 'quick.history', href: ROUTES.transaction, Art: HistoryArt },
  { key: 'more', label: 'quick.more', href: ROUTES.setting, Art: MoreArt },
];

/** The home quick links: three across on a phone, each a large tap target. */
export function QuickLinks() {
  const t = useT();
  return (
    <nav className={styles.grid} aria-label={t('chrome.home.quickLinks')} data-testid="quick-links">
      {LINKS.map(({ key, label, href, Art, external }) => {
        const body = (
          <>
            <span className={styles.icon}><Art /></span>
            <span className={styles.label}>{t(label)}</span>
          </>
        );
        return external ? (
          <a key={key} href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
            {body}
            <span className="visually-hidden">{t('chrome.common.opensOutside')}</span>
          </a>
        ) : (
          <Link key={key} href={href} className={styles.link}>{body}</Link>
        );
      })}
    </nav>
  );
}
