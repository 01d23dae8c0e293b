// The push-enabled build the push specs run against: a Firebase web config
// for a project that does not exist (nothing here can reach Google), so the
// service worker carries Firebase messaging exactly as a configured
// deployment does, and a push is delivered to it through Chromium itself.
import { PUSH_E2E_PORT } from './ports';

export { PUSH_E2E_PORT };
export const PUSH_BASE_URL = `http://localhost:${PUSH_E2E_PORT}`;

export const PUSH_FIREBASE_CONFIG = JSON.stringify({
  apiKey: 'e2e-not-a-real-key',
  projectId: 'vip-club-e2e',
  messagingSenderId: '100000000001',
  appId: '1:100000000001:web:e2e',
  // a real P-256 public key (its private half was thrown away)
  vapidKey: 'BESvarQYaFs1YBRQt4apK4ICDcIbVGZ0ccm-uxWQicIKVJXM-Wqq14qPkWstNFJryBJoU2dSJgfz6kUYpp6r04A',
});
