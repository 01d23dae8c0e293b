import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from './icons';
import styles from './Setting.module.css';

interface Common {
  icon: IconName;
  label: string;
  /** Current value shown before the chevron (e.g. the language's name). */
  value?: string;
  danger?: boolean;
  testId?: string;
}

export type MenuRowProps = Common &
  (
    | { href: string; onClick?: never; trailing?: never }
    | { onClick(): void; expanded?: boolean; href?: never; trailing?: never }
    | { trailing: ReactNode; href?: never; onClick?: never }
  );

/**
 * One settings row: a link (chevron), a button (disclosure), or a label with
 * its own control on the right (a switch). A whole row is the tap target.
 */
export function MenuRow(props: MenuRowProps) {
  const { icon, label, value, danger, testId } = props;
  const body = (
    <>
      <span className={styles.rowIcon}>
        <Icon name={icon} />
      </span>
      <span className={styles.rowLabel}>{label}</span>
      {value && <span className={styles.rowValue}>{value}</span>}
    </>
  );
  const className = danger ? `${styles.row} ${styles.danger}` : styles.row;
  if (props.href !== undefined) {
    return (
      <Link href={props.href} className={className} data-testid={testId}>
        {body}
        <span className={styles.chevron}>
          <Icon name="chevron" size={18} />
        </span>
      </Link>
    );
  }
  if (props.onClick !== undefined) {
    return (
      <button
        type="button"
        className={className}
        onClick={props.onClick}
        aria-expanded={'expanded' in props ? props.expanded : undefined}
        data-testid={testId}
      >
        {body}
        <span className={styles.chevron} data-open={'expanded' in props && props.expanded ? true : undefined}>
          <Icon name="chevron" size={18} />
        </span>
      </button>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {body}
      {props.trailing}
    </div>
  );
}
