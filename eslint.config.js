import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importFence } from './lint/importFence.js';
import { SERVER_SHARED, serverDomains, serverFolders } from './lint/serverFolders.js';

// The import fence of ARCHITECTURE.md: dependencies point one way. A pattern is a glob or a full
// no-restricted-imports pattern object.
const fence = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((p) =>
        typeof p === 'string' ? { group: [p], message: 'crosses the import fence (see ARCHITECTURE.md)' } : p,
      ),
    },
  ],
});
const react = ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', 'valtio/react', '@pixi/react'];
// Calls go through the typed functions of src/api/calls (src/api/README.md), never the bare client.
const bareClient = {
  group: ['**/api/client'],
  importNames: ['api', 'request'],
  message: 'call a typed function of src/api/calls instead (src/api/README.md)',
};

// Server layering (server/README.md): a domain folder imports the shared folders (lib, db, providers, ledger,
// fairness, auth, http, payouts, throttle, notify, realtime, bigWins, limits, loyalty) and its own files, never another domain's; the shared
// folders import no domain. The few allowed exceptions are named here with their reason in server/README.md.
// Every folder of server/ not named shared is a domain (lint/serverFolders.js): a new folder is fenced by default.
const serverFence = [...react, '**/src/**', '**/engine/**'];
const SERVER_DOMAINS = serverDomains(serverFolders(import.meta.dirname));
const SERVER_EXCEPTIONS = { player: ['games/playRecords'], h5: ['games/wheel/spinGames'] };
const serverLayering = (folder) => {
  const others = SERVER_DOMAINS.filter((d) => d !== folder).join('|');
  const allowed = (SERVER_EXCEPTIONS[folder] ?? []).map((m) => `(?!${m}$)`).join('');
  // A relative import reaches another top-level folder with exactly as many '../' as the file is deep.
  return [1, 2, 3].map((depth) => ({
    files: [`server/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: fence(...serverFence, {
      regex: `^(\\.\\./){${depth}}${allowed}(${others})(/|$)`,
      message: SERVER_SHARED.includes(folder)
        ? `server/${folder} is shared: it imports no domain folder (server/README.md, Layering)`
        : `server/${folder} imports another domain's files: move what two domains share to server/lib (server/README.md, Layering)`,
    }),
  }));
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // Path fences (lint/importFence.js): games stay apart; player chrome keeps scenes, sceneBase and the console out of its static imports.
  {
    files: ['src/**/*.{ts,tsx}', 'engine/**/*.ts'],
    plugins: { fence: { rules: { imports: importFence } } },
    rules: { 'fence/imports': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...fence('**/server/**', bareClient) },
  },
  { files: ['src/api/**/*.ts'], rules: fence('**/server/**') },
  { files: ['engine/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**') },
  { files: ['contract/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**', '**/engine/**') },
  { files: ['server/**/*.ts'], rules: fence(...serverFence) },
  ...[...SERVER_DOMAINS, ...SERVER_SHARED].flatMap(serverLayering),
  // No import cycles in the code that ships (a cycle makes load order decide what a module sees). Type-only
  // imports are erased and do not count, nor does import(): it runs after both modules have loaded (a lazy
  // chunk naming the module that loads it, as src/game/quiz/roulette/gallery.tsx does).
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'engine/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      // The rule reads every module on the way; TypeScript's parser reads the .ts ones.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
);
