// Setup of the `app` test project (jsdom): jest-dom matchers, one MSW server per test file with
// `onUnhandledRequest: 'error'` (each test adds its own handlers), and a clean page between tests.
// An IndexedDB as a browser has, before anything imports Dexie (which takes the factory it finds when it
// is first evaluated): with the files sharing their modules (vitest.config.ts), the first file to import
// Dexie may not be one that brings the factory itself.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { WAIT } from './waitBudgets.ts';
import { resetEffects } from '../src/effects/store.ts';
import { clearLogs } from '../src/logs/logStore.ts';
import { resetUser } from '../src/storage/user.ts';
import { resetVisitorMemoryCache } from '../src/storage/visitorMemory.ts';
import { forgetBrowserDatabases } from './fixtures.ts';
import { server } from './server.ts';

// jsdom's FormData, Blob and File are not the ones Node's fetch knows: a multipart body would not
// reach the wire intact. Use Node's own, which agree with each other as a browser's do.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
// React builds `new FormData(form)` when a submit handler starts a transition (react-router's
// setSearchParams does), which Node's FormData refuses: let it take (and ignore) a form element, as
// no page reads that FormData.
const BaseFormData = NodeFormData as typeof FormData;
class FormDataTakingForms extends BaseFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
}
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: FormDataTakingForms });

// Lazy chunks (pages, the login notice, the logout dialog) load on first use: the first visit to a
// page in a test file transforms its whole module graph, which on a busy 2-core machine takes longer
// than Testing Library's 1 s default wait (the budget and the hooks' are in test/waitBudgets.ts).
configure({ asyncUtilTimeout: WAIT.dom });

// A transition (react-router renders every navigation in one, setSearchParams too) renders in 5 ms
// slices, yielding between them. Testing Library's waits query the whole page every 50 ms, and on a
// loaded machine one role query over a page takes 40–130 ms: a slice ran after each query, and the
// render of a filter's navigation took 4–10 s (a test waited 10 s for the 重置 its filter shows, with the
// address already filtered). Here React yields once a second, so a transition renders in one go between
// two queries. The scheduler is react-dom's own (resolved from react-dom, the instance it uses).
const scheduler = createRequire(createRequire(import.meta.url).resolve('react-dom'))('scheduler') as {
  unstable_forceFrameRate: (fps: number) => void;
};
scheduler.unstable_forceFrameRate(1);

// jsdom has no layout: scrolling (ScrollRestoration) is a no-op here instead of a "not implemented" error.
window.scrollTo = () => undefined;

beforeAll(async () => {
  // Each file starts in a browser that has stored nothing: no database a file before it left behind
  // (the files share their modules, vitest.config.ts).
  await forgetBrowserDatabases();
  server.listen({ onUnhandledRequest: 'error' });
  // The effects layer and its dialog and notice are lazy chunks: transform them once up front, so a
  // test waiting for the first dialog or notice does not also wait for their module graph.
  await Promise.all([
    import('../src/effects/EffectsLayer.tsx'),
    import('../src/effects/LoginNotice.tsx'),
    import('../src/effects/LogoutDialog.tsx'),
  ]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetEffects();
  clearLogs();
  resetUser();
  resetVisitorMemoryCache();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
afterAll(() => server.close());
