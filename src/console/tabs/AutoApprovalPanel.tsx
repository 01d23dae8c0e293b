import { useState, type FormEvent } from 'react';
import type { AutoApproval } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { fetchAutoApproval, setAutoApproval } from '../calls';
import { Button, Field, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';

/** The redemptions' automatic approval: everyone who works the queue sees it; admins change it (the server audits each change). */
export function AutoApprovalPanel({ role }: { role: string }) {
  const t = useT();
  const [load, reload] = useLoad(fetchAutoApproval, []);
  return (
    <details className={styles.panel} data-testid="console-auto-approval">
      <summary>
        <strong>{t('console.redemptions.autoApproval')}</strong>
        {load.kind === 'ready' && (
          <>
            {' '}
            · <State rule={load.data} />
          </>
        )}
      </summary>
      <p className={styles.hint}>{t('console.redemptions.autoHint')}</p>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(rule) =>
          role === 'admin' ? (
            <Edit key={rule.updatedAt} rule={rule} saved={reload} />
          ) : (
            <p className={styles.meta}>{t('console.redemptions.autoAdminOnly')}</p>
          )
        }
      </Loaded>
    </details>
  );
}

function State({ rule }: { rule: AutoApproval }) {
  const t = useT();
  return (
    <span className={rule.enabled ? styles.on : styles.meta} data-testid="console-auto-approval-state">
      {t('console.redemptions.autoState', [
        t(rule.enabled ? 'console.redemptions.autoOn' : 'console.redemptions.autoOff'),
        formatNumber(rule.maxCreditRm),
        when(rule.updatedAt),
        rule.updatedBy ?? t('console.redemptions.autoNever'),
      ])}
    </span>
  );
}

function Edit({ rule, saved }: { rule: AutoApproval; saved: () => void }) {
  const t = useT();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [max, setMax] = useState(rule.maxCreditRm.toFixed(2));
  const action = useAction();
  const value = Number(max);
  const valid = max.trim() !== '' && Number.isFinite(value) && value >= 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await setAutoApproval({ enabled, maxCreditRm: value });
      saved();
      return t('console.action.saved');
    });
  };
  return (
    <form onSubmit={submit}>
      <div className={styles.row}>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
            data-testid="console-auto-approval-enabled"
          />
          {t('console.redemptions.autoEnabled')}
        </label>
        <Field label={t('console.redemptions.autoMax')} type="number" value={max} onChange={setMax} testId="console-auto-approval-max" />
        <Button type="submit" disabled={!valid || action.busy} testId="console-auto-approval-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}
