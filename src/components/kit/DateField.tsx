// A calendar day picker that reads DD/MM/YYYY (SPEC 5) whatever the device's
// locale: the native date input (its picker, its keyboard) sits invisibly
// over a face that shows the value the app's way. A bare <input type="date">
// shows mm/dd/yyyy on an en-US phone.
import type { InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/useT';
import styles from './kit.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD or '' */
  value: string;
  onChange(value: string): void;
};

/** The value as DD/MM/YYYY, or null when empty. */
const face = (iso: string): string | null => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : null;
};

export function DateField({ value, onChange, className, ...rest }: Props) {
  const t = useT();
  return (
    <span className={`${styles.dateField} ${className ?? ''}`} data-empty={value ? undefined : ''}>
      <span aria-hidden="true">{face(value) ?? t('chrome.common.dateHint')}</span>
      <input
        {...rest}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // A tap anywhere on the face opens the picker, not only on the calendar icon.
        onClick={(e) => e.currentTarget.showPicker?.()}
      />
    </span>
  );
}
