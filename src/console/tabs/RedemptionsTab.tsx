import { useState } from 'react';
import type { AdminRedemption } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/useT';
import { approveRedemption, fetchRedemptions, rejectRedemption } from '../calls';
import { PagedList } from '../PagedList';
import { Button, styles, when } from '../ui';
import { Decision } from './Decision';

/** The redemption queue: pending first (the work to do), or everything for a look back. */
export function RedemptionsTab() {
  const t = useT();
  const [pendingOnly, setPendingOnly] = useState(true);
  const fetchPage = (cursor: string | null) => fetchRedemptions(pendingOnly ? 'Pending' : null, cursor);
  return (
    <section className={styles.panel}>
      <div className={styles.row}>
        <Button variant={pendingOnly ? undefined : 'ghost'} onClick={() => setPendingOnly(true)}>{t('console.redemptions.pending')}</Button>
        <Button variant={pendingOnly ? 'ghost' : undefined} onClick={() => setPendingOnly(false)}>{t('console.redemptions.all')}</Button>
      </div>
      <PagedList key={String(pendingOnly)} fetchPage={fetchPage} empty="console.redemptions.none"
        render={(r, changed) => <RedemptionItem r={r} decided={changed} />} />
    </section>
  );
}

function RedemptionItem({ r, decided }: { r: AdminRedemption; decided: () => void }) {
  const t = useT();
  return (
    <li className={styles.item} data-testid={`console-redemption-${r.id}`}>
      <div className={styles.row}>
        <strong className={styles.grow}>#{r.id} · {r.uid} · {r.fullName}</strong>
        <span className={styles.badge}>{r.status}</span>
      </div>
      <div>{t('console.redemptions.coins', [r.coins])} → {t('console.redemptions.credit', [r.creditRm.toFixed(2)])}</div>
      <div className={styles.meta}>
        {t('console.field.created')}: {when(r.createdAt)}
        {r.decidedAt && <> · {t('console.field.decided')}: {when(r.decidedAt)}</>}
        {r.reason && <> · {t('console.field.reason')}: {r.reason}</>}
      </div>
      {r.creditError && !r.creditedAt && <div className={styles.error}>{t('console.redemptions.creditError', [r.creditError])}</div>}
      {r.status === 'Pending' && (
        <Decision id={r.id} decided={decided}
          approve={() => approveRedemption(r.id)}
          reject={(reason) => rejectRedemption(r.id, { reason })} />
      )}
    </li>
  );
}
