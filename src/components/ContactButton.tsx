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

/** What a tap under the button would reach: it stands half aside rather than sit on one of these. */
const CONTROL = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Whether the page has a control under `root` (its centre or a point near a corner), the button itself aside. */
function coversControl(root: HTMLElement): boolean {
  const r = root.getBoundingClientRect();
  const inset = 8;
  const points: [number, number][] = [
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
  ];
  return points.some(([x, y]) => document.elementsFromPoint(x, y).some((el) => !root.contains(el) && el.closest(CONTROL) !== null));
}

/** How long the page's changes settle before the button looks again at what is under it. */
const REMEASURE_MS = 250;

/**
 * True while the closed button sits on a link or button of the page (home's
 * last quick link on a phone): measured when the page settles, after a
 * scroll, a resize or a change of the page (the preloader lifting, a screen
 * coming in), at most once per REMEASURE_MS.
 */
function useCoversControl(rootRef: React.RefObject<HTMLElement | null>, settled: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      if (rootRef.current) setCovers(coversControl(rootRef.current));
    };
    const later = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        measure();
      }, REMEASURE_MS);
    };
    measure();
    const layout = new ResizeObserver(later);
    layout.observe(document.body);
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      layout.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [rootRef, settled]);
  return covers;
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
 * under it readable); while it would sit on a link or button of the page it
 * stands half off the edge, still a thumb-sized target; and open it dims
 * the page behind its labels.
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
  const covers = useCoversControl(rootRef, !scrolling && !open && channels.length > 0);

  if (channels.length === 0) return null;
  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${raised ? styles.raised : ''}`}
      data-testid="contact"
      data-tucked={scrolling && !open ? '' : undefined}
      data-aside={covers && !open ? '' : undefined}
    >
      {open && <div className={styles.scrim} aria-hidden="true" onClick={close} />}
      {open && (
        <ul id={listId} className={styles.list} aria-label={t('contact.contactUs')}>
          {channels.map(({ key, label, Icon, tone }, i) => (
            <li key={key} style={{ animationDelay: `${i * 40}ms` }}>
              <a href={links[key]} target="_blank" rel="noopener noreferrer" className={styles.link} data-tone={tone}>
                <span className={styles.label}>{t(label)}</span>
                <span className={styles.icon}>
                  <Icon />
                </span>
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
