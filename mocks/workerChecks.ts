// The mock worker's start in the browser (browser.ts), kept apart so it is tested in Node.

/**
 * MSW's start asks the browser to re-check an existing worker registration and does not wait for the
 * answer (msw 2.15, getWorkerInstance: `existingRegistration.update()`). Chromium can refuse that check
 * with "Not found", its answer for a registration that is gone (seen on a loaded machine, in the e2e runs
 * and `npm run bench`), and the refusal, unhandled, is an uncaught error on a page that works: the
 * active worker goes on answering. While MSW starts, each check's answer is handled here,
 * a refusal is a console warning. Callers that await a check still get its refusal.
 */
export async function withWorkerChecksAnswered(start: () => Promise<unknown>): Promise<void> {
  if (typeof ServiceWorkerRegistration === 'undefined') {
    await start();
    return;
  }
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  prototype.update = function checkAnswered(this: ServiceWorkerRegistration) {
    const checked = update.call(this);
    checked.catch((error: unknown) => console.warn('[MSW] the worker update check failed; the active worker goes on answering.', error));
    return checked;
  };
  try {
    await start();
  } finally {
    prototype.update = update;
  }
}
