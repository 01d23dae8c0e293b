import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { LANGS, TIMING, type Lang } from '../../../contract/constants';
import { usePageTitle } from '../../app/usePageTitle';
import { onRovingKey, rovingTabIndex } from '../../components/a11y/roving';
import { Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { switchLanguage } from './account';
import styles from './Setting.module.css';

/** /setting/language: each language named in itself; choosing one saves it and reloads (SPEC section 4). */
export default function LanguageSetting() {
  const t = useT();
  usePageTitle('title.setting.language');
  const { lang } = useSnapshot(languageState);
  const [switching, setSwitching] = useState<Lang | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(next: Lang) {
    if (switching || next === lang) return;
    setSwitching(next);
    setError(null);
    const message = await switchLanguage(next, { delayMs: TIMING.languageReloadDelayMs });
    if (message) {
      setError(message);
      setSwitching(null);
    }
  }

  return (
    <main className="screen">
      <SubHeader title={t('title.setting.language')} back="~/setting" />
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <div role="radiogroup" aria-label={t('title.setting.language')} className={styles.menu} onKeyDown={onRovingKey('[role="radio"]')}>
        {LANGS.map((code) => {
          const selected = (switching ?? lang) === code;
          return (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={rovingTabIndex(selected)}
              lang={code === 'zh' ? 'zh-Hans' : code}
              className={styles.row}
              disabled={switching !== null}
              data-testid={`lang-${code}`}
              onClick={() => void choose(code)}
            >
              <span className={styles.rowLabel}>{t(`lang.${code}`)}</span>
              <span className={styles.radio} aria-hidden />
            </button>
          );
        })}
      </div>
      {switching && (
        <div className={styles.switching}>
          {/* The spinner's own "Loading" stays silent; the status line says what is happening. */}
          <div aria-hidden>
            <Spinner />
          </div>
          <p role="status">{t('screens.setting.switching')}</p>
        </div>
      )}
    </main>
  );
}
