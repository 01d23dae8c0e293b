// Firebase Cloud Messaging's HTTP v1 API. Messages are data-only: the app's
// service worker words and shows the notification (src/push/serviceWorker.ts),
// so a push looks the same whichever browser delivers it.
import { readFileSync } from 'node:fs';
import { JWT } from 'google-auth-library';
import type { PushProvider, PushResult } from './index';

export interface FcmOptions {
  projectId: string;
  /** an OAuth access token with the firebase.messaging scope */
  accessToken: () => Promise<string>;
  /** the API's origin; a test points it at a local server */
  endpoint?: string;
  timeoutMs?: number;
}

/** How long a push is worth delivering to a device that is offline. */
const TTL_SECONDS = 24 * 3600;

export function fcmPush(opts: FcmOptions): PushProvider {
  const url = `${opts.endpoint ?? 'https://fcm.googleapis.com'}/v1/projects/${encodeURIComponent(opts.projectId)}/messages:send`;
  return {
    name: `FCM (project ${opts.projectId})`,
    async send(token, data): Promise<PushResult> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await opts.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: { token, data, webpush: { headers: { Urgency: 'high', TTL: String(TTL_SECONDS) } } },
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (response.ok) return 'sent';
      // 404 UNREGISTERED: the app was uninstalled or the permission revoked; the token is dead for good.
      if (response.status === 404) return 'invalid-token';
      return 'failed';
    },
  };
}

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

/** FCM_SERVICE_ACCOUNT holds the service account's JSON key itself or the path to its file. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) {
    throw new Error('FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key (a Firebase service account key)');
  }
  return parsed as ServiceAccount;
}

/** The provider for a service account: google-auth-library signs and caches the access token. */
export function fcmFromServiceAccount(account: ServiceAccount): PushProvider {
  const jwt = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: ['https://www.googleapis.com/auth/firebase.messaging'],
  });
  return fcmPush({
    projectId: account.project_id,
    accessToken: async () => {
      const { token } = await jwt.getAccessToken();
      if (!token) throw new Error('FCM: no access token from the service account');
      return token;
    },
  });
}
