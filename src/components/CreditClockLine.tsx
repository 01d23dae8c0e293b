import type { CreditClock } from '../../contract/schemas/wallet';
import { useT } from '../i18n/useT';
import { formatDateTime } from '../lib/format';
import styles from './CreditClockLine.module.css';

/**
 * The promise of a credit (issue 26): "credited by <due time>" and what holds
 * it while it is owed, "credited <time>" once it landed. A redemption's 24
 * hours and a spin prize's 15 minutes read alike. The screens showing
 * it load again on every live update, so it moves on by itself.
 */
export function CreditClockLine({ clock }: { clock: CreditClock }) {
  const t = useT();
  if (clock.creditedAt) {
    return (
      <span className={styles.clock} data-testid="credit-clock" data-state="credited">
        {t('wallet.clock.creditedAt', [formatDateTime(clock.creditedAt)])}
      </span>
    );
  }
  if (!clock.hold) return null;
  return (
    <span className={styles.clock} data-testid="credit-clock" data-state={clock.hold}>
      {t('wallet.clock.dueBy', [formatDateTime(clock.dueAt)])} · {t(`wallet.clock.hold.${clock.hold}`)}
    </span>
  );
}
