import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminPlayer } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { adjustCoins, findPlayers } from '../calls';
import { CsvButton } from '../CsvButton';
import { Button, Field, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { PlayerBlock } from './PlayerBlock';
import { PlayerLimits } from './PlayerLimits';
import { PlayerTier } from './PlayerTier';
import { SpinLimit } from './SpinLimit';

/**
 * Look a player up by UID, adjust their coins with a reason (an audited ADJUST entry), raise their daily spin limit,
 * see or set their play limits' exclusion and (admins, as the server's tier calls are theirs) their VIP tier.
 */
export function PlayersTab({ role }: { role: string }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <section className={styles.panel}>
      <form className={styles.filters} onSubmit={search}>
        <Field label={t('console.players.search')} value={draft} onChange={setDraft} testId="console-player-q" />
        <Button type="submit" disabled={!draft.trim()}>
          {t('console.action.search')}
        </Button>
        {/* Every player whose UID contains the search shown, or every player before a search. */}
        <CsvButton table="players" filters={{ q: query || null }} label={t('console.desk.csv.players')} />
      </form>
      {query && <Results query={query} tiers={role === 'admin'} />}
    </section>
  );
}

function Results({ query, tiers }: { query: string; tiers: boolean }) {
  const [load, reload] = useLoad(() => findPlayers(query), [query]);
  return (
    <Loaded load={load} reload={reload} empty={(rows) => (rows.length ? null : 'console.players.none')}>
      {(rows) => (
        <PlayerTable>
          {rows.map((p) => (
            <PlayerItem key={p.uid} p={p} changed={reload} tiers={tiers} />
          ))}
        </PlayerTable>
      )}
    </Loaded>
  );
}

const COLUMNS = ['uid', 'name', 'phone', 'status', 'balance', 'created'] as const;

function PlayerTable({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('console.tab.players')}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`console.players.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** One player: a row of who they are, and under it the forms that change their coins and spin limit. */
function PlayerItem({ p, changed, tiers }: { p: AdminPlayer; changed: () => void; tiers: boolean }) {
  const t = useT();
  return (
    <tbody data-testid={`console-player-${p.uid}`}>
      <tr>
        <td>
          <strong>{p.uid}</strong>
        </td>
        <td>{p.fullName}</td>
        <td className={styles.nowrap}>{p.phone ?? '-'}</td>
        <td>
          <span className={`${styles.badge} ${p.verified ? styles.off : styles.on}`}>
            {t(p.verified ? 'console.players.verified' : 'console.players.notVerified')}
          </span>
          <div className={styles.meta}>{t('console.players.role', [p.role])}</div>
          {p.blockedAt && (
            <span className={`${styles.badge} ${styles.on}`} data-testid="console-player-blocked">
              {t('console.players.blocked')}
            </span>
          )}
        </td>
        <td className={styles.nowrap}>
          {t('console.players.balance', [formatNumber(p.balance), formatNumber(p.pending)])}
          {/* Every coin move of the player, oldest first. */}
          <div>
            <CsvButton
              table="ledger"
              filters={{ uid: p.uid }}
              label={t('console.desk.csv.ledger')}
              testId={`console-csv-ledger-${p.uid}`}
            />
          </div>
        </td>
        <td className={styles.nowrap}>{when(p.createdAt)}</td>
      </tr>
      <tr>
        <td colSpan={COLUMNS.length}>
          <div className={styles.langs}>
            <Adjust uid={p.uid} changed={changed} />
            <SpinLimit uid={p.uid} limit={p.spinDailyLimit} changed={changed} />
            <PlayerLimits uid={p.uid} />
            <PlayerBlock uid={p.uid} blockedAt={p.blockedAt} changed={changed} />
            {tiers && <PlayerTier uid={p.uid} />}
          </div>
        </td>
      </tr>
    </tbody>
  );
}

function Adjust({ uid, changed }: { uid: string; changed: () => void }) {
  const t = useT();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per intended adjustment: a retry after a timeout cannot double it; a new amount is a new key.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useAction();
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value) && value !== 0 && reason.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const res = await adjustCoins(uid, { amount: value, reason: reason.trim(), idempotencyKey: key });
      setAmount('');
      setReason('');
      setKey(crypto.randomUUID());
      changed();
      return t('console.players.adjusted', [formatNumber(res.coin.balance)]);
    });
  };
  return (
    <form onSubmit={submit}>
      <h3>{t('console.players.adjust')}</h3>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={t('console.players.amount')} type="number" value={amount} onChange={setAmount} />
        </div>
        <div className={styles.grow}>
          <Field label={t('console.field.reason')} value={reason} onChange={setReason} />
        </div>
        <Button type="submit" disabled={!valid || action.busy}>
          {t('console.action.save')}
        </Button>
      </div>
      {/* msg.playerInsufficientCoin names the player: "Player {0} Insufficient Coin". */}
      <Outcome error={action.error} args={[uid]} note={action.note} />
    </form>
  );
}
