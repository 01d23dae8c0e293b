/** The package version, injected by Vite at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
