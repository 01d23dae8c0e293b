import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { fetchMissedRedemptions } from '../promiseCalls';
import { Loaded, styles, when } from '../ui';
import { useLoad } from '../useLoad';

/** The dashboard's missed promises (issue 26): how many in 30 days, and the newest of them. */
export function MissedPromises() {
  const t = useT();
  const [load, reload] = useLoad(fetchMissedRedemptions, []);
  return (
    <div className={styles.panel} data-testid="console-dash-missed">
      <h2>{t('console.promises.missed')}</h2>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(m) => (
          <>
            <p>
              <span className={m.count > 0 ? styles.late : styles.okText} data-testid="console-dash-missed-count">
                {formatNumber(m.count, { decimals: 0 })}
              </span>
            </p>
            <p className={styles.hint}>{m.count === 0 ? t('console.promises.missedNone') : t('console.promises.missedHint')}</p>
            {m.rows.length > 0 && (
              <table className={styles.table}>
                <tbody>
                  {m.rows.map((r) => (
                    <tr key={r.id} data-testid="console-dash-missed-row">
                      <td>{r.id}</td>
                      <td>{r.uid}</td>
                      <td className={styles.num}>{t('console.redemptions.credit', [formatNumber(r.creditRm)])}</td>
                      <td>{t(`wallet.status.${r.status}`)}</td>
                      <td>
                        {t('console.promises.due')} {when(r.dueAt)}
                      </td>
                      <td>{r.creditedAt ? `${t('console.promises.credited')} ${when(r.creditedAt)}` : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
