import { useT } from '../../i18n/useT';
import { fetchAudit } from '../calls';
import { CsvButton } from '../CsvButton';
import { Button, Loaded, styles, when } from '../ui';
import { useLoad } from '../useLoad';

/** The rule an automatic line names (server/auth/audit.ts auditRule puts it in detail.rule). */
function ruleOf(detail: unknown): string {
  return typeof detail === 'object' && detail !== null && 'rule' in detail ? String(detail.rule) : '?';
}

/** The newest actions: when (GMT+8), who (an operator or an automatic rule) did what to which target, with the detail as recorded. */
export function AuditTab() {
  const t = useT();
  const [load, reload] = useLoad(fetchAudit, []);
  return (
    <section className={styles.panel}>
      <div className={styles.row}>
        <Button variant="ghost" onClick={reload}>
          {t('console.action.refresh')}
        </Button>
        {/* The whole log, not only the newest lines shown here. */}
        <CsvButton table="audit" />
      </div>
      <Loaded load={load} reload={reload} empty={(rows) => (rows.length ? null : 'console.audit.none')}>
        {(rows) => (
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('console.tab.audit')}>
            <table className={styles.table} style={{ marginTop: 8 }} data-testid="console-audit">
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className={styles.nowrap}>{when(r.createdAt)}</td>
                    <td className={styles.nowrap}>{r.operator ?? t('console.audit.rule', [ruleOf(r.detail)])}</td>
                    <td>
                      <strong>{r.action}</strong>
                      {r.target ? ` · ${r.target}` : ''}
                    </td>
                    <td>
                      <pre className={styles.pre}>{JSON.stringify(r.detail)}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
    </section>
  );
}
