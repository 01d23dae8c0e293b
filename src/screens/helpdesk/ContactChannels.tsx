import { useSnapshot } from 'valtio/react';
import { useT } from '../../i18n/useT';
import { isLinkSet, siteState, type ContactLinks } from '../../state/site';
import styles from './Helpdesk.module.css';

type Channel = 'liveChat' | 'whatsapp' | 'telegram' | 'facebook';

// Live chat first: it answers fastest. Colours are each channel's own hue, drawn as plain glyphs.
const CHANNELS: readonly { key: Channel; label: string; color: string; icon: string }[] = [
  { key: 'liveChat', label: 'contact.liveChat', color: '#ffb020', icon: 'M4 5h16v10H9l-5 4z' },
  { key: 'whatsapp', label: 'contact.whatsapp', color: '#25d366', icon: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z' },
  { key: 'telegram', label: 'contact.telegram', color: '#29a9eb', icon: 'M3 11l18-7-3 16-6-5-3 3v-5l9-7-11 6z' },
  { key: 'facebook', label: 'contact.facebook', color: '#1877f2', icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z' },
];

/** The support channels the back office configured; a link that reads '#' is left out (SPEC section 2). */
export function visibleChannels(links: ContactLinks): typeof CHANNELS {
  return CHANNELS.filter((c) => isLinkSet(links[c.key]));
}

export function ContactChannels() {
  const t = useT();
  const { links } = useSnapshot(siteState);
  const channels = visibleChannels(links);
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="helpdesk-contact">
      <h2 id="helpdesk-contact" className={styles.heading}>
        {t('screens.helpdesk.contactTitle')}
      </h2>
      <ul className={styles.channels} data-testid="contact-channels">
        {channels.map((c) => (
          <li key={c.key}>
            <a href={links[c.key]} target="_blank" rel="noopener noreferrer" className={styles.channel} data-channel={c.key}>
              <span className={styles.channelIcon} style={{ background: c.color }} aria-hidden>
                <svg width="22" height="22" viewBox="0 0 24 24">
                  <path d={c.icon} fill="#fff" />
                </svg>
              </span>
              <span>{t(c.label)}</span>
              <span className="visually-hidden">{t('chrome.common.opensOutside')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
