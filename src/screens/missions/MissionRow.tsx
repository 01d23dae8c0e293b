// One mission: its title and text, the player's progress, and the claim once it is finished.
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { PlayerMission } from '../../../contract/loyalty/missions';
import { claimMission } from '../../api/calls/loyalty';
import { errorKey } from '../../api/client';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { languageState } from '../../state/language';
import styles from './Missions.module.css';

export function MissionRow({ mission, onClaimed }: { mission: PlayerMission; onClaimed: () => void }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const { progress, target } = mission;
  const done = progress !== null && progress >= target;
  const claim = async () => {
    setBusy(true);
    try {
      const paid = await claimMission(mission.id);
      setSaid(t('missions.claimedToast', [formatNumber(paid.reward, { decimals: 0 })]));
      onClaimed();
    } catch (error) {
      setSaid(t(errorKey(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row} data-testid="mission" data-mission={mission.id}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{mission.title[lang]}</span>
        <span className={styles.rowBody}>{mission.body[lang]}</span>
        {progress !== null && (
          <span
            className={styles.bar}
            role="progressbar"
            aria-label={mission.title[lang]}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={progress}
          >
            <span className={styles.fill} style={{ width: `${(100 * progress) / target}%` }} />
          </span>
        )}
        <span className={styles.meta}>
          {progress !== null && (
            <span data-testid="mission-progress">
              {t('missions.progress', [formatNumber(progress, { decimals: 0 }), formatNumber(target, { decimals: 0 })])}
            </span>
          )}
          <span className={styles.reward}>{t('missions.reward', [formatNumber(mission.reward, { decimals: 0 })])}</span>
        </span>
        {said && (
          <span className={styles.said} role="status">
            {said}
          </span>
        )}
      </div>
      {progress !== null &&
        (mission.claimed ? (
          <span className={styles.claimed}>{t('missions.claimed')}</span>
        ) : (
          <button type="button" className={styles.claim} disabled={!done || busy} onClick={() => void claim()}>
            {t('missions.claim')}
          </button>
        ))}
    </li>
  );
}
