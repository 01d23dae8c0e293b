import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import { useProfile } from '../../api/hooks/content';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { TierChip } from '../vip/TierChip';
import { changeFullName, changeUid } from './account';
import { EditableRow } from './EditableRow';
import styles from './Setting.module.css';

/** The player's UID (changeable once) and full name, with the masked phone from the profile. */
export function AccountCard() {
  const t = useT();
  const { uid, fullName } = useSnapshot(playerState);
  const profile = useProfile(true);
  // After a change the server says no more; no need to fetch the profile again to know it.
  const [uidChanged, setUidChanged] = useState(false);
  const canChangeUid = profile.status === 'ok' && profile.data.canChangeUid && !uidChanged;
  const data = profile.status === 'ok' ? profile.data : null;
  const phone = data?.phone ?? null;

  // The saved UID and name are only what this device last knew; the server's
  // answer wins (a change on another device, or one saved just before a reload).
  useEffect(() => {
    if (!data) return;
    playerState.uid = data.uid;
    playerState.fullName = data.fullName;
  }, [data]);

  return (
    <section className={styles.card} aria-labelledby="setting-account" data-testid="account-card">
      <h2 id="setting-account" className={styles.cardTitle}>
        {t('screens.setting.account')}
      </h2>
      {/* Inside the /setting nest: '~' leaves it. */}
      <TierChip href={`~${ROUTES.vip}`} />
      <EditableRow
        id="setting-uid"
        label={t('register.uid')}
        inputLabel={t('screens.setting.newUid')}
        value={uid}
        canEdit={canChangeUid}
        note={t('screens.setting.uidOnce')}
        maxLength={15}
        autoComplete="username"
        savedMessage={MSG.uidUpdated}
        save={async (next) => {
          const message = await changeUid(next.trim());
          // Refused by the server: the one change is gone or not allowed; stop offering it.
          if (message === null || message === MSG.unableChangeUid) setUidChanged(true);
          return message;
        }}
      />
      <EditableRow
        id="setting-full-name"
        label={t('register.fullName')}
        inputLabel={t('screens.setting.newFullName')}
        value={fullName}
        canEdit
        maxLength={60}
        autoComplete="name"
        savedMessage="screens.setting.nameUpdated"
        save={changeFullName}
      />
      {phone && (
        <div className={styles.profileRow}>
          <div className={styles.profileText}>
            <span className={styles.profileLabel}>{t('register.phone')}</span>
            <strong>{phone}</strong>
          </div>
        </div>
      )}
    </section>
  );
}
