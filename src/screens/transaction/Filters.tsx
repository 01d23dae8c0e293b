import { TRANSACTION_TYPES, type TransactionType } from '../../../contract/constants';
import type { TransactionFilter } from '../../api/calls/wallet';
import { DateField } from '../../components/kit/DateField';
import { useT } from '../../i18n/useT';
import styles from './Transaction.module.css';

const isType = (value: string): value is TransactionType => (TRANSACTION_TYPES as readonly string[]).includes(value);

/**
 * Type and date range. Dates are calendar days as the player reads them
 * (the server takes them as Malaysia days); a range typed backwards is put
 * the right way round rather than refused.
 */
export function Filters({
  value,
  onChange,
  onClear,
}: {
  value: TransactionFilter;
  onChange(next: TransactionFilter): void;
  onClear(): void;
}) {
  const t = useT();
  const setDates = (from: string, to: string) =>
    onChange({ ...value, ...(from && to && from > to ? { from: to, to: from } : { from, to }) });
  return (
    <form className={styles.filters} onSubmit={(e) => e.preventDefault()} aria-label={t('title.transaction')}>
      <label className={styles.wide}>
        {t('wallet.history.type')}
        <select
          value={value.type}
          onChange={(e) => onChange({ ...value, type: isType(e.target.value) ? e.target.value : '' })}
          data-testid="filter-type"
        >
          <option value="">{t('wallet.history.allTypes')}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`wallet.txType.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('wallet.history.from')}
        <DateField value={value.from} max={value.to || undefined} onChange={(from) => setDates(from, value.to)} data-testid="filter-from" />
      </label>
      <label>
        {t('wallet.history.to')}
        <DateField value={value.to} min={value.from || undefined} onChange={(to) => setDates(value.from, to)} data-testid="filter-to" />
      </label>
      {(value.type || value.from || value.to) && (
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('wallet.history.clear')}
        </button>
      )}
    </form>
  );
}
