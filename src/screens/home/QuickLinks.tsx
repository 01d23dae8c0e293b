import type { JSX } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio/react';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { isLinkSet, siteState } from '../../state/site';
import { FourDArt, HistoryArt, MoreArt, RedeemArt, SponsorArt, SpinWheelArt } from './QuickIcons';
import styles from './QuickLinks.module.css';

interface QuickLink {
  key: string;
  label: string;
  href: string;
  Art: () => JSX.Element;
  external?: boolean;
}

// SPEC section 2, in its order. 4D results live outside the app, where the operator's option four_d_link points.
const LINKS: readonly QuickLink[] = [
  { key: 'spin', label: 'quick.spinWheel', href: ROUTES.game('spin-wheel'), Art: SpinWheelArt },
  { key: 'sponsor', label: 'quick.sponsor', href: ROUTES.brandAmbassador, Art: SponsorArt },
  { key: '4d', label: 'quick.fourD', href: '', Art: FourDArt, external: true },
  { key: 'redeem', label: 'quick.redeem', href: ROUTES.redeem, Art: RedeemArt },
  { key: 'history', label: 'quick.history', href: ROUTES.transaction, Art: HistoryArt },
  { key: 'more', label: 'quick.more', href: ROUTES.setting, Art: MoreArt },
];

/** The home quick links: three across on a phone, each a large tap target. */
export function QuickLinks() {
  const t = useT();
  const { fourD } = useSnapshot(siteState).links;
  // Hidden while the operator has not set its address: a placeholder would lead nowhere.
  const links = LINKS.flatMap((link) => (link.key !== '4d' ? [link] : isLinkSet(fourD) ? [{ ...link, href: fourD }] : []));
  return (
    <nav className={styles.grid} aria-label={t('chrome.home.quickLinks')} data-testid="quick-links">
      {links.map(({ key, label, href, Art, external }) => {
        const body = (
          <>
            <span className={styles.icon}>
              <Art />
            </span>
            <span className={styles.label}>{t(label)}</span>
          </>
        );
        return external ? (
          <a key={key} href={href} data-testid={`quick-${key}`} className={styles.link} target="_blank" rel="noopener noreferrer">
            {body}
            <span className="visually-hidden">{t('chrome.common.opensOutside')}</span>
          </a>
        ) : (
          <Link key={key} href={href} className={styles.link}>
            {body}
          </Link>
        );
      })}
    </nav>
  );
}
