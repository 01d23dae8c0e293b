import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';
import styles from './NotFoundScreen.module.css';

/** "404" dealt as two playing cards around a gold coin: original art for the not-found view. */
function NotFoundArt() {
  const card = (x: number, rotate: number) => (
    <g transform={`translate(${x} 22) rotate(${rotate} 34 48)`}>
      <rect width="68" height="96" rx="9" fill="#fff8e6" stroke="#d99a1e" strokeWidth="2.5" />
      <rect x="6" y="6" width="56" height="84" rx="6" fill="none" stroke="#e9c779" strokeWidth="1" />
      <text x="34" y="64" textAnchor="middle" fontSize="44" fontWeight="800" fill="#6a2fa8" fontFamily="system-ui, sans-serif">
        4
      </text>
      <path d="M12 14l4 5 4-5-4-5z M48 82l4 5 4-5-4-5z" fill="#ff6b81" />
    </g>
  );
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" aria-hidden="true" focusable="false">
      <ellipse cx="110" cy="138" rx="80" ry="8" fill="#000" opacity=".3" />
      {card(14, -12)}
      {card(138, 12)}
      <g transform="translate(110 70)">
        <circle r="34" fill="#d99a1e" />
        <circle r="30" fill="#ffd34d" />
        <circle r="22" fill="none" stroke="#d99a1e" strokeWidth="3" strokeDasharray="4 5" />
        <text y="12" textAnchor="middle" fontSize="34" fontWeight="800" fill="#7a4a00" fontFamily="system-ui, sans-serif">
          0
        </text>
      </g>
      <g fill="#ffd34d" opacity=".8">
        <path d="M104 8l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        <circle cx="196" cy="20" r="2.5" />
        <circle cx="24" cy="12" r="2" />
      </g>
    </svg>
  );
}

/**
 * The 404 view: unknown paths, and unknown sub-paths of /inbox and /setting
 * (the setting screen renders this inside its nested router, hence the
 * '~' link, which wouter reads as "from the app root", not from /setting).
 */
export default function NotFoundScreen() {
  const t = useT();
  usePageTitle('title.notFound');
  return (
    <main className={`screen ${styles.screen}`} data-testid="not-found">
      <NotFoundArt />
      <p className="visually-hidden">404</p>
      <h1 className={styles.title}>{t('common.notFound')}</h1>
      <p className={styles.body}>{t('chrome.notFound.body')}</p>
      <Link href={`~${ROUTES.home}`} className="btn">
        {t('common.backToHome')}
      </Link>
    </main>
  );
}
