import { useEffect } from 'react';
import { logout } from '../../api/calls/auth';
import { endSession, stopLive } from '../../app/session';
import { usePageTitle } from '../../app/usePageTitle';
import { Spinner } from '../../components/Spinner';

/** /logout: close the socket, tell the server (best effort), clear everything stored, go to /login. */
export default function LogoutScreen() {
  usePageTitle('title.login');
  useEffect(() => {
    void stopLive()
      .then(() => logout())
      .catch(() => undefined)
      .finally(() => void endSession());
  }, []);
  return <Spinner />;
}
