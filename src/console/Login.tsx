import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { signIn } from './calls';
import { setOperatorSession } from './session';
import { Button, Field, Outcome, styles } from './ui';
import { useAction } from './useLoad';

/** The operator's own sign-in (admin/login); the token goes to sessionStorage only. */
export function Login() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const res = await signIn({ username: username.trim(), password });
      setOperatorSession({ token: res.token, role: res.role, username: username.trim() });
      return null;
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-login">
      <h2>{t('console.login.heading')}</h2>
      <Field label={t('console.login.username')} value={username} onChange={setUsername} testId="console-username" />
      <Field label={t('console.login.password')} value={password} onChange={setPassword} type="password" testId="console-password" />
      <Outcome error={action.error} />
      <Button type="submit" disabled={action.busy || !username || !password} testId="console-login-submit">
        {t('console.login.submit')}
      </Button>
    </form>
  );
}
