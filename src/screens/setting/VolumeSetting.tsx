import { useSnapshot } from 'valtio/react';
import { usePageTitle } from '../../app/usePageTitle';
import { SubHeader } from '../../components/kit/SubHeader';
import { Switch } from '../../components/kit/Switch';
import { useT } from '../../i18n/useT';
import { gameState, setChannelOn, setVolume, type Channel } from '../../state/game';
import { Icon } from './icons';
import { MotionSetting } from './MotionSetting';
import styles from './Setting.module.css';

const CHANNELS: readonly { channel: Channel; label: string; toggle: string }[] = [
  { channel: 'bgm', label: 'volume.music', toggle: 'screens.setting.musicToggle' },
  { channel: 'sfx', label: 'volume.soundEffects', toggle: 'screens.setting.sfxToggle' },
];

/** /setting/volume (private): music and sound effects, each on/off and a 0..1 level (clamped by the store); then reduced motion. */
export default function VolumeSetting() {
  const t = useT();
  usePageTitle('title.setting.volume');
  const game = useSnapshot(gameState);
  return (
    <main className="screen">
      <SubHeader title={t('title.setting.volume')} back="~/setting" />
      {CHANNELS.map(({ channel, label, toggle }) => {
        const { on, volume } = game[channel];
        const percent = Math.round(volume * 100);
        const sliderId = `volume-${channel}`;
        return (
          <section key={channel} className={styles.card} aria-labelledby={`${sliderId}-title`} data-testid={sliderId}>
            <div className={styles.volumeHead}>
              <h2 id={`${sliderId}-title`} className={styles.cardTitle}>
                {t(label)}
              </h2>
              <span className={styles.rowValue}>{t(on ? 'volume.on' : 'volume.off')}</span>
              <Switch checked={on} label={t(toggle)} onChange={(next) => setChannelOn(channel, next)} testId={`${sliderId}-switch`} />
            </div>
            <div className={styles.slider} data-off={on ? undefined : true}>
              <Icon name="volume" size={18} />
              <input
                id={sliderId}
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={volume}
                aria-label={`${t(label)} ${t('screens.setting.volumeLevel')}`}
                aria-valuetext={`${percent}%`}
                onChange={(e) => setVolume(channel, Number(e.target.value))}
              />
              <output htmlFor={sliderId} className={styles.percent}>
                {percent}%
              </output>
            </div>
          </section>
        );
      })}
      <MotionSetting />
    </main>
  );
}
