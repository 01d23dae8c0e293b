import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { passwordLogin } from '../../api/calls/auth';
import { errorKey } from '../../api/client';
import { startSession } from '../../app/session';
import { usePageTitle } from '../../app/usePageTitle';
import { PasswordField } from '../../components/kit/PasswordField';
import { TextField } from '../../components/kit/TextField';
import { useT } from '../../i18n/useT';
import { countersState } from '../../state/counters';
import { takeRedirect } from '../../state/session';
import styles from '../../components/kit/auth.module.css';
import { validateLogin, type LoginErrors, type LoginField } from './loginForm';
import { refusalText } from '../../app/throttleText';

const fieldId = (field: LoginField): string => `login-${field}`;

function focusField(field: LoginField): void {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

export default function LoginScreen() {
  const t = useT();
  usePageTitle('title.login');
  // Set by a 401 just before the logout that brought the player here ("logged in on other devices").
  const { authMessage } = useSnapshot(countersState);
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(uid, password);
    setErrors(found);
    setFormError(null);
    if (found.uid) return focusField('uid');
    if (found.password) return focusField('password');
    setBusy(true);
    try {
      const res = await passwordLogin({ uid, password });
      await startSession(res, takeRedirect());
    } catch (e) {
      setFormError(errorKey(e));
      setBusy(false);
    }
  }

  const notice = formError ?? authMessage;
  return (
    <main className={styles.screen}>
      <header className={styles.head}>
        <h1>{t('title.login')}</h1>
        <p className={styles.lead}>{t('screens.login.intro')}</p>
      </header>
      {notice && (
        <p className={styles.notice} role="alert" data-testid={formError ? 'form-error' : 'auth-message'}>
          {refusalText(t, notice, 'login')}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          id={fieldId('uid')}
          name="uid"
          label={t('login.uid')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={15}
          value={uid}
          error={errors.uid ? t(errors.uid) : null}
          onChange={(e) => {
            setUid(e.target.value.replace(/\s/g, ''));
            setErrors(({ uid: _, ...rest }) => rest);
          }}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          maxLength={15}
          value={password}
          error={errors.password ? t(errors.password) : null}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors(({ password: _, ...rest }) => rest);
          }}
        />
        <button className={`btn ${styles.submit}`} type="submit" disabled={busy}>
          {busy ? t('screens.login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className={styles.alt}>
        {t('screens.login.noAccount')} <Link href={ROUTES.register}>{t('screens.login.registerLink')}</Link>
      </p>
    </main>
  );
}
