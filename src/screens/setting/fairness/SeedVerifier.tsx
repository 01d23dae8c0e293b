import { useState } from 'react';
import { webHmacSha256 } from '../../../../contract/fairness';
import type { RevealedSeed } from '../../../../contract/schemas/fairness';
import { errorKey } from '../../../api/client';
import type { RoundToVerify } from '../../../game/verifyRound';
import { verifySeed, type SeedCheck } from '../../../game/verifySeed';
import { allRoundsToVerify } from '../../../game/verifySources';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/format';
import styles from './Fairness.module.css';

/** Every past round drawn from a seed (src/game/verifySources.ts), fetched once per screen, on the first Verify. */
let cache: Promise<RoundToVerify[]> | null = null;
function loadRounds(): Promise<RoundToVerify[]> {
  cache ??= allRoundsToVerify().catch((e: unknown) => {
    cache = null;
    throw e;
  });
  return cache;
}
/** A new screen visit fetches again: rounds may have been played since. */
export function forgetRounds(): void {
  cache = null;
}

function Tick({ ok }: { ok: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={ok ? styles.tick : styles.cross}>
      <path
        d={ok ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One revealed seed: its values, and the recomputation of every spin it drew. */
export function SeedVerifier({ seed }: { seed: RevealedSeed }) {
  const t = useT();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done'; check: SeedCheck } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const run = () => {
    setState({ kind: 'busy' });
    loadRounds()
      .then((games) => verifySeed(seed, games, webHmacSha256))
      .then(
        (check) => setState({ kind: 'done', check }),
        (e: unknown) => setState({ kind: 'error', message: errorKey(e) }),
      );
  };
  return (
    <li className={styles.card} data-testid="revealed-seed">
      <dl className={styles.values}>
        <dt>{t('games.fairness.serverSeed')}</dt>
        <dd className={styles.mono}>{seed.serverSeed}</dd>
        <dt>{t('games.fairness.serverSeedHash')}</dt>
        <dd className={styles.mono}>{seed.serverSeedHash}</dd>
        <dt>{t('games.fairness.clientSeed')}</dt>
        <dd className={styles.mono}>{seed.clientSeed}</dd>
        <dt>{t('games.fairness.nonce')}</dt>
        <dd>
          {t('games.fairness.rounds', [seed.nonce])} · {formatDateTime(seed.revealedAt)}
        </dd>
      </dl>
      {state.kind !== 'done' && (
        <button type="button" className="btn btn-ghost" onClick={run} disabled={state.kind === 'busy'} data-testid="verify-seed">
          {t(state.kind === 'busy' ? 'games.fairness.verifying' : 'games.fairness.verify')}
        </button>
      )}
      {state.kind === 'error' && (
        <p className={styles.bad} role="alert">
          {t(state.message)}
        </p>
      )}
      {state.kind === 'done' && (
        <div data-testid="verify-result">
          <p className={state.check.hashOk ? styles.good : styles.bad}>
            <Tick ok={state.check.hashOk} /> {t(state.check.hashOk ? 'games.fairness.hashOk' : 'games.fairness.hashBad')}
          </p>
          {state.check.rounds.length === 0 ? (
            <p className={styles.muted}>{t('games.fairness.noRounds')}</p>
          ) : (
            <>
              <p className={styles.muted}>
                {t('games.fairness.summary', [state.check.rounds.filter((r) => r.ok).length, state.check.rounds.length])}
              </p>
              <ul className={styles.rounds}>
                {state.check.rounds.map((r) => (
                  <li key={`${r.game}-${r.rowId}`} data-testid="verified-round" data-ok={r.ok ? 'true' : 'false'}>
                    <Tick ok={r.ok} />
                    <span className={styles.nonce}>#{r.nonce}</span>
                    <span>{t('games.fairness.expected', [r.expected])}</span>
                    <span>{t('games.fairness.recorded', [r.recorded])}</span>
                    <span className="visually-hidden">{t(r.ok ? 'games.fairness.match' : 'games.fairness.mismatch')}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </li>
  );
}
