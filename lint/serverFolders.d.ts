// Types of serverFolders.js for the tests that import it (tests/unit/lintFence.test.ts).
export const SERVER_SHARED: readonly string[];
export function serverDomains(folders: readonly string[]): string[];
export function serverFolders(root: string): string[];
