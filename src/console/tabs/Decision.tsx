import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { Button, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';

/**
 * Approve, or reject with a reason (the server requires one and the player
 * reads it): the shared decision row of redemptions and verifications.
 */
export function Decision({
  id,
  approve,
  reject,
  decided,
}: {
  id: number;
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  decided: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const action = useAction();
  const act = (work: () => Promise<unknown>) =>
    void action.run(async () => {
      await work();
      decided();
      return null;
    });
  return (
    <div>
      <div className={styles.row}>
        <Button onClick={() => act(approve)} disabled={action.busy} testId={`console-approve-${id}`}>
          {t('console.action.approve')}
        </Button>
        <input
          className={`${styles.input} ${styles.grow}`}
          value={reason}
          placeholder={t('console.field.reason')}
          aria-label={t('console.field.reason')}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          data-testid={`console-reason-${id}`}
        />
        <Button
          variant="danger"
          onClick={() => act(() => reject(reason.trim()))}
          disabled={action.busy || !reason.trim()}
          testId={`console-reject-${id}`}
        >
          {t('console.action.reject')}
        </Button>
      </div>
      <Outcome error={action.error} />
    </div>
  );
}
