import { useState, type FormEvent } from 'react';
import { API } from '../../../contract/routes';
import { MSG } from '../../../contract/errors';
import type { LoginResponse } from '../../../contract/schemas/auth';
import { isValidPassword, isValidUid } from '../../../contract/validation';
import { api, ApiError } from '../../api/client';
import { startSession } from '../../app/session';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';
import { takeRedirect } from '../../state/session';
import { countersState } from '../../state/counters';
import { useSnapshot } from 'valtio/react';

export default function LoginScreen() {
  const t = useT();
  usePageTitle('title.login');
  const { authMessage } = useSnapshot(countersState);
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'uid' | 'password' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidUid(uid)) return setError({ field: 'uid', message: MSG.invalidUid });
    if (!isValidPassword(password)) return setError({ field: 'password', message: MSG.invalidPassword });
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<LoginResponse>(API.authLogin, { uid, password });
      await startSession(res, takeRedirect());
    } catch (e) {
      setError({ field: 'form', message: e instanceof ApiError ? e.message : MSG.internalServerError });
      setBusy(false);
    }
  }

  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.login')}</h1>
      {authMessage && !error && <p className="form-error" role="alert" data-testid="auth-message">{t(authMessage)}</p>}
      {error?.field === 'form' && <p className="form-error" role="alert">{t(error.message)}</p>}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="uid">{t('login.uid')}</label>
          <input id="uid" name="uid" autoComplete="username" autoCapitalize="none" value={uid} onChange={(e) => setUid(e.target.value.trim())} />
          <span className="field-error">{error?.field === 'uid' ? t(error.message) : ''}</span>
        </div>
        <div className="field">
          <label htmlFor="password">{t('login.password')}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <span className="field-error">{error?.field === 'password' ? t(error.message) : ''}</span>
        </div>
        <button className="btn" type="submit" disabled={busy} style={{ width: '100%' }}>{t('login.submit')}</button>
      </form>
    </main>
  );
}
