import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { CHROMIUM, CHROMIUM_ARGS } from './packages/app/scripts/chromium.mjs';
import { WAIT } from './packages/app/test/waitBudgets.ts';

/** The app's unit tests: real pages in jsdom against MSW. */
const APP_TEST = {
  environment: 'jsdom',
  setupFiles: ['packages/app/test/setup.ts'],
  // Real pages in jsdom load their lazy modules through Vite, several seconds on a loaded machine
  // (a set-up hook importing the effects layer ran past 10 s there): budgets from one place
  // (packages/app/test/waitBudgets.ts) instead of a retry; each wait says what it waits for.
  testTimeout: WAIT.appTest,
  hookTimeout: WAIT.hook,
};

/**
 * App tests that need modules no other file has touched: which catalogue parts a page loads (a page of
 * another file may have loaded them), and a module mocked for the file (vi.mock).
 */
const APP_FRESH_MODULES = ['packages/app/test/catalogueParts.test.tsx', 'packages/app/test/title.test.tsx'];

// One runner, several projects: node for the pure session rules and the mocks, jsdom for app
// units, real Chromium for the stories (each with an axe check) and the end-to-end tests.
export default defineConfig({
  test: {
    // The default output, then where the time went (scripts/timingReporter.ts).
    reporters: ['default', './scripts/timingReporter.ts'],
    // At least two files at a time in every project (Vitest's default on 2 cores is one): much of a
    // browser test or a story is waiting on the other process. Browser test files each have their own
    // context and, for the production build, their worker's own HTTP mock server (global-setup starts one
    // per worker; e2e/modes.ts prodURL()). Projects run side by side only with the same maxWorkers, so
    // it is set here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'session',
          environment: 'node',
          include: ['packages/session/test/**/*.test.ts'],
          testTimeout: WAIT.unit,
        },
      },
      {
        test: {
          name: 'mocks',
          environment: 'node',
          include: ['mocks/test/**/*.test.ts'],
          setupFiles: ['mocks/test/setup.ts'],
          // Building the large world (10,000 orders, an order of 5,000 keys) takes ~1 s on an idle machine
          // and several on a loaded CI runner; 5 s was too tight for the tests that build it.
          testTimeout: WAIT.unit,
          hookTimeout: WAIT.hook,
        },
      },
      {
        test: {
          ...APP_TEST,
          name: 'app',
          include: ['packages/app/test/**/*.test.{ts,tsx}'],
          exclude: APP_FRESH_MODULES,
          // The files share one module graph per worker: each file imported the app's
          // modules afresh, about half of this project's CPU. The set-up file resets the app's module
          // state after every test (effects, logs, user, visitor memory, storage, cookies) as it did
          // between the tests of one file.
          isolate: false,
        },
      },
      {
        test: { ...APP_TEST, name: 'app (fresh modules)', include: APP_FRESH_MODULES },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/app/e2e/**/*.test.ts'],
          // Builds the app once and serves it; the tests drive Debian's Chromium with playwright-core.
          globalSetup: ['packages/app/e2e/global-setup.ts'],
          // A flow of several page loads on a loaded machine; each of its waits has its own, smaller budget
          // (browser.ts sets playwright's), so a wait that never ends names what it waited for before the
          // test's budget runs out (packages/app/test/waitBudgets.ts).
          testTimeout: WAIT.e2eTest,
          hookTimeout: WAIT.hook,
          // No retry: the retries on CI hid waits sized for an idle machine, and a retried test
          // ran beside its first try, which was still going (a navigation of one aborted the other's). A
          // failure prints where its page was as it happens (e2e/harness.ts).
          // expect.poll's 1 s default is one page load on a loaded 2-core runner: a poll that waits for
          // a page to draw what it read failed there while the page was right (cdk redemptions, CI).
          expect: { poll: { timeout: WAIT.poll } },
          // A failed `expect(errors).toEqual([])` shows the console errors in full, not "[ Array(1) ]".
          chaiConfig: { truncateThreshold: 0 },
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook --ci' })],
        test: {
          name: 'storybook',
          // One page for every story file instead of a fresh iframe per file: the preview, the catalogue,
          // the mock world and the MSW worker start once (each story still starts from the seed through
          // the preview's loaders). With isolation this project spent ~3 s of set-up per file, 124 files.
          isolate: false,
          // Play functions on a loaded machine; their waitFor/findBy budget is set in .storybook/preview.tsx.
          testTimeout: WAIT.story,
          hookTimeout: WAIT.hook,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: no entrance animation, so a play function never reads a dialog or toast on its
            // first frame (opacity 0) and fails `toBeVisible` by a few milliseconds on a loaded machine.
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/session/src/**/*.ts'],
      // The area tables of endpoints are declarations; their only branches are the build's `DOCS` switch
      // (`summary: DOCS ? '…' : ''`), false only in a production build. Their schemas are tested in contract*.test.ts.
      exclude: [
        'packages/session/src/contract/{account,admin,auth,callbacks,cdk,customer,other,payment,public,shop,site,storefront,supply,vip}.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
