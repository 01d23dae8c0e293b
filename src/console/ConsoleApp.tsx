// The operator console (route /console, its own lazy chunk: App.tsx imports
// it only through React.lazy). It sits outside the players' route guard and
// frame: an operator needs no player session, and must reach the console
// while system maintenance sends every player route to /maintenance.
import { use, useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { LANGS } from '../../contract/constants';
import { currentLang, isLang, loadLanguage } from '../i18n';
import { onRovingKey, rovingTabIndex } from '../components/a11y/roving';
import { useT } from '../i18n/useT';
import { consoleTexts } from './i18n';
import { useOperatorSession, setOperatorSession } from './session';
import { Login } from './Login';
import { PushSwitch } from './PushSwitch';
import { RedemptionNotices } from './RedemptionNotices';
import { AuditTab } from './tabs/AuditTab';
import { ContentTab } from './tabs/ContentTab';
import { DashboardTab } from './tabs/DashboardTab';
import { InboxTab } from './tabs/InboxTab';
import { MissionsTab } from './tabs/MissionsTab';
import { OperatorsTab } from './tabs/OperatorsTab';
import { PlayersTab } from './tabs/PlayersTab';
import { QuizTab } from './tabs/QuizTab';
import { RedemptionsTab } from './tabs/RedemptionsTab';
import { SystemTab } from './tabs/SystemTab';
import { TiersTab } from './tabs/TiersTab';
import { VerificationsTab } from './tabs/VerificationsTab';
import { WagerTab } from './tabs/WagerTab';
import { Button, styles } from './ui';
import { accountTexts } from '../i18n/accountTexts';
import { vipTexts } from '../screens/vip/vipTexts';

type TabId =
  | 'dashboard'
  | 'system'
  | 'redemptions'
  | 'verifications'
  | 'players'
  | 'inbox'
  | 'content'
  | 'quiz'
  | 'missions'
  | 'tiers'
  | 'wager'
  | 'audit'
  | 'operators';

/** Each tab with the roles the server lets use it, so nobody is shown a tab that can only refuse. */
const TABS: readonly { id: TabId; roles: readonly string[]; Tab: ComponentType<{ role: string }> }[] = [
  { id: 'dashboard', roles: ['admin', 'support'], Tab: DashboardTab },
  { id: 'system', roles: ['admin'], Tab: SystemTab },
  { id: 'redemptions', roles: ['admin', 'support'], Tab: RedemptionsTab },
  { id: 'verifications', roles: ['admin', 'support'], Tab: VerificationsTab },
  { id: 'players', roles: ['admin', 'support'], Tab: PlayersTab },
  { id: 'inbox', roles: ['admin', 'support'], Tab: InboxTab },
  { id: 'content', roles: ['admin', 'content'], Tab: ContentTab },
  { id: 'quiz', roles: ['admin', 'content', 'support'], Tab: QuizTab },
  { id: 'missions', roles: ['admin', 'content'], Tab: MissionsTab },
  { id: 'tiers', roles: ['admin'], Tab: TiersTab },
  { id: 'wager', roles: ['admin'], Tab: WagerTab },
  { id: 'audit', roles: ['admin'], Tab: AuditTab },
  // Everyone changes their own password here; the accounts themselves are admins'.
  { id: 'operators', roles: ['admin', 'support', 'content'], Tab: OperatorsTab },
];

/** Who decides redemptions (the server's SUPPORT_ROLES), so is told when one waits: the banner and push on this device. */
const NOTICE_ROLES: readonly string[] = ['admin', 'support'];

export default function ConsoleApp() {
  // The console's own texts (not in the players' dictionary) and the players' sections it also
  // reads (the missed promises' wallet texts, vip.console.*), fetched together: App's Suspense
  // shows its spinner until they are in.
  for (const texts of [consoleTexts(), accountTexts(), vipTexts()]) use(texts);
  const t = useT();
  const session = useOperatorSession();
  // Nested under /console: the location here is the tab's own path, e.g. '/players'.
  const [location, setLocation] = useLocation();

  useEffect(() => {
    document.title = `${t('console.title')} · VIP Club`;
    // The players' layout caps #root at a phone's width; operators work on desktops: tables use the screen.
    const root = document.getElementById('root');
    const before = root?.style.maxWidth ?? '';
    if (root) root.style.maxWidth = '1280px';
    return () => {
      if (root) root.style.maxWidth = before;
    };
  }, [t]);

  const tabs = TABS.filter((tab) => session && tab.roles.includes(session.role));
  const current = tabs.find((tab) => `/${tab.id}` === location) ?? tabs[0];

  return (
    <main className={styles.shell} data-testid="console">
      <div className={styles.top}>
        <h1>{t('console.title')}</h1>
        {/* For this page only: the player's saved language setting is left as it is. */}
        <select
          className={styles.select}
          style={{ width: 'auto' }}
          value={currentLang()}
          aria-label={t('console.language')}
          onChange={(e) => {
            if (isLang(e.target.value)) void loadLanguage(e.target.value);
          }}
          data-testid="console-lang"
        >
          {LANGS.map((lang) => (
            <option key={lang} value={lang}>
              {t(`lang.${lang}`)}
            </option>
          ))}
        </select>
        {session && (
          <>
            <span className={styles.who} data-testid="console-who">
              {t('console.login.signedInAs', [session.username, session.role])}
            </span>
            <Button variant="ghost" onClick={() => setOperatorSession(null)} testId="console-logout">
              {t('console.login.logout')}
            </Button>
          </>
        )}
      </div>
      {!session || !current ? (
        <Login />
      ) : (
        <>
          {NOTICE_ROLES.includes(session.role) && (
            <>
              <PushSwitch />
              <RedemptionNotices />
            </>
          )}
          <nav className={styles.tabs} role="tablist" onKeyDown={onRovingKey('[role="tab"]')}>
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={tab.id === current.id}
                tabIndex={rovingTabIndex(tab.id === current.id)}
                onClick={() => setLocation(`/${tab.id}`)}
                data-testid={`console-tab-${tab.id}`}
              >
                {t(`console.tab.${tab.id}`)}
              </button>
            ))}
          </nav>
          <section role="tabpanel" aria-label={t(`console.tab.${current.id}`)}>
            <current.Tab role={session.role} />
          </section>
        </>
      )}
    </main>
  );
}
