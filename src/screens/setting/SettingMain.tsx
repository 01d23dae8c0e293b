import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { playerState } from '../../state/player';
import { AccountCard } from './AccountCard';
import { InstallRow } from './InstallRow';
import { MenuRow } from './MenuRow';
import { NotificationRow } from './NotificationRow';
import { ExpiryRemindersRow } from './ExpiryRemindersRow';
import { PushRow } from './PushRow';
import { TelegramRow } from './TelegramRow';
import styles from './Setting.module.css';

// Inside the /setting nest: a bare path is a sub-page, '~' leaves the nest.
const abs = (path: string): string => `~${path}`;

/** /setting: the account card and the menu of SPEC section 2, in its order. */
export default function SettingMain() {
  const t = useT();
  usePageTitle('title.setting.main');
  const { authenticated } = useSnapshot(playerState);
  const { lang } = useSnapshot(languageState);
  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.setting.main')}</h1>
      {authenticated ? (
        <AccountCard />
      ) : (
        <section className={`${styles.card} ${styles.guest}`} data-testid="guest-card">
          <p>{t('screens.setting.guest')}</p>
          <div className={styles.guestActions}>
            <Link href={abs(ROUTES.login)} className="btn">
              {t('nav.login')}
            </Link>
            <Link href={abs(ROUTES.register)} className="btn btn-ghost">
              {t('nav.register')}
            </Link>
          </div>
        </section>
      )}
      <nav aria-label={t('title.setting.main')}>
        <ul className={styles.menu}>
          <li>
            <MenuRow icon="language" label={t('setting.language')} value={t(`lang.${lang}`)} href="/language" testId="setting-language" />
          </li>
          <NotificationRow />
          {authenticated && <PushRow />}
          {authenticated && <ExpiryRemindersRow />}
          <TelegramRow />
          <li>
            <MenuRow icon="inbox" label={t('setting.inbox')} href={abs(ROUTES.inbox)} />
          </li>
          <li>
            <MenuRow icon="volume" label={t('setting.volume')} href="/volume" testId="setting-volume" />
          </li>
          {authenticated && (
            <li>
              <MenuRow icon="fairness" label={t('setting.fairness')} href="/fairness" testId="setting-fairness" />
            </li>
          )}
          {authenticated && (
            <li>
              <MenuRow icon="limits" label={t('limits.title')} href="/limits" testId="setting-limits" />
            </li>
          )}
        </ul>
        <ul className={styles.menu}>
          <li>
            <MenuRow icon="chat" label={t('setting.chatWithUs')} href={abs(ROUTES.helpdesk)} />
          </li>
          <li>
            <MenuRow icon="faq" label={t('setting.faq')} href="/faq" testId="setting-faq" />
          </li>
          <li>
            <MenuRow icon="terms" label={t('setting.terms')} href="/terms-and-conditions" testId="setting-terms" />
          </li>
          <InstallRow />
        </ul>
        {authenticated && (
          <ul className={styles.menu}>
            <li>
              <MenuRow icon="logout" label={t('setting.logout')} href={abs(ROUTES.logout)} danger testId="setting-logout" />
            </li>
          </ul>
        )}
      </nav>
      <p className={styles.version} data-testid="app-version">
        v{__APP_VERSION__}
      </p>
    </main>
  );
}
