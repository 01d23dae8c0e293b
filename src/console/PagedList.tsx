import { Fragment, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Button, Loaded, Outcome, styles } from './ui';
import { useAction, useLoad } from './useLoad';

const list = (rows: ReactNode) => (
  <ul className={styles.list} style={{ marginTop: 8 }}>
    {rows}
  </ul>
);

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

/**
 * A newest-first queue read page by page (the operator calls' cursor pages),
 * with Refresh and Load more. After a change to any row, call `changed`:
 * it drops the extra pages and reads the first again, so no decided row
 * lingers as pending further down. Key it by its filter: a new filter is a
 * new list.
 */
export function PagedList<T extends { id: number }>({
  fetchPage,
  empty,
  render,
  container,
}: {
  fetchPage: (cursor: string | null) => Promise<Page<T>>;
  /** message key shown when there is nothing */
  empty: string;
  render: (row: T, changed: () => void) => ReactNode;
  /** what holds the rendered rows (a table's body under its head); a list by default */
  container?: (rows: ReactNode) => ReactNode;
}) {
  const t = useT();
  const [load, reload] = useLoad(() => fetchPage(null), []);
  const [extra, setExtra] = useState<{ rows: T[]; next: string | null } | null>(null);
  const action = useAction();
  const changed = () => {
    setExtra(null);
    reload();
  };
  const more = (cursor: string) =>
    void action.run(async () => {
      const page = await fetchPage(cursor);
      setExtra((before) => ({ rows: [...(before?.rows ?? []), ...page.rows], next: page.nextCursor }));
      return null;
    });
  return (
    <>
      <Button variant="ghost" onClick={changed} testId="console-refresh">
        {t('console.action.refresh')}
      </Button>
      <Loaded load={load} reload={reload} empty={(page) => (page.rows.length ? null : empty)}>
        {(page) => {
          const next = extra ? extra.next : page.nextCursor;
          return (
            <>
              {(container ?? list)(
                [...page.rows, ...(extra?.rows ?? [])].map((row) => <Fragment key={row.id}>{render(row, changed)}</Fragment>),
              )}
              {next && (
                <Button variant="ghost" disabled={action.busy} onClick={() => more(next)}>
                  {t('console.action.more')}
                </Button>
              )}
              <Outcome error={action.error} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
