// The Firebase web app this build pushes through, from VITE_FIREBASE_CONFIG
// at build time: the service worker must register its push handler on its
// first run, before any request could fetch a setting. None of these values
// is a secret (every Firebase web app ships them); the server's key to send
// pushes is FCM_SERVICE_ACCOUNT, which never reaches the client.

export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** the web push certificate's public key (Firebase console, Cloud Messaging) */
  vapidKey: string;
  authDomain?: string;
}

const REQUIRED = ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'] as const;

/** The parsed config, or null when the build has none (push is off) or it is incomplete. */
export function parseFirebaseConfig(raw: string | undefined): FirebaseWebConfig | null {
  if (!raw?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  return REQUIRED.every((key) => typeof record[key] === 'string' && record[key] !== '') ? (record as unknown as FirebaseWebConfig) : null;
}

export const firebaseConfig: FirebaseWebConfig | null = parseFirebaseConfig(import.meta.env.VITE_FIREBASE_CONFIG);
