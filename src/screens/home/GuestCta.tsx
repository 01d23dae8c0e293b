import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import styles from './GuestCta.module.css';

/** Where a player sees their coins, a guest is invited in: register first, log in for members. */
export function GuestCta() {
  const t = useT();
  return (
    <section className={styles.cta} aria-labelledby="guest-cta-title" data-testid="guest-cta">
      <h2 id="guest-cta-title" className={styles.ctaTitle}>
        {t('chrome.home.guestTitle')}
      </h2>
      <p className={styles.ctaBody}>{t('chrome.home.guestBody')}</p>
      <div className={styles.ctaActions}>
        <Link href={ROUTES.register} className="btn">
          {t('nav.register')}
        </Link>
        <Link href={ROUTES.login} className="btn btn-ghost">
          {t('nav.login')}
        </Link>
      </div>
    </section>
  );
}
