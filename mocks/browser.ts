// The mocks in the browser (dev app and mock builds): the service worker answers the API from the
// stateful database, which persists in IndexedDB; `?scenario=NAME[&scenarioPath=/path]` on any page
// URL turns a scenario on and it stays (localStorage) until `?scenario=off` or the QA panel clears it.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { indexedDbStore, memoryStore, persistDb, resetPersistedDb, restoreDb, type SnapshotStore } from './db/persist.ts';
import { buildIndexes, getDb, notifyDbChange, now } from './db/index.ts';
import { settleByHand } from './handlers/kit/commerce.ts';
import { configureMocks, handlers } from './handlers/index.ts';
import { getScenario, onScenarioChange, setScenario } from './scenarios/index.ts';
import { scenarioFromPage, storeScenario } from './scenarios/page.ts';
import { withWorkerChecksAnswered } from './workerChecks.ts';

export { SCENARIO_STORAGE_KEY } from './scenarios/page.ts';

/** Which world (standard or large) this browser uses. */
export const SIZE_STORAGE_KEY = 'mock:size';

export interface StartOptions {
  /** The admin prefix the mock answers (default `shopadmin`). */
  adminPath?: string;
  /** The API base path the app calls (its `VITE_API_BASE_URL` path), `/` by default. */
  basePath?: string;
  /** Show the QA panel (default true). */
  panel?: boolean;
}

let worker: SetupWorker | null = null;
let store: SnapshotStore | null = null;

/** The running worker (after startMockWorker), for `worker.use(...)` overrides in the console. */
export function getWorker(): SetupWorker | null {
  return worker;
}

/** Starts the service worker for the dev app and mock builds. */
export async function startMockWorker(options: StartOptions = {}): Promise<void> {
  configureMocks({ adminPath: options.adminPath ?? 'shopadmin', basePath: options.basePath ?? '/', validate: 'warn' });
  setScenario(scenarioFromPage(window.location, window.localStorage));
  onScenarioChange((scenario) => storeScenario(window.localStorage, scenario));

  store = typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
  // `?mockSeed=large` (or standard) picks the world; it is remembered for the next loads.
  const asked = new URLSearchParams(window.location.search).get('mockSeed');
  if (asked === 'large' || asked === 'standard') window.localStorage.setItem(SIZE_STORAGE_KEY, asked);
  await restoreDb(store, window.localStorage.getItem(SIZE_STORAGE_KEY) === 'large' ? 'large' : 'standard');
  const saver = persistDb(store);
  window.addEventListener('pagehide', () => void saver.flush());

  worker = setupWorker(...handlers);
  const started = worker;
  await withWorkerChecksAnswered(() =>
    started.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }),
  );

  // The look-ups of the big tables (db/indexes.ts) are built once the page is idle, not by the first call
  // that needs them: in the large world the first visit to an order's keys after each page load spent
  // ~15 ms building the orders' and ~4 ms the card keys' on the main thread, while the page waited.
  whenIdle(() => buildIndexes(getDb()));

  if (options.panel !== false) {
    const { mountQaPanel } = await import('./panel.ts');
    mountQaPanel(document, {
      getScenario,
      setScenario,
      onScenarioChange,
      resetDb: (size) => resetMockDatabase(size),
      reload: () => window.location.reload(),
      payOrder: payMockOrder,
    });
  }
}

/** Runs `task` when the page is next idle (within 2 s). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

const SETTLED: Record<'paid' | 'failed' | 'expired', string> = {
  paid: '已支付成功',
  failed: '已标记为支付失败',
  expired: '已标记为支付超时',
};

/** The panel's payment control (the same as `POST /__mock/pay`): settles the waiting payment of a number now. */
export async function payMockOrder(orderNo: string, result: 'paid' | 'failed' | 'expired'): Promise<string> {
  const outcome = settleByHand(getDb(), orderNo, result, now());
  await notifyDbChange();
  return outcome.ok ? `${orderNo} ${SETTLED[result]}` : `无法操作：${orderNo} 没有等待中的支付`;
}

/** Back to the seed (standard, or the large benchmark world), here and in IndexedDB. */
export async function resetMockDatabase(size: 'standard' | 'large' = 'standard'): Promise<void> {
  window.localStorage.setItem(SIZE_STORAGE_KEY, size);
  await resetPersistedDb(store ?? memoryStore(), size);
}
