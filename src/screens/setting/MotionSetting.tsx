import { useSnapshot } from 'valtio/react';
import { useT } from '../../i18n/useT';
import { gameState, MOTION_CHOICES, type MotionChoice } from '../../state/game';
import styles from './Setting.module.css';

const LABELS: Readonly<Record<MotionChoice, string>> = {
  system: 'screens.setting.motionSystem',
  reduce: 'screens.setting.motionReduce',
  full: 'screens.setting.motionFull',
};

/**
 * The reduced-motion switch on /setting/volume, for players whose system has
 * no such setting: follow the device (the default), on, or off. Native radios,
 * so Tab reaches the group and the arrow keys choose.
 */
export function MotionSetting() {
  const t = useT();
  const { motion } = useSnapshot(gameState);
  return (
    <fieldset className={styles.card} aria-describedby="motion-hint" data-testid="motion-setting">
      <legend className={styles.cardTitle}>{t('screens.setting.motionTitle')}</legend>
      <p id="motion-hint" className={styles.motionHint}>
        {t('screens.setting.motionHint')}
      </p>
      <div className={styles.motionChoices}>
        {MOTION_CHOICES.map((choice) => (
          <label key={choice} className={styles.motionChoice}>
            <input
              type="radio"
              name="motion"
              value={choice}
              checked={motion === choice}
              onChange={() => {
                gameState.motion = choice;
              }}
            />
            {t(LABELS[choice])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
