import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { setTelegramBound } from '../../app/telegramSignIn';
import { telegramInitData } from '../../app/telegram';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { siteState, isLinkSet } from '../../state/site';
import { MenuRow } from './MenuRow';
import styles from './Setting.module.css';

/**
 * Telegram bind and unbind for a player. Binding needs Telegram's signed data,
 * which the mini app carries; outside it the row points to the club's bot.
 */
export function TelegramRow() {
  const t = useT();
  const { authenticated, tgBind } = useSnapshot(playerState);
  const { links } = useSnapshot(siteState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!authenticated) return null;
  const inMiniApp = telegramInitData() !== null;

  async function change(bind: boolean) {
    setBusy(true);
    setError(await setTelegramBound(bind));
    setBusy(false);
  }

  const action = tgBind ? (
    <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void change(false)} data-testid="telegram-unbind">
      {t('telegram.unbind')}
    </button>
  ) : inMiniApp ? (
    <button type="button" className="btn" disabled={busy} onClick={() => void change(true)} data-testid="telegram-bind">
      {t('telegram.bind')}
    </button>
  ) : null;
  return (
    <li>
      <MenuRow
        icon="telegram"
        label={t('contact.telegram')}
        value={tgBind ? t('telegram.bound') : t('telegram.notBound')}
        trailing={action}
        testId="setting-telegram"
      />
      <p className={error ? `${styles.rowNote} ${styles.rowError}` : styles.rowNote} role={error ? 'alert' : undefined}>
        {error ? (
          t(error)
        ) : !tgBind && !inMiniApp ? (
          isLinkSet(links.telegram) ? (
            <a href={links.telegram} target="_blank" rel="noopener noreferrer">
              {t('telegram.openBot')}
            </a>
          ) : (
            t('telegram.openBot')
          )
        ) : null}
      </p>
    </li>
  );
}
