import { useT } from '../../i18n/useT';
import { fetchAudit } from '../calls';
import { Button, Loaded, styles, when } from '../ui';
import { useLoad } from '../useLoad';

/** The newest operator actions: who did what to which target, with the detail as recorded. */
export function AuditTab() {
  const t = useT();
  const [load, reload] = useLoad(fetchAudit, []);
  return (
    <section className={styles.panel}>
      <Button variant="ghost" onClick={reload}>{t('console.action.refresh')}</Button>
      <Loaded load={load} reload={reload} empty={(rows) => (rows.length ? null : 'console.audit.none')}>
        {(rows) => (
          <ul className={styles.list} style={{ marginTop: 8 }} data-testid="console-audit">
            {rows.map((r) => (
              <li key={r.id} className={styles.item}>
                <div className={styles.row}>
                  <strong className={styles.grow}>{r.action}{r.target ? ` · ${r.target}` : ''}</strong>
                  <span className={styles.meta}>{r.operator} · {when(r.createdAt)}</span>
                </div>
                <pre className={styles.pre}>{JSON.stringify(r.detail)}</pre>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
