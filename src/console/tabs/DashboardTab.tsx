import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { GAME_RULES, REDEEM } from '../../../contract/constants';
import type { Dashboard, DashboardGame, DashboardGamePeriod } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { formatNumber, formatPercent } from '../../lib/format';
import { fetchDashboard } from '../calls';
import { GAME_NAME } from '../gameNames';
import { Button, Loaded, styles, when } from '../ui';
import { useLoad } from '../useLoad';
import { MissedPromises } from './MissedPromises';
import { Spinner } from '../../components/Spinner';

// uPlot and the charts load apart, only here (see charts/DeskCharts.tsx).
const DeskCharts = lazy(() => import('../charts/DeskCharts'));

/** The first screen of support and admins: the queue against its promise, players, today's coins, and each game's return. */
export function DashboardTab() {
  const t = useT();
  const [load, reload] = useLoad(fetchDashboard, []);
  return (
    <section data-testid="console-dashboard">
      <Button variant="ghost" onClick={reload} testId="console-refresh">
        {t('console.action.refresh')}
      </Button>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(d) => (
          <>
            <p className={styles.hint}>{t('console.dashboard.asOf', [when(d.at)])}</p>
            <div className={styles.cards} style={{ marginTop: 8 }}>
              <Pending d={d} />
              <Players d={d} />
              <Coins d={d} />
              <SpinPayouts d={d} />
            </div>
            <Games games={d.games} />
            <MissedPromises />
          </>
        )}
      </Loaded>
      <Suspense fallback={<Spinner />}>
        <DeskCharts />
      </Suspense>
    </section>
  );
}

function Pending({ d }: { d: Dashboard }) {
  const t = useT();
  const [, setLocation] = useLocation();
  const hours = REDEEM.creditWithinHours;
  const { pending } = d;
  return (
    <div className={styles.panel} data-testid="console-dash-pending">
      <h2>{t('console.dashboard.pending', [hours])}</h2>
      <div className={styles.figures}>
        <span>{t('console.dashboard.pendingCount')}</span>
        <span className={styles.figure} data-testid="console-dash-pending-count">
          {pending.count}
        </span>
        <span>{t('console.dashboard.fresh', [hours / 2])}</span>
        <span className={styles.okText}>{pending.fresh}</span>
        <span>{t('console.dashboard.dueSoon', [hours / 2, hours])}</span>
        <span className={styles.soon}>{pending.dueSoon}</span>
        <span>{t('console.dashboard.overdue', [hours])}</span>
        <span className={pending.overdue > 0 ? styles.late : undefined} data-testid="console-dash-pending-overdue">
          {pending.overdue}
        </span>
        <span>{t('console.dashboard.creditOwed')}</span>
        <span>{t('console.redemptions.credit', [formatNumber(pending.creditRm)])}</span>
        <span>{t('console.dashboard.oldest')}</span>
        <span>{when(pending.oldestAt)}</span>
      </div>
      <Button variant="ghost" onClick={() => setLocation('/redemptions')} testId="console-dash-open-queue">
        {t('console.dashboard.openQueue')}
      </Button>
    </div>
  );
}

/** The spin payout job against SPEC 9's 15 minutes: what is owed, what is late and by how long the oldest. */
function SpinPayouts({ d }: { d: Dashboard }) {
  const t = useT();
  const minutes = REDEEM.spinCreditWithinMinutes;
  const { spinPayouts: s } = d;
  const lateMin = s.oldestDueAt ? Math.max(0, Math.floor((Date.parse(d.at) - Date.parse(s.oldestDueAt)) / 60_000)) : null;
  return (
    <div className={styles.panel} data-testid="console-dash-spin-payouts">
      <h2>{t('console.dashboard.spinPayouts', [minutes])}</h2>
      <div className={styles.figures}>
        <span>{t('console.dashboard.spinOwed')}</span>
        <span className={styles.figure}>{s.owed}</span>
        <span>{t('console.dashboard.spinLate', [minutes])}</span>
        <span className={s.late > 0 ? styles.late : undefined} data-testid="console-dash-spin-late">
          {s.late}
        </span>
        <span>{t('console.dashboard.spinOldestLate')}</span>
        <span className={lateMin !== null ? styles.late : undefined} data-testid="console-dash-spin-oldest-late">
          {lateMin === null
            ? t('console.dashboard.spinNoneLate')
            : t('console.dashboard.spinLateBy', [Math.floor(lateMin / 60), lateMin % 60])}
        </span>
        <span>{t('console.dashboard.spinPaidLate')}</span>
        <span data-testid="console-dash-spin-paid-late">{s.paidLate30}</span>
      </div>
    </div>
  );
}

