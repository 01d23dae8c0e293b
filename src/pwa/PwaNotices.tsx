import { useSnapshot } from 'valtio/react';
import { useT } from '../i18n/useT';
import { acceptUpdate, pwaState } from './pwaState';
import styles from './PwaNotices.module.css';

/** The offline notice and the new-version reload prompt, above every screen. */
export function PwaNotices() {
  const t = useT();
  const { online, updateReady } = useSnapshot(pwaState);
  return (
    <>
      {!online && (
        <p className={styles.offline} role="status" data-testid="offline-notice">
          {t('common.offline')}
        </p>
      )}
      {updateReady && (
        <div className={styles.update} role="alert">
          <span>{t('update.available')}</span>
          <button type="button" className="btn" onClick={acceptUpdate}>
            {t('update.reload')}
          </button>
        </div>
      )}
    </>
  );
}
