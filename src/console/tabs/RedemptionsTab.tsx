import { useState, type FormEvent, type ReactNode } from 'react';
import { REDEEM } from '../../../contract/constants';
import type { AdminRedemption } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { approveRedemption, fetchRedemptions, rejectRedemption } from '../calls';
import { CsvButton } from '../CsvButton';
import { PagedList } from '../PagedList';
import { Button, Field, styles, when } from '../ui';
import { AutoApprovalPanel } from './AutoApprovalPanel';
import { Decision } from './Decision';
import { useMinuteClock } from './quizTime';

type View = 'pending' | 'overdue' | 'all';
const VIEWS: readonly View[] = ['pending', 'overdue', 'all'];

/**
 * The redemption queue, worked by deadline: the player was promised credit
 * within REDEEM.creditWithinHours, so pending ones come oldest first with the
 * time left or how late they are; Overdue keeps only the late ones, All looks
 * back (newest first). Search by UID narrows any view.
 */
export function RedemptionsTab({ role }: { role: string }) {
  const t = useT();
  const [view, setView] = useState<View>('pending');
  const [draft, setDraft] = useState('');
  const [uid, setUid] = useState('');
  const filter = { status: view === 'all' ? null : ('Pending' as const), overdue: view === 'overdue', uid };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setUid(draft.trim());
  };
  return (
    <section className={styles.panel}>
      <div className={styles.filters}>
        {VIEWS.map((v) => (
          <Button key={v} variant={view === v ? undefined : 'ghost'} onClick={() => setView(v)} testId={`console-redemptions-${v}`}>
            {t(v === 'overdue' ? 'console.redemptions.overdue' : `console.redemptions.${v}`)}
          </Button>
        ))}
        <form className={styles.row} onSubmit={search}>
          <Field label={t('console.redemptions.search')} value={draft} onChange={setDraft} testId="console-redemptions-uid" />
          <Button type="submit">{t('console.action.search')}</Button>
        </form>
        {/* The view's rows: its status and UID search (the overdue view exports the pending ones). */}
        <CsvButton table="redemptions" filters={{ status: filter.status, uid }} />
      </div>
      <p className={styles.hint}>{t('console.redemptions.deadlineHint', [REDEEM.creditWithinHours])}</p>
      <AutoApprovalPanel role={role} />
      <PagedList
        key={JSON.stringify(filter)}
        fetchPage={(cursor) => fetchRedemptions(filter, cursor)}
        empty="console.redemptions.none"
        container={(rows) => <RedemptionTable>{rows}</RedemptionTable>}
        render={(r, changed) => <RedemptionRow r={r} decided={changed} />}
      />
    </section>
  );
}

function RedemptionTable({ children }: { children: ReactNode }) {
  const t = useT();
  const cols = ['player', 'amount', 'created', 'deadline', 'status', 'action'] as const;
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('console.tab.redemptions')}>
      <table className={styles.table} data-testid="console-redemptions">
        <thead>
          <tr>
            <th scope="col">#</th>
            {cols.map((c) => (
              <th key={c} scope="col">
                {t(`console.redemptions.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Hours and minutes between now and the deadline, and whether it has passed. */
function dueIn(dueAt: string, now: number): { late: boolean; hours: number; minutes: number } {
  const ms = Date.parse(dueAt) - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  return { late: ms <= 0, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

function Deadline({ r }: { r: AdminRedemption }) {
  const t = useT();
  const now = useMinuteClock();
  if (r.status !== 'Pending') return <span className={styles.meta}>{when(r.dueAt)}</span>;
  const due = dueIn(r.dueAt, now);
  return (
    <span data-testid={`console-redemption-${r.id}-deadline`}>
      {when(r.dueAt)}
      <br />
      {due.late ? (
        <span className={`${styles.badge} ${styles.late}`}>{t('console.redemptions.overdueBy', [due.hours, due.minutes])}</span>
      ) : (
        <span className={due.hours < REDEEM.creditWithinHours / 2 ? styles.soon : styles.okText}>
          {t('console.redemptions.left', [due.hours, due.minutes])}
        </span>
      )}
    </span>
  );
}

function RedemptionRow({ r, decided }: { r: AdminRedemption; decided: () => void }) {
  const t = useT();
  const now = useMinuteClock();
  const late = r.status === 'Pending' && dueIn(r.dueAt, now).late;
  return (
    <tr className={late ? styles.lateRow : undefined} data-testid={`console-redemption-${r.id}`}>
      <td className={styles.nowrap}>#{r.id}</td>
      <td>
        <strong>{r.uid}</strong>
        <br />
        <span className={styles.meta}>{r.fullName}</span>
      </td>
      <td className={styles.nowrap}>
        {t('console.redemptions.coins', [formatNumber(r.coins, { decimals: 0 })])} →{' '}
        {t('console.redemptions.credit', [formatNumber(r.creditRm)])}
      </td>
      <td className={styles.nowrap}>{when(r.createdAt)}</td>
      <td className={styles.nowrap}>
        <Deadline r={r} />
      </td>
      <td>
        <span className={styles.badge}>{t(`console.redemptions.status.${r.status}`)}</span>
        {r.autoApproved && <div className={styles.meta}>{t('console.redemptions.auto')}</div>}
        {r.decidedAt && <div className={styles.meta}>{t('console.field.labelled', [t('console.field.decided'), when(r.decidedAt)])}</div>}
        {r.reason && <div className={styles.meta}>{t('console.field.labelled', [t('console.field.reason'), r.reason])}</div>}
        {r.creditError && !r.creditedAt && <div className={styles.error}>{t('console.redemptions.creditError', [r.creditError])}</div>}
      </td>
      <td style={{ minWidth: 280 }}>
        {r.status === 'Pending' && (
          <Decision
            id={r.id}
            decided={decided}
            approve={() => approveRedemption(r.id)}
            reject={(reason) => rejectRedemption(r.id, { reason })}
          />
        )}
      </td>
    </tr>
  );
}
