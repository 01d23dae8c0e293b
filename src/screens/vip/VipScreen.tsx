// /vip (public): the ladder for everyone; for a player, their tier card,
// their points with sources and dates, the exact formula and "check my
// tier"; for a guest, what joining gives.
import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { fetchLadder } from '../../api/calls/tiers';
import { useRemote } from '../../api/hooks/useRemote';
import { useSiteRefresh } from '../../api/hooks/useSiteRefresh';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { tierState } from '../../state/tier';
import { LadderList } from './LadderList';
import { MyPoints } from './MyPoints';
import { TierCard } from './TierCard';
import styles from './Vip.module.css';
import { vipTexts } from './vipTexts';

const FORMULA = ['stake', 'deposit', 'earned', 'adjust'] as const;

export default function VipScreen() {
  use(vipTexts()); // the VIP texts: a section apart (vipTexts.ts)
  const t = useT();
  const { authenticated } = useSnapshot(playerState);
  const { status } = useSnapshot(tierState);
  // The tier rides on the refresh data: read it again on open, so the card is today's.
  useSiteRefresh();
  const ladder = useRemote('vip-ladder', fetchLadder);
  return (
    <main className="screen" data-testid="vip-screen">
      <h1 className="screen-title">{t('vip.title')}</h1>
      {authenticated && <TierCard showLink={false} />}
      {!authenticated && (
        <section className={styles.section} aria-labelledby="vip-guest-title" data-testid="vip-guest">
          <h2 id="vip-guest-title" className={styles.h2}>
            {t('vip.guest.title')}
          </h2>
          <p className={styles.muted}>{t('vip.guest.body')}</p>
          <div className={styles.guestActions}>
            <Link href={ROUTES.register} className="btn">
              {t('nav.register')}
            </Link>
            <Link href={ROUTES.login} className="btn btn-ghost">
              {t('nav.login')}
            </Link>
          </div>
        </section>
      )}
      {ladder.status === 'error' && <ErrorRetry message={ladder.message} retry={ladder.retry} />}
      {ladder.status === 'loading' && <Spinner />}
      {ladder.status === 'ok' && <LadderList ladder={ladder.data} mine={authenticated ? (status?.index ?? null) : null} />}
      <section className={styles.section} aria-labelledby="vip-formula-title" data-testid="vip-formula">
        <h2 id="vip-formula-title" className={styles.h2}>
          {t('vip.formula.title')}
        </h2>
        <ul className={styles.formula}>
          {FORMULA.map((k) => (
            <li key={k}>{t(`vip.formula.${k}`)}</li>
          ))}
        </ul>
        <p className={styles.muted}>{t('vip.formula.total')}</p>
      </section>
      {authenticated && ladder.status === 'ok' && <MyPoints ladder={ladder.data} />}
    </main>
  );
}
