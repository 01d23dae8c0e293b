import { useState, type FormEvent } from 'react';
import { SPIN_DAILY_LIMIT_DEFAULT, SPIN_DAILY_LIMIT_MAX } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { setSpinLimit } from '../calls';
import { Button, Field, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';

/**
 * A player's daily spin limit on the wheels (SPEC: 16 a day, "may increase
 * under conditions"): shown, raised up to the cap, or set back to the default.
 * The server checks the range again and audits the change.
 */
export function SpinLimit({ uid, limit, changed }: { uid: string; limit: number | null; changed: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const action = useAction();
  const value = Number(draft);
  const current = limit ?? SPIN_DAILY_LIMIT_DEFAULT;
  const valid =
    draft.trim() !== '' &&
    Number.isInteger(value) &&
    value >= SPIN_DAILY_LIMIT_DEFAULT &&
    value <= SPIN_DAILY_LIMIT_MAX &&
    value !== current;
  const save = (dailyLimit: number) => {
    void action.run(async () => {
      const res = await setSpinLimit(uid, { dailyLimit });
      setDraft('');
      changed();
      return t('console.players.spinLimitSaved', [res.spinDailyLimit ?? SPIN_DAILY_LIMIT_DEFAULT]);
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save(value);
  };
  return (
    <form onSubmit={submit} data-testid={`console-spin-limit-${uid}`}>
      <h3>{t('console.players.spinLimit')}</h3>
      <p className={styles.meta} data-testid="console-spin-limit-current">
        {limit === null
          ? t('console.players.spinLimitDefault', [SPIN_DAILY_LIMIT_DEFAULT])
          : t('console.players.spinLimitRaised', [limit, SPIN_DAILY_LIMIT_DEFAULT])}
      </p>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field
            label={t('console.players.spinLimitNew', [SPIN_DAILY_LIMIT_DEFAULT, SPIN_DAILY_LIMIT_MAX])}
            type="number"
            value={draft}
            onChange={setDraft}
            testId="console-spin-limit-input"
          />
        </div>
        <Button type="submit" disabled={!valid || action.busy} testId="console-spin-limit-save">
          {t('console.action.save')}
        </Button>
        {limit !== null && (
          <Button variant="ghost" onClick={() => save(SPIN_DAILY_LIMIT_DEFAULT)} disabled={action.busy} testId="console-spin-limit-reset">
            {t('console.players.spinLimitReset', [SPIN_DAILY_LIMIT_DEFAULT])}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}
