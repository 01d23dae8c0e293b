/** The package version, injected by Vite at build time (vite.config.ts). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** the Firebase web app's config as JSON, vapidKey included (src/push/config.ts); push is off without it */
  readonly VITE_FIREBASE_CONFIG?: string;
}
