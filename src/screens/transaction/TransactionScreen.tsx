import { use, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import type { TransactionRow } from '../../../contract/schemas/wallet';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { LoadMore } from '../../components/kit/LoadMore';
import { SubHeader } from '../../components/kit/SubHeader';
import { fetchTransactions, type TransactionFilter } from '../../api/calls/wallet';
import { usePages } from '../../api/hooks/usePages';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import { playerState } from '../../state/player';
import { Filters } from './Filters';
import { UpcomingExpiries } from './UpcomingExpiries';
import { CreditClockLine } from '../../components/CreditClockLine';
import styles from './Transaction.module.css';
import { ledgerNoteName } from '../../../contract/ledgerNotes';
import { accountTexts } from '../../i18n/accountTexts';

function Row({ row }: { row: TransactionRow }) {
  const t = useT();
  const noteText = (note: string) => {
    const name = ledgerNoteName(note);
    return name ? t(`wallet.note.${name}`) : note;
  };
  return (
    <li className={styles.row} data-testid="transaction-row" data-type={row.type}>
      <span className={styles.type}>{t(`wallet.txType.${row.type}`)}</span>
      {/* A spin row (SPINWHEEL / SPINWHEELV2 filters) moved no coins: it shows its RM prize instead. */}
      <span className={`${styles.amount} ${row.creditRm !== undefined || row.amount > 0 ? styles.plus : styles.minus}`}>
        {row.creditRm !== undefined
          ? `RM${formatNumber(row.creditRm)}`
          : `${row.amount > 0 ? '+' : '−'}${formatNumber(Math.abs(row.amount))}`}
        {row.status && <span className={styles.status}>{t(`wallet.status.${row.status}`)}</span>}
      </span>
      <span className={styles.date}>{formatDateTime(row.createdAt)}</span>
      {row.clock && (
        <span className={styles.note}>
          <CreditClockLine clock={row.clock} />
        </span>
      )}
      {/* An adjustment's note is worth showing (the server's own in the player's language, an operator's as written); other notes are bookkeeping. */}
      {row.type === 'ADJUST' && row.note && <span className={styles.note}>{noteText(row.note)}</span>}
    </li>
  );
}

const NO_FILTER: TransactionFilter = { type: '', from: '', to: '' };

/**
 * Coin history (SPEC section 3's eleven types and the quiz's; the spin wheels'
 * filters list spins with their RM prize, server/history/README.md): filter by type and by days
 * (Malaysia time), newest first, more rows as the player scrolls. Coins
 * moving while the screen is open (a live update) reload the list in place.
 */
export default function TransactionScreen() {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  usePageTitle('title.transaction');
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER);
  const key = `${filter.type}|${filter.from}|${filter.to}`;
  const pages = usePages(
    key,
    useCallback((cursor: string | null) => fetchTransactions(filter, cursor), [filter]),
  );
  const { coin } = useSnapshot(playerState);
  const wallet = `${coin.total}|${coin.pending}|${coin.redeemed}`;
  const seen = useRef(wallet);
  const { reload } = pages;
  useEffect(() => {
    if (seen.current === wallet) return;
    seen.current = wallet;
    reload();
  }, [wallet, reload]);

  let body;
  if (pages.error && pages.rows.length === 0) body = <ErrorRetry message={pages.error} retry={pages.reload} />;
  else if (!pages.loaded && pages.rows.length === 0) body = <Spinner />;
  else if (pages.rows.length === 0) body = <EmptyState message={MSG.noTransactionFound} />;
  else {
    body = (
      <>
        <ul className={styles.list} data-testid="transaction-list">
          {pages.rows.map((r) => (
            <Row key={r.id} row={r} />
          ))}
        </ul>
        <LoadMore more={pages.more} loading={pages.loading && pages.loaded} error={pages.error} onMore={pages.loadMore} />
      </>
    );
  }
  return (
    <main className="screen">
      <SubHeader title={t('title.transaction')} back={ROUTES.home} />
      <Filters value={filter} onChange={setFilter} onClear={() => setFilter(NO_FILTER)} />
      <UpcomingExpiries />
      {body}
    </main>
  );
}
