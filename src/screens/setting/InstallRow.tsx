import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { MenuRow } from './MenuRow';
import styles from './Setting.module.css';

// iOS Safari marks a home-screen app with navigator.standalone; elsewhere the display mode says it.
function isInstalled(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * "Install app": the install bar of the chrome offers the browser's prompt;
 * this row explains the manual steps, which work in every browser, or says
 * the app is already installed.
 */
export function InstallRow() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [installed] = useState(isInstalled);
  const panelId = 'setting-install-help';
  return (
    <li>
      <MenuRow icon="install" label={t('setting.installApp')} onClick={() => setOpen((o) => !o)} expanded={open} testId="setting-install" />
      <div id={panelId} className={styles.panel} hidden={!open}>
        {installed ? (
          <p>{t('screens.setting.installed')}</p>
        ) : (
          <>
            <p className={styles.panelTitle}>{t('screens.setting.installTitle')}</p>
            <ol>
              <li>{t('screens.setting.installAndroid')}</li>
              <li>{t('screens.setting.installIos')}</li>
            </ol>
          </>
        )}
      </div>
    </li>
  );
}
