import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useT } from '../i18n/useT';
import { isLinkSet, siteState, type ContactLinks } from '../state/site';
import { ChatIcon, CloseIcon, PhoneBubbleIcon, PlaneIcon } from './NavIcons';
import { useDismiss } from './useDismiss';
import styles from './ContactButton.module.css';

/** How long after the last scroll the button comes back out. */
export const CONTACT_TUCK_MS = 900;

/** True while the page is scrolling and for a moment after. */
function useScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), CONTACT_TUCK_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return scrolling;
}

const CHANNELS: readonly { key: keyof ContactLinks; label: string; Icon: typeof ChatIcon; tone: string }[] = [
  { key: 'liveChat', label: 'contact.liveChat', Icon: ChatIcon, tone: 'chat' },
  { key: 'whatsapp', label: 'contact.whatsapp', Icon: PhoneBubbleIcon, tone: 'whatsapp' },
  { key: 'telegram', label: 'contact.telegram', Icon: PlaneIcon, tone: 'telegram' },
];

/**
 * The floating contact button (SPEC section 2): expands into live chat,
 * WhatsApp and Telegram, each only when the back office has set its link
 * (not '#'); with none set there is no button at all. `raised` lifts it
 * above the nav bar. It covers as little as it can: while the page scrolls
 * it tucks aside to a sliver at the edge (rows' chevrons and badges pass
 * under it readable), and open it dims the page behind its labels.
 */
export function ContactButton({ raised }: { raised: boolean }) {
  const t = useT();
  const { links } = useSnapshot(siteState);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const channels = CHANNELS.filter((c) => isLinkSet(links[c.key]));

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef);
  const scrolling = useScrolling();

  if (channels.length === 0) return null;
  return (
    <div ref={rootRef} className={`${styles.root} ${raised ? styles.raised : ''}`} data-testid="contact"
      data-tucked={scrolling && !open ? '' : undefined}>
      {open && <div className={styles.scrim} aria-hidden="true" onClick={close} />}
      {open && (
        <ul id={listId} className={styles.list} aria-label={t('contact.contactUs')}>
          {channels.map(({ key, label, Icon, tone }, i) => (
            <li key={key} style={{ animationDelay: `${i * 40}ms` }}>
              <a href={links[key]} target="_blank" rel="noopener noreferrer" className={styles.link} data-tone={tone}>
                <span className={styles.label}>{t(label)}</span>
                <span className={styles.icon}><Icon /></span>
                <span className="visually-hidden">{t('chrome.common.opensOutside')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.fab}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={open ? t('chrome.contact.close') : t('contact.contactUs')}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
