import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { activeTab, type NavTab } from '../app/chromeRules';
import { useT } from '../i18n/useT';
import { badgeCount } from '../lib/badgeCount';
import { playerState } from '../state/player';
import { siteState } from '../state/site';
import { CentreMenu } from './CentreMenu';
import { GamesIcon, HelpdeskIcon, HomeIcon, SettingIcon } from './TabIcons';
import styles from './BottomNav.module.css';

interface Tab {
  tab: NavTab;
  href: string;
  label: string;
  Icon: typeof HomeIcon;
}

const LEFT: readonly Tab[] = [
  { tab: 'home', href: ROUTES.home, label: 'nav.home', Icon: HomeIcon },
  { tab: 'games', href: ROUTES.games, label: 'nav.game', Icon: GamesIcon },
];
const RIGHT: readonly Tab[] = [
  { tab: 'helpdesk', href: ROUTES.helpdesk, label: 'nav.helpdesk', Icon: HelpdeskIcon },
  { tab: 'setting', href: ROUTES.setting, label: 'nav.setting', Icon: SettingIcon },
];

/**
 * The bottom nav bar of SPEC section 2: home, games, the raised centre button
 * (H5 login and inbox), helpdesk, setting. Layout decides where it shows.
 */
export function BottomNav({ path }: { path: string }) {
  const t = useT();
  const current = activeTab(path);
  const { authenticated } = useSnapshot(playerState);
  const { inbox } = useSnapshot(siteState);
  // A guest has no inbox of their own: the count only means something once logged in.
  const badge = authenticated ? badgeCount(inbox.unreadCount) : '';

  const item = ({ tab, href, label, Icon }: Tab) => (
    <li key={tab}>
      <Link href={href} className={styles.tab} aria-current={current === tab ? 'page' : undefined}>
        <Icon />
        <span>{t(label)}</span>
      </Link>
    </li>
  );

  return (
    <nav className={styles.bar} aria-label={t('chrome.nav.label')} data-testid="bottom-nav">
      <ul className={styles.list}>
        {LEFT.map(item)}
        <li className={styles.centre}>
          <CentreMenu badge={badge} />
        </li>
        {RIGHT.map(item)}
      </ul>
    </nav>
  );
}
