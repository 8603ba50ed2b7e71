// How long each kind of wait in the tests may take, in one place. Sized for a LOADED 2-core
// machine (a CI runner, or this one with a build running beside the tests), not an idle one: a budget
// only costs time when something is wrong, and then the wait says what it waited for. A passing test
// never waits for a budget; a test that measures speed belongs in `pnpm bench`, `pnpm size` or
// `npm run lighthouse`, never here.
export const WAIT = {
  /**
   * Testing Library's `waitFor` / `findBy…` (app in jsdom, stories in Chromium): the first visit to a
   * page in a test file transforms its lazy module graph, several seconds on a busy machine, and more
   * than 10 s for a back-office page while the whole suite runs on 2 cores.
   */
  dom: 20_000,
  /**
   * One node unit test (session rules, mocks): a fuzzed parser runs hundreds of fast-check cases, and the
   * catalogue check loads every locale; at load 20 on 2 cores some took 11 s against vitest's default 5 s.
   */
  unit: 30_000,
  /** One app test in jsdom (a page's whole flow through the real mock handlers). */
  appTest: 60_000,
  /** A story's play function. */
  story: 30_000,
  /** One browser action or wait of playwright-core (a locator, a navigation, an event) in e2e. */
  browserAction: 30_000,
  /** `expect.poll` in e2e: one page load and its reads. */
  poll: 15_000,
  /** One e2e test: a flow of several page loads, each with its own wait above. */
  e2eTest: 120_000,
  /** Any set-up or tear-down hook (`beforeAll` importing the effects layer, starting a browser context). */
  hook: 120_000,
} as const;
