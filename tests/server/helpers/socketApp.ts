// A test app listening on a free port with the players' socket attached, for
// the files that talk to it through the app's own socket client.
import { attachSocket, type PlayerSockets } from '../../../server/realtime/socket';
import { testApp, type TestApp } from './app';
import { urlOf } from './realtime';

export interface SocketTestApp {
  t: TestApp;
  sockets: PlayerSockets;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Closes the sockets, then the app. */
  close(): Promise<void>;
}

export async function socketTestApp(): Promise<SocketTestApp> {
  const t = await testApp();
  const sockets = attachSocket(t.app.server, { db: t.db, realtime: t.realtime, clock: t.clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    sockets,
    url: urlOf(t.app.server),
    close: async () => {
      await sockets.close();
      await t.close();
    },
  };
}
