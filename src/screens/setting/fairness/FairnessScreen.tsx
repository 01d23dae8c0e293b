import { use, useEffect, useState, type FormEvent } from 'react';
import { API } from '../../../../contract/routes';
import { CLIENT_SEED_PATTERN } from '../../../../contract/fairness';
import type { FairnessState } from '../../../../contract/schemas/fairness';
import { fetchFairness, rotateSeed, setClientSeed } from '../../../api/calls/fairness';
import { errorKey } from '../../../api/client';
import { usePageTitle } from '../../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../../components/kit/LoadState';
import { SubHeader } from '../../../components/kit/SubHeader';
import { useRemote } from '../../../api/hooks/useRemote';
import { useT } from '../../../i18n/useT';
import { forgetRounds, SeedVerifier } from './SeedVerifier';
import { gamesTexts } from '../../../game/gamesDictionary';
import styles from './Fairness.module.css';

const SEED = new RegExp(CLIENT_SEED_PATTERN);

/**
 * /setting/fairness (private): the active seed pair (the server seed's
 * SHA-256 shown before any play), the client seed to change, rotation to
 * reveal, and the in-browser verifier of every spin a revealed seed drew.
 */
export default function FairnessScreen() {
  use(gamesTexts());
  const t = useT();
  usePageTitle('title.setting.fairness');
  const remote = useRemote(API.fairness, fetchFairness, { keep: false });
  // What a change or a rotation answered replaces the first load until the next visit.
  const [updated, setUpdated] = useState<FairnessState | null>(null);
  const state = updated ?? (remote.status === 'ok' ? remote.data : null);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the last action did, said in words: a saved seed otherwise only greys its button out.
  const [done, setDone] = useState<'seedSaved' | null>(null);
  useEffect(() => forgetRounds, []);

  const act = async (call: () => Promise<FairnessState>, said: 'seedSaved' | null = null) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setUpdated(await call());
      setDraft(null);
      setDone(said);
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };
  const seed = draft ?? state?.current.clientSeed ?? '';
  const valid = SEED.test(seed);
  const change = (e: FormEvent) => {
    e.preventDefault();
    if (valid) void act(() => setClientSeed({ clientSeed: seed }), 'seedSaved');
  };
  const rotate = () =>
    act(async () => {
      const r = await rotateSeed({});
      return {
        current: r.current,
        previous: [r.revealed, ...(state?.previous ?? []).filter((p) => p.serverSeedHash !== r.revealed.serverSeedHash)],
      };
    });

  return (
    <main className="screen" data-testid="fairness">
      <SubHeader title={t('title.setting.fairness')} back="~/setting" />
      <p className={styles.muted}>{t('games.fairness.intro')}</p>
      {!state && remote.status === 'error' && <ErrorRetry message={remote.message} retry={remote.retry} />}
      {!state && remote.status !== 'error' && <Spinner />}
      {state && (
        <>
          <section className={styles.card} aria-labelledby="current-title">
            <h2 id="current-title" className={styles.h2}>
              {t('games.fairness.current')}
            </h2>
            <dl className={styles.values}>
              <dt>{t('games.fairness.serverSeedHash')}</dt>
              <dd className={styles.mono} data-testid="seed-hash">
                {state.current.serverSeedHash}
              </dd>
              <dt>{t('games.fairness.nonce')}</dt>
              <dd data-testid="seed-nonce">{state.current.nonce}</dd>
            </dl>
            <form className={styles.seedForm} onSubmit={change}>
              <label htmlFor="client-seed">{t('games.fairness.clientSeed')}</label>
              <div className={styles.seedRow}>
                <input
                  id="client-seed"
                  value={seed}
                  onChange={(e) => {
                    setDraft(e.target.value);
                    setDone(null);
                  }}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={!valid}
                  aria-describedby="client-seed-hint"
                />
                <button type="submit" className="btn" disabled={busy || !valid || seed === state.current.clientSeed}>
                  {t('games.fairness.changeSeed')}
                </button>
              </div>
              <small id="client-seed-hint" className={valid ? styles.muted : styles.bad}>
                {t('games.fairness.seedHint')}
              </small>
              {done && (
                <p className={styles.good} role="status" data-testid="seed-saved">
                  {t(`games.fairness.${done}`)}
                </p>
              )}
            </form>
            <button type="button" className="btn btn-ghost" onClick={() => void rotate()} disabled={busy} data-testid="rotate-seed">
              {t('games.fairness.rotate')}
            </button>
            <p className={styles.muted}>{t('games.fairness.rotateHint')}</p>
            {error && (
              <p className={styles.bad} role="alert">
                {t(error)}
              </p>
            )}
          </section>
          <h2 className={styles.h2}>{t('games.fairness.revealed')}</h2>
          {state.previous.length === 0 ? (
            <p className={styles.muted}>{t('games.fairness.noRevealed')}</p>
          ) : (
            <ul className={styles.list}>
              {state.previous.map((p) => (
                <SeedVerifier key={p.serverSeedHash} seed={p} />
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
