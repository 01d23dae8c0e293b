import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import fence of ARCHITECTURE.md: dependencies point one way.
const fence = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'crosses the import fence (see ARCHITECTURE.md)' })) }],
});
const react = ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', 'valtio/react', '@pixi/react'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-push/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
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
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { ...reactHooks.configs.recommended.rules, ...fence('**/server/**', '**/engine/*/internal/**') } },
  { files: ['engine/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**') },
  { files: ['contract/**/*.ts'], rules: fence(...react, '**/src/**', '**/server/**', '**/engine/**') },
  { files: ['server/**/*.ts'], rules: fence(...react, '**/src/**', '**/engine/**') },
);
