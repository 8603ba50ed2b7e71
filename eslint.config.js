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

const CLIMB_MESSAGE =
  'An import climbs two levels at most (../../): import the package\'s own files through its #alias (package.json "imports").';

/** A specifier climbing three levels or more (`../../../x`, `./../../../x`). */
const CLIMBING = { regex: '^(\\./)?(\\.\\./){3}', message: CLIMB_MESSAGE };

/** The same for `import('…')`, which the import rule does not see (esquery's regex may not hold a `/`: \u002F). */
const CLIMBING_IMPORT = { selector: 'ImportExpression[source.value=/^(\\.\\u002F)?(\\.\\.\\u002F){3}/]', message: CLIMB_MESSAGE };

/**
 * Package names each layer may not import (architecture.md, "Layers"), and no climbing import anywhere. A
 * later block's options replace an earlier one's for the same rule, so every block carries `CLIMBING`.
 */
const layer = (/** @type {({ group: string[] } | { regex: string }) & { message: string, allowTypeImports?: boolean }[]} */ patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...patterns, CLIMBING] }],
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

  // ---- no import climbs more than two levels, in every package ----
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    rules: { ...layer([]), 'no-restricted-syntax': ['error', CLIMBING_IMPORT] },
  },

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
    // A route's page is a lazy import of its feature folder, typed by RouteDef (`() => Promise<PageModule>`):
    // its own chunk, and a module without a default page fails the type check.
    files: ['packages/app/src/features/*/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        CLIMBING_IMPORT,
        {
          selector:
            "Property:matches([key.name='page'], [key.value='page']):not([value.type='ArrowFunctionExpression'][value.params.length=0][value.body.type='ImportExpression'][value.body.source.type='Literal'][value.body.source.value=/^\\.\\u002F.+\\.tsx?$/], [value.type='Identifier'])",
          message: "A route's page is a lazy import of this folder: `page: () => import('./SomePage.tsx')`.",
        },
        {
          // Several routes drawing one page share its loader, a constant of this file that is that same import.
          selector:
            "Program > VariableDeclaration > VariableDeclarator:not([init.type='ArrowFunctionExpression'][init.params.length=0][init.body.type='ImportExpression'][init.body.source.type='Literal'][init.body.source.value=/^\\.\\u002F.+\\.tsx?$/])",
          message: "A routes file declares only page loaders: `const somePage = () => import('./SomePage.tsx')`.",
        },
        {
          // A page reached through a static import would be in the registry's chunk, not a chunk of its own.
          selector: "ImportDeclaration:not([source.value='#app/routes/define.ts'])",
          message: 'A routes file imports only `#app/routes/define.ts`; its pages are lazy imports.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', 'scripts/**', '.storybook/**', '**/*.stories.tsx', 'vitest.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
