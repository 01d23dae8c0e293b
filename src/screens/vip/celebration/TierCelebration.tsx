// The moment a tier is reached (issue 27 item 4): a short burst around the
// new badge, a chime on the effects channel, and the way to the benefits.
// It watches the tier the refresh data carries (a socket 'stale' refreshes
// it when the review promotes), so it shows on whatever screen the player
// is on, once per tier per device; never over a game being played or another dialog.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import type { TierStatus } from '../../../../contract/loyalty/tiers';
import { ROUTES } from '../../../../contract/routes';
import { useModal, useModalOpen } from '../../../components/a11y/useModal';
import { useT } from '../../../i18n/useT';
import { languageState } from '../../../state/language';
import { playerState } from '../../../state/player';
import { tierState } from '../../../state/tier';
import { TierBadge } from '../TierBadge';
import { isPromotion, rememberTier, seenTier } from './seenTier';
import styles from './Celebration.module.css';

const playing = (path: string): boolean => /^\/games\/[^/]+\/play\/?$/.test(path) || /^\/quiz\/week\//.test(path);

const SETTLE_MS = 400;

type Reached = Pick<TierStatus, 'index' | 'name' | 'colour' | 'badge'>;

export default function TierCelebration() {
  const t = useT();
  const { uid } = useSnapshot(playerState);
  const { status } = useSnapshot(tierState);
  const { lang } = useSnapshot(languageState);
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState<Reached | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => setOpen(null);
  useModal(ref, close, open !== null);
  // One modal at a time: a game's dialog or the inbox popup first, then this.
  const otherModal = useModalOpen();
  const quiet = playing(location) || (otherModal && !open);

  useEffect(() => {
    if (!uid || !status || quiet) return;
    const seen = seenTier(uid);
    if (seen === status.index) return;
    const reached: Reached = { index: status.index, name: status.name, colour: status.colour, badge: status.badge };
    // A beat after the screen has painted the new tier, as the inbox popup waits for its screen.
    const timer = setTimeout(() => {
      rememberTier(uid, reached.index);
      if (!isPromotion(seen, reached.index)) return;
      setOpen(reached);
      void import('./chime').then((m) => m.playChime()).catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [uid, status, quiet]);

  if (!open) return null;
  const name = open.name[lang];
  return (
    <div className={styles.backdrop} onClick={close}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tier-celebration-title"
        aria-describedby="tier-celebration-text"
        className={styles.dialog}
        data-testid="tier-celebration"
        style={{ '--tier': open.colour } as CSSProperties}
        onClick={(e) => e.stopPropagation()}
      >
        <div className={styles.burst} aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} style={{ '--i': i } as CSSProperties} />
          ))}
          <TierBadge badge={open.badge} colour={open.colour} size={88} />
        </div>
        <h2 id="tier-celebration-title" className={styles.title}>
          {t('vip.celebrate.title', [name])}
        </h2>
        <p id="tier-celebration-text" className={styles.text}>
          {t('vip.celebrate.body', [name])}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="btn"
            autoFocus
            onClick={() => {
              close();
              navigate(ROUTES.vip);
            }}
          >
            {t('vip.celebrate.benefits')}
          </button>
        </div>
      </div>
    </div>
  );
}
