import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importFence } from './lint/importFence.js';

// The import fence of ARCHITECTURE.md: dependencies point one way. A pattern is a glob or a full
// no-restricted-imports pattern object.
const fence = (...patterns) => ({
  'no-restricted-imports': ['error', {
    patterns: patterns.map((p) => (typeof p === 'string' ? { group: [p], message: 'crosses the import fence (see ARCHITECTURE.md)' } : p)),
  }],
});
const react = ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', 'valtio/react', '@pixi/react'];
// Calls go through the typed functions of src/api/calls (src/api/README.md), never the bare client.
const bareClient = { group: ['**/api/client'], importNames: ['api', 'request'], message: 'call a typed function of src/api/calls instead (src/api/README.md)' };

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
  { files: ['src/**/*.{ts,tsx}', 'engine/**/*.ts'], plugins: { fence: { rules: { imports: importFence } } }, rules: { 'fence/imports': ['error', { root: import.meta.dirname }] } },
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { ...reactHooks.configs.recommended.rules, ...fence('**/server/**', bareClient) } },
  { files: ['src/api/**/*.ts'], rules: fence('**/server/**') },
  { files: ['engine/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**') },
  { files: ['contract/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**', '**/engine/**') },
  { files: ['server/**/*.ts'], rules: fence(...react, '**/src/**', '**/engine/**') },
);
