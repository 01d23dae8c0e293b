// What wouter imports as 'use-sync-external-store/shim' (vite.config.ts
// aliases it here): the shim carries a copy of the hook for React 17 and
// older, dead code beside React 19's own.
export { useSyncExternalStore } from 'react';
