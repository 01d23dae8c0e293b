// A game's history in its sheet over the play screen: a table of the
// player's ended plays, newest first, a page more as the list scrolls, and
// the empty state when there are none. Each game gives its columns.
import type { ReactNode } from 'react';
import { MSG } from '../../contract/errors';
import { usePages, type Page } from '../api/hooks/usePages';
import { LoadMore } from '../components/kit/LoadMore';
import { EmptyState } from '../components/kit/LoadState';
import { useT } from '../i18n/useT';
import { HistorySheet } from './HistorySheet';
import styles from './Play.module.css';

/** A column: its heading is games.<section>.history.<key>. */
export interface HistoryColumn<Row> {
  key: string;
  cell(row: Row): ReactNode;
  testId?: string;
}

/** One page as the history calls answer it: a numeric cursor, null after the last page. */
export interface HistoryPage<Row> {
  rows: Row[];
  nextCursor: number | null;
}

export interface GameHistoryProps<Row> {
  /** the game's section of the dictionary (title and column headings) */
  section: string;
  testId: string;
  fetch(cursor: number | null): Promise<HistoryPage<Row>>;
  columns: readonly HistoryColumn<Row>[];
  rowKey(row: Row): number;
  /** the row's data-* attributes (status and the like), for what tests and styles read */
  rowData(row: Row): Record<`data-${string}`, string>;
  onClose(): void;
}

export function GameHistory<Row>({ section, testId, fetch, columns, rowKey, rowData, onClose }: GameHistoryProps<Row>) {
  const t = useT();
  const pages = usePages(`${section}-history`, async (cursor): Promise<Page<Row>> => {
    // The contract's numeric cursor as the string cursor of usePages.
    const page = await fetch(cursor === null ? null : Number(cursor));
    return { rows: page.rows, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
  });
  const empty = pages.loaded && !pages.rows.length;
  return (
    <HistorySheet title={t(`games.${section}.history.title`)} testId={testId} onClose={onClose}>
      {empty ? (
        <EmptyState message={MSG.noHistoryFound} />
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {t(`games.${section}.history.${c.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pages.rows.map((row) => (
              <tr key={rowKey(row)} data-testid="history-row" {...rowData(row)}>
                {columns.map((c) => (
                  <td key={c.key} data-testid={c.testId}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* An empty history says so once; "the end" only closes a list that has rows. */}
      {!empty && <LoadMore more={pages.more} loading={pages.loading} error={pages.error} onMore={pages.loadMore} />}
    </HistorySheet>
  );
}
