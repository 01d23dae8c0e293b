import { useState, type FormEvent } from 'react';
import { InlineButton, TextField } from '../../components/kit/TextField';
import { useT } from '../../i18n/useT';
import styles from './Setting.module.css';

export interface EditableRowProps {
  id: string;
  label: string;
  /** Label of the input while editing (e.g. "New UID"). */
  inputLabel: string;
  value: string;
  canEdit: boolean;
  note?: string;
  /** Saves; resolves to a message key on failure, null on success. */
  save(next: string): Promise<string | null>;
  /** Message key shown after a successful save. */
  savedMessage: string;
  maxLength: number;
  autoComplete: string;
}

/** A profile value with a Change action that opens an inline form; the message sits at the input. */
export function EditableRow(props: EditableRowProps) {
  const { id, label, inputLabel, value, canEdit, note } = props;
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const message = await props.save(draft);
    setBusy(false);
    if (message) {
      setError(message);
      requestAnimationFrame(() => document.getElementById(id)?.focus());
      return;
    }
    setEditing(false);
    setSaved(true);
  }

  if (editing) {
    return (
      <form className={styles.editForm} onSubmit={submit} noValidate>
        <TextField
          id={id}
          label={inputLabel}
          value={draft}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          autoCapitalize={props.autoComplete === 'username' ? 'none' : undefined}
          error={error ? t(error) : null}
          hint={note}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
        />
        <div className={styles.editActions}>
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('screens.common.saving') : t('screens.common.save')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.profileRow}>
      <div className={styles.profileText}>
        <span className={styles.profileLabel}>{label}</span>
        <strong data-testid={`${id}-value`}>{value}</strong>
        {saved && (
          <span className={styles.saved} role="status">
            {t(props.savedMessage)}
          </span>
        )}
      </div>
      {canEdit && (
        <InlineButton
          aria-label={`${t('screens.common.change')} ${label}`}
          onClick={() => {
            setDraft(value);
            setError(null);
            setSaved(false);
            setEditing(true);
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        >
          {t('screens.common.change')}
        </InlineButton>
      )}
    </div>
  );
}
