import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { setPlayerBlock } from '../calls';
import { Button, Field, Outcome, styles, when } from '../ui';
import { useAction } from '../useLoad';

/**
 * Block a player or let them back in, with a reason (audited). A blocked
 * player's open apps are logged out and every door tells them
 * msg.accessBlock; their coins and history stay.
 */
export function PlayerBlock({ uid, blockedAt, changed }: { uid: string; blockedAt: string | null; changed: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const action = useAction();
  const blocked = blockedAt !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const res = await setPlayerBlock(uid, { blocked: !blocked, reason: reason.trim() });
      setReason('');
      changed();
      return t(res.blockedAt ? 'console.players.blockDone' : 'console.players.unblockDone');
    });
  };
  return (
    <form onSubmit={submit} data-testid={`console-player-block-${uid}`}>
      <h3>{t('console.players.access')}</h3>
      <p className={styles.meta} data-testid="console-player-block-state">
        {blocked ? t('console.players.blockedSince', [when(blockedAt)]) : t('console.players.notBlocked')}
      </p>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={t('console.field.reason')} value={reason} onChange={setReason} />
        </div>
        <Button
          type="submit"
          variant={blocked ? 'ghost' : 'danger'}
          disabled={!reason.trim() || action.busy}
          testId="console-player-block-save"
        >
          {t(blocked ? 'console.players.unblock' : 'console.players.block')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}
