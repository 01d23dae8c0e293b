import { prefersReducedMotion } from '../app/reducedMotion';
import { useT } from '../i18n/useT';

/** Shown while a screen's code or data loads; it stands still under reduced motion. */
export function Spinner() {
  const t = useT();
  return (
    <div role="status" data-testid="spinner" style={{ display: 'grid', placeItems: 'center', padding: 48 }}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden>
        <circle cx="20" cy="20" r="16" fill="none" stroke="#4b2d77" strokeWidth="5" />
        <path d="M20 4 a16 16 0 0 1 16 16" fill="none" stroke="#ffd34d" strokeWidth="5" strokeLinecap="round">
          {/* Left out when the player prefers reduced motion (their switch, else their system). */}
          {!prefersReducedMotion() && (
            <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="0.8s" repeatCount="indefinite" />
          )}
        </path>
      </svg>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
