import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { TIMING } from '../../../contract/constants';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { ROUTES } from '../../../contract/routes';
import { useModal, useModalOpen } from '../../components/a11y/useModal';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { playerState } from '../../state/player';
import { siteState } from '../../state/site';
import { inboxText } from './inboxText';
import { markSeen, nextPopup, seenIds } from './popupSeen';
import styles from './Inbox.module.css';

/** A game being played (a play screen, a quiz week's questions and roulette) is not covered: the popup waits for the next screen. */
const quietOn = (path: string): boolean =>
  /^\/games\/[^/]+\/play\/?$/.test(path) || /^\/quiz\/week\//.test(path) || path === ROUTES.maintenance;

/**
 * The inbox popup (SPEC section 2): about 2 s after new unread messages
 * arrive (the refresh at start, or the refresh a socket 'stale' triggers),
 * the newest one pops up with its picture, title, text and amount. Each
 * message pops up once; a batch arriving together pops up its newest only.
 */
export default function InboxPopup() {
  const t = useT();
  const { authenticated, uid } = useSnapshot(playerState);
  const { inbox } = useSnapshot(siteState);
  const { lang } = useSnapshot(languageState);
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState<InboxItem | null>(null);
  const candidate = authenticated && uid ? nextPopup(inbox.items, seenIds(uid)) : null;
  // Never over a game's own dialog (its rules, a prize): one modal at a time.
  const otherModal = useModalOpen();
  const quiet = quietOn(location) || (otherModal && !open);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => setOpen(null);
  useModal(ref, close, open !== null && authenticated);

  useEffect(() => {
    if (!candidate || open || quiet) return;
    const items = inbox.items;
    const timer = setTimeout(() => {
      markSeen(
        uid,
        items.map((m) => m.id),
      );
      setOpen(candidate);
    }, TIMING.inboxPopupDelayMs);
    return () => clearTimeout(timer);
    // The candidate's id says whether there is something new; the rest is read when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidate?.id, open, quiet, uid]);

  if (!open || !authenticated) return null;
  const text = inboxText(open, lang, t);
  return (
    <div className={styles.backdrop} onClick={close}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="inbox-popup-title"
        className={styles.popup}
        data-testid="inbox-popup"
        onClick={(e) => e.stopPropagation()}
      >
        {open.img && <img className={styles.popupImg} src={open.img} alt="" />}
        <h2 id="inbox-popup-title" className={styles.popupTitle}>
          {text.title}
        </h2>
        <p className={styles.popupText}>{text.description}</p>
        {text.creditText && text.creditAmount && (
          <p className={styles.popupCredit}>
            <span>{text.creditText}</span>
            <strong data-testid="inbox-popup-amount">{text.creditAmount}</strong>
          </p>
        )}
        <div className={styles.popupActions}>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="btn"
            autoFocus
            onClick={() => {
              close();
              navigate(ROUTES.inboxDetail(open.id));
            }}
          >
            {t('wallet.inbox.view')}
          </button>
        </div>
      </div>
    </div>
  );
}
