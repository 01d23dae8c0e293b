import { MSG } from '../../../contract/errors';
import { InlineButton, TextField } from '../../components/kit/TextField';
import { useT } from '../../i18n/useT';
import type { UidCheck } from './registerForm';

export interface UidFieldProps {
  id: string;
  value: string;
  check: UidCheck | null;
  /** Message key of the last submit or check call, if any. */
  error: string | null;
  checking: boolean;
  onChange(uid: string): void;
  onCheck(): void;
}

/**
 * UID with its Check button. The check's answer shows only while the box
 * still holds the UID that was checked: editing it asks for a new check.
 */
export function UidField({ id, value, check, error, checking, onChange, onCheck }: UidFieldProps) {
  const t = useT();
  const answer = check?.uid === value ? check : null;
  const errorKey = error ?? (answer && !answer.available ? MSG.accountExist : null);
  return (
    <TextField
      id={id}
      name="uid"
      label={t('register.uid')}
      hint={t('screens.register.uidHint')}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={15}
      value={value}
      error={errorKey ? t(errorKey) : null}
      status={!errorKey && answer?.available ? t(MSG.uidAvailable) : null}
      // A UID has no spaces; dropping them as typed saves a failed check.
      onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
      onKeyDown={(e) => {
        // Enter in this box checks the UID rather than submitting a half-filled form.
        if (e.key === 'Enter') {
          e.preventDefault();
          onCheck();
        }
      }}
      action={
        <InlineButton onClick={onCheck} disabled={checking || value === ''} data-testid="uid-check">
          {checking ? t('screens.register.checking') : t('register.checkUid')}
        </InlineButton>
      }
    />
  );
}
