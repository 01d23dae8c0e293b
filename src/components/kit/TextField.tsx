import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './kit.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  /** Translated error text; null or '' = none. Tied to the input with aria-describedby. */
  error?: string | null;
  /** A positive answer shown in the error's place (e.g. "UID is available"). */
  status?: string | null;
  hint?: string;
  /** Fixed text before the input, e.g. the +60 country code. */
  prefix?: ReactNode;
  /** A button after the input (Check, Send OTP, show password). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One labelled input with its hint and message. The message line keeps its
 * height when empty, so an error appearing never pushes the form down under
 * the player's thumb.
 */
export function TextField({ id, label, error, status, hint, prefix, action, ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const messageId = `${id}-message`;
  const message = error || status || '';
  const describedBy = [hintId, message ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {prefix && (
          <span className={styles.prefix} aria-hidden>
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          ref={ref}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      {hint && (
        <span id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </span>
      )}
      <span
        id={messageId}
        className={error ? 'field-error' : `field-error ${styles.ok}`}
        // Only the positive status is announced on its own; an error comes with focus.
        aria-live={error ? undefined : 'polite'}
        data-testid={`${id}-message`}
      >
        {message}
      </span>
    </div>
  );
}

/** A small button inside a field's box (Check, Send OTP). */
export function InlineButton({ children, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...button} className={styles.inlineButton}>
      {children}
    </button>
  );
}
