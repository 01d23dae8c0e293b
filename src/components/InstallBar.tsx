import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { detectTelegram } from '../app/telegramDetect';
import { installMode, installState, isIosSafari, isStandalone, promptInstall, readDismissed, rememberDismissed } from '../app/install';
import { useT } from '../i18n/useT';
import { CloseIcon, PlusSquareIcon, ShareIcon } from './NavIcons';
import styles from './InstallBar.module.css';

/**
 * Install to home screen (SPEC section 2), at the top of the app column: the
 * browser's prompt behind an Install button where it exists, the Share -> Add
 * to Home Screen steps on iOS Safari, nothing when installed, inside Telegram
 * or once dismissed (remembered on this device; see install.ts).
 *
 * The browser fires its prompt when it likes, often after the screen has
 * painted; the bar then waits for the next screen (`path`), since coming in
 * above this one would push it down under the player's eyes (a layout shift
 * of about 0.1 on /login, issue 14).
 */
export function InstallBar({ path }: { path: string }) {
  const t = useT();
  const { prompt, installed } = useSnapshot(installState);
  const [screen, setScreen] = useState({ path, hadPrompt: prompt !== null });
  if (screen.path !== path) setScreen({ path, hadPrompt: prompt !== null });
  // A prompt used since (the setting screen's Install App) takes the bar away at once.
  const hasPrompt = prompt !== null && screen.hadPrompt;
  // The environment does not change while the page lives; read it once.
  const [env] = useState(() => ({
    standalone: isStandalone(),
    telegram: detectTelegram(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  }));
  const [dismissed, setDismissed] = useState(readDismissed);
  const mode = installed ? 'none' : installMode({ ...env, hasPrompt, dismissed });
  if (mode === 'none') return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <aside className={styles.bar} aria-label={t('install.title')} data-testid="install-bar">
      <img className={styles.logo} src="/icon.svg" alt="" width={40} height={40} />
      <div className={styles.text}>
        <p className={styles.title}>{t('install.title')}</p>
        {mode === 'ios' && (
          <ol className={styles.steps}>
            <li>
              <ShareIcon width={18} height={18} /> {t('chrome.install.iosShare')}
            </li>
            <li>
              <PlusSquareIcon width={18} height={18} /> {t('chrome.install.iosAdd')}
            </li>
          </ol>
        )}
      </div>
      {mode === 'prompt' && (
        <button type="button" className={`btn ${styles.install}`} onClick={() => void promptInstall()}>
          {t('install.install')}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={t('install.dismiss')} onClick={dismiss}>
        <CloseIcon width={20} height={20} />
      </button>
    </aside>
  );
}