function Players({ d }: { d: Dashboard }) {
  const t = useT();
  return (
    <div className={styles.panel} data-testid="console-dash-players">
      <h2>{t('console.dashboard.players')}</h2>
      <div className={styles.figures}>
        <span>{t('console.dashboard.total')}</span>
        <span className={styles.figure}>{formatNumber(d.players.total, { decimals: 0 })}</span>
        <span>{t('console.dashboard.verified')}</span>
        <span>{formatNumber(d.players.verified, { decimals: 0 })}</span>
        <span>{t('console.dashboard.newToday')}</span>
        <span>{formatNumber(d.players.newToday, { decimals: 0 })}</span>
      </div>
    </div>
  );
}

function Coins({ d }: { d: Dashboard }) {
  const t = useT();
  return (
    <div className={styles.panel} data-testid="console-dash-coins">
      <h2>{t('console.dashboard.coins')}</h2>
      <div className={styles.figures}>
        <span>{t('console.dashboard.issued')}</span>
        <span className={styles.figure}>{formatNumber(d.coins.issuedToday)}</span>
      </div>
      <p className={styles.hint}>{t('console.dashboard.issuedHint')}</p>
      <div className={styles.figures}>
        <span>{t('console.dashboard.redeemed')}</span>
        <span className={styles.figure}>
          {formatNumber(d.coins.redeemedToday)}{' '}
          <small>({t('console.redemptions.credit', [formatNumber(d.coins.redeemedCreditRmToday)])})</small>
        </span>
      </div>
      <p className={styles.hint}>{t('console.dashboard.redeemedHint')}</p>
    </div>
  );
}

function Games({ games }: { games: DashboardGame[] }) {
  const t = useT();
  const cols = ['plays', 'stakes', 'payouts', 'observed'] as const;
  return (
    <div className={styles.panel}>
      <h2>{t('console.dashboard.games')}</h2>
      <p className={styles.hint}>{t('console.dashboard.gamesHint', [GAME_RULES.SPINWHEEL.minDepositRm])}</p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('console.dashboard.games')}>
        <table className={styles.table} data-testid="console-dash-games">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('console.dashboard.game')}
              </th>
              <th scope="col" rowSpan={2} className={styles.num}>
                {t('console.dashboard.declared')}
              </th>
              <th scope="colgroup" colSpan={4}>
                {t('console.dashboard.today')}
              </th>
              <th scope="colgroup" colSpan={4}>
                {t('console.dashboard.days30')}
              </th>
            </tr>
            <tr>
              {[...cols, ...cols].map((c, i) => (
                <th key={i} scope="col" className={styles.num}>
                  {t(`console.dashboard.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.game} data-testid={`console-dash-game-${g.game}`}>
                <th scope="row">{GAME_NAME[g.game] ? t(GAME_NAME[g.game] ?? '') : g.game}</th>
                <td className={styles.num}>{g.declaredRtp === null ? '-' : formatPercent(g.declaredRtp)}</td>
                <Period g={g} p={g.today} />
                <Period g={g} p={g.days30} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Period({ g, p }: { g: DashboardGame; p: DashboardGamePeriod }) {
  const t = useT();
  // Exact to the sen and to the hundredth of a coin: the staking games pay 0.96 x 2^steps and 1.94x, never whole coins only.
  const amount = (n: number) => t(g.unit === 'RM' ? 'console.redemptions.credit' : 'console.dashboard.coinsN', [formatNumber(n)]);
  return (
    <>
      <td className={styles.num}>{formatNumber(p.plays, { decimals: 0 })}</td>
      <td className={styles.num}>{g.staked ? amount(p.stakes) : '-'}</td>
      <td className={styles.num}>{amount(p.payouts)}</td>
      {/* No plays: nothing to compare; plays with no stake (free plays): no return to speak of. */}
      <td className={styles.num}>
        {p.plays === 0 ? '-' : p.observedReturn === null ? t('console.dashboard.notApplicable') : formatPercent(p.observedReturn)}
      </td>
    </>
  );
}
