import { useEffect } from 'react';
import { API } from '../../../contract/routes';
import { api } from '../../api/client';
import { endSession } from '../../app/session';
import { usePageTitle } from '../../app/usePageTitle';
import { Spinner } from '../../components/Spinner';

/** /logout: tell the server (best effort), clear everything stored, go to /login. */
export default function LogoutScreen() {
  usePageTitle('title.login');
  useEffect(() => {
    void api.post(API.authLogout).catch(() => undefined).finally(() => void endSession());
  }, []);
  return <Spinner />;
}
