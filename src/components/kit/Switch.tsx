import styles from './kit.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange(next: boolean): void;
  /** Accessible name; the visible label usually sits beside the switch. */
  label: string;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
}

/** An on/off switch (ARIA switch role): a button, so it works with a tap, Enter and Space alike. */
export function Switch({ checked, onChange, label, disabled = false, describedBy, testId }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.switch}
      data-testid={testId}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.knob} aria-hidden />
    </button>
  );
}
