import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';
import styles from './ComingSoonScreen.module.css';

/** A wrapped prize box with an hourglass tag and sparkles: original art for pages still on their way. */
function ComingSoonArt() {
  return (
    <svg width="180" height="160" viewBox="0 0 180 160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cs-box" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7a3fb8" />
          <stop offset="1" stopColor="#44206f" />
        </linearGradient>
        <linearGradient id="cs-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0a8" />
          <stop offset=".5" stopColor="#ffd34d" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <ellipse cx="86" cy="146" rx="62" ry="8" fill="#000" opacity=".3" />
      <rect x="34" y="72" width="104" height="72" rx="8" fill="url(#cs-box)" />
      <rect x="28" y="56" width="116" height="24" rx="6" fill="#8d4fd0" />
      <rect x="78" y="56" width="16" height="88" fill="url(#cs-gold)" />
      <path d="M86 56c-10-18-34-22-36-8-2 10 18 12 36 8Zm0 0c10-18 34-22 36-8 2 10-18 12-36 8Z" fill="url(#cs-gold)" />
      <circle cx="86" cy="55" r="6" fill="#d99a1e" />
      <g transform="translate(132 84) rotate(12)">
        <path d="M0 0h26v34H0z" fill="#fff6d6" stroke="#d99a1e" strokeWidth="2" />
        <path d="M6 6h14L13 17 20 28H6l7-11Z" fill="#ffd34d" stroke="#7a3fb8" strokeWidth="1.6" strokeLinejoin="round" />
      </g>
      <path d="M125 70c2-4 6-6 7-12" stroke="#d99a1e" strokeWidth="1.5" fill="none" />
      <g fill="#ffd34d">
        <path d="M30 26l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M150 22l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" opacity=".8" />
        <path d="M160 60l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" opacity=".6" />
        <circle cx="52" cy="14" r="2.5" opacity=".7" />
        <circle cx="118" cy="30" r="2" opacity=".6" />
      </g>
    </svg>
  );
}

/**
 * The one placeholder for screens of later issues (redeem, transaction, inbox,
 * games): the route's own page title, so tabs and history read right, and a
 * friendly way back. Replaced route by route as the real screens land.
 */
export default function ComingSoonScreen({ titleKey }: { titleKey: string }) {
  const t = useT();
  usePageTitle(titleKey);
  return (
    <main className={`screen ${styles.screen}`} data-testid="coming-soon">
      <h1 className="screen-title">{t(titleKey)}</h1>
      <div className={styles.card}>
        <ComingSoonArt />
        <p className={styles.badge}>{t('game.comingSoon')}</p>
        <p className={styles.body}>{t('chrome.comingSoon.body')}</p>
        <Link href={`~${ROUTES.home}`} className="btn">
          {t('common.backToHome')}
        </Link>
      </div>
    </main>
  );
}
