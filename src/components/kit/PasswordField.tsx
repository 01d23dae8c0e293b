import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { TextField, type TextFieldProps } from './TextField';
import styles from './kit.module.css';

/**
 * A password input with a show/hide button: on a phone keyboard a typo in a
 * hidden password is the most common reason a form fails twice.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button type="button" className={styles.iconButton} aria-pressed={shown} aria-controls={props.id} onClick={() => setShown((s) => !s)}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
      {/* Named by its text, not aria-label, so finding "the Password field" by label finds the input only; one name, pressed or not (ARIA toggle button). */}
      <span className="visually-hidden">{t('screens.register.showPassword')}</span>
    </button>
  );
  return (
    <TextField {...props} type={shown ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} action={toggle} />
  );
}
