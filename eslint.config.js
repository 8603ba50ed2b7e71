// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DOM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'indexedDB',
  'history',
].map((name) => ({ name, message: 'packages/session is pure: take what you need as an argument.' }));

/** Package names each layer may not import (architecture.md, "Layers"). */
const layer = (/** @type {({ group: string[] } | { regex: string }) & { message: string, allowTypeImports?: boolean }[]} */ patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

const APP_ONLY = ['swr', 'swr/*', 'dexie', 'js-cookie', 'react-router', 'react-router-dom'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'coverage/**',
      '.tools/**',
      'mocks/public/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Components, and the hooks the two React packages keep in .ts files (ui/src/lib/useOverflow.ts, …).
    files: ['**/*.tsx', 'packages/{ui,app}/src/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],

  // ---- layers: dependencies point one way ----
  {
    files: ['packages/session/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
      ...layer([
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*', ...APP_ONLY, 'msw', 'msw/*', '@shop/*'],
          message: 'packages/session imports no React, app libraries, mocks or other packages.',
        },
        { group: ['../../ui/*', '../../app/*', '../../../mocks/*'], message: 'packages/session depends on nothing in the workspace.' },
      ]),
    },
  },
  {
    // The contract builds on the rules (constants, token scope, encodings), never the other way round.
    files: ['packages/session/src/*.ts'],
    rules: layer([
      {
        group: ['react', 'react-dom', 'react/*', 'react-dom/*', ...APP_ONLY, 'msw', 'msw/*', '@shop/*'],
        message: 'packages/session imports no React, app libraries, mocks or other packages.',
      },
      { group: ['../../ui/*', '../../app/*', '../../../mocks/*'], message: 'packages/session depends on nothing in the workspace.' },
      { group: ['./contract/*'], message: 'Rules do not import the contract (it imports them): move what both need to a rule module.' },
    ]),
  },
  {
    // ui runs in the browser only; its type check shares a program with Node's types (tsconfig.check.json).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', 'global', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'packages/ui runs in the browser: no Node globals.',
        })),
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: layer([
      // The message catalogue's *types* may be named; its values are injected through I18nProvider.
      {
        group: ['@shop/session', '@shop/session/*'],
        message: 'packages/ui is presentational: no session rules (type imports of the catalogue only).',
        allowTypeImports: true,
      },
      {
        group: ['@shop/app', '@shop/app/*', '@shop/mocks', '@shop/mocks/*', 'msw', 'msw/*', ...APP_ONLY],
        message: 'packages/ui takes props and emits events: no data, routing or storage.',
      },
      { group: ['../../session/*', '../../app/*', '../../../mocks/*'], message: 'packages/ui does not reach into other packages.' },
    ]),
  },
  {
    files: ['mocks/**/*.ts'],
    rules: layer([
      // Only the contract (`@shop/session/contract` and its area modules), not the session rules or messages.
      { regex: '^@shop/session(/(?!contract(/|$)).*)?$', message: 'mocks import only the API contract: @shop/session/contract.' },
      {
        group: ['react', 'react-dom', '@shop/ui', '@shop/ui/*', '@shop/app', '@shop/app/*', ...APP_ONLY],
        message: 'mocks know the contract, not the app.',
      },
      { group: ['../packages/*'], message: 'mocks import packages by name.' },
    ]),
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: layer([
      // Mocks are loaded with a dynamic import() only in dev and mock builds, so production has none.
      {
        group: ['msw', 'msw/*', '@shop/mocks', '@shop/mocks/*'],
        message: 'Load mocks with a dynamic import() behind the MSW flag, never statically.',
      },
      { group: ['../../session/*', '../../ui/*', '../../../mocks/*'], message: 'Import workspace packages by name.' },
    ]),
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', 'scripts/**', '.storybook/**', '**/*.stories.tsx', 'vitest.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
