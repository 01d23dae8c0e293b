// Small building blocks of the console's forms and lists. Callers pass
// message keys; these translate them, so every refusal reads in the
// operator's language.
import type { ReactNode } from 'react';
import { LANGS, type Lang } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import { Spinner } from '../components/Spinner';
import { useT } from '../i18n/useT';
import { formatDateTime } from '../lib/format';
import type { Load } from './useLoad';
import styles from './console.module.css';

export { styles };

export const EMPTY_TEXT: Localized = { en: '', zh: '', ms: '' };

/** The result line of a write: an error key in red or a done note in green. */
export function Outcome({ error, note, args }: { error: string | null; note?: string | null; args?: readonly string[] }) {
  const t = useT();
  if (error)
    return (
      <p className={styles.error} role="alert">
        {t(error, args ? [...args] : undefined)}
      </p>
    );
  if (note)
    return (
      <p className={styles.note} role="status">
        {note}
      </p>
    );
  return null;
}

/** Loading, error with retry, empty, or the list itself. */
export function Loaded<T>({
  load,
  reload,
  empty,
  children,
}: {
  load: Load<T>;
  reload: () => void;
  empty: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (load.kind === 'loading') return <Spinner />;
  if (load.kind === 'error') {
    return (
      <div role="alert" data-testid="console-load-error">
        <p className={styles.error}>{t(load.message)}</p>
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const emptyKey = empty(load.data);
  if (emptyKey)
    return (
      <p className={styles.meta} data-testid="console-empty">
        {t(emptyKey)}
      </p>
    );
  return <>{children(load.data)}</>;
}

/** One labelled input (text, number, date-time). */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  testId,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  testId?: string;
  placeholder?: string;
}) {
  return (
    <label className={styles.label}>
      {label}
      <input
        className={styles.input}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}

/** The same text in the three languages, side by side (stacked on a phone). */
export function LocalizedFields({
  label,
  value,
  onChange,
  multiline = false,
  testId,
}: {
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  testId?: string;
}) {
  const t = useT();
  const edit = (lang: Lang, text: string) => onChange({ ...value, [lang]: text });
  return (
    <fieldset className={styles.label} style={{ border: 0, padding: 0, margin: '0 0 6px' }}>
      <legend>{label}</legend>
      <div className={styles.langs}>
        {LANGS.map((lang) => (
          <label key={lang} className={styles.label}>
            {t(`lang.${lang}`)}
            {multiline ? (
              <textarea
                className={styles.textarea}
                value={value[lang]}
                onChange={(e) => edit(lang, e.target.value)}
                data-testid={testId && `${testId}-${lang}`}
              />
            ) : (
              <input
                className={styles.input}
                value={value[lang]}
                onChange={(e) => edit(lang, e.target.value)}
                data-testid={testId && `${testId}-${lang}`}
              />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `ariaLabel` names a button whose visible text alone is ambiguous (a row's "Remove"); it should begin with that text. */
export function Button({
  children,
  onClick,
  disabled,
  variant,
  testId,
  type = 'button',
  ariaLabel,
}: {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  variant?: 'ghost' | 'danger';
  testId?: string;
  type?: 'button' | 'submit';
  ariaLabel?: string;
}) {
  const extra = variant ? ` ${styles[variant]}` : '';
  return (
    <button
      type={type}
      className={`${styles.button}${extra}`}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      aria-label={ariaLabel}
    >
      {children}
    </button>
  );
}

/**
 * A date-time as the operator reads it: exactly as the player sees it
 * (DD/MM/YYYY hh:mm A in GMT+8, src/lib/format), whatever zone the desktop
 * is set to, so both talk about the same minute.
 */
export function when(iso: string | null): string {
  if (!iso) return '-';
  return formatDateTime(iso) || iso;
}
