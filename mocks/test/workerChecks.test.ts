// withWorkerChecksAnswered (workerChecks.ts): a worker check the browser refuses while MSW starts (MSW asks
// for it and does not wait) is a console warning, not an unhandled rejection, i.e. an uncaught error on a
// page that works. Run against a stand-in for the browser's ServiceWorkerRegistration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withWorkerChecksAnswered } from '../workerChecks.ts';

class FakeRegistration {
  checks = 0;
  update(): Promise<void> {
    this.checks += 1;
    return Promise.reject(new Error('Not found'));
  }
}
const refusingUpdate = FakeRegistration.prototype.update;

/** The rejections nobody handled while `run` ran (and a turn of the event loop after). */
async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return unhandled;
}

describe('withWorkerChecksAnswered', () => {
  beforeEach(() => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
  });
  afterEach(() => {
    FakeRegistration.prototype.update = refusingUpdate;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a refused check nobody waits for during the start is a warning, and the start goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registration = new FakeRegistration();
    let started = false;
    const unhandled = await unhandledDuring(() =>
      withWorkerChecksAnswered(async () => {
        void registration.update(); // as MSW does: asked, not awaited
        started = true;
      }),
    );
    expect(unhandled).toEqual([]);
    expect(started).toBe(true);
    expect(registration.checks).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('worker update check failed');
  });

  it('a caller that waits for a check still gets its refusal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registration = new FakeRegistration();
    await withWorkerChecksAnswered(async () => {
      await expect(registration.update()).rejects.toThrow('Not found');
    });
  });

  it('the browser’s own update is back once the start is over, even a start that fails', async () => {
    await expect(
      withWorkerChecksAnswered(async () => {
        throw new Error('no worker');
      }),
    ).rejects.toThrow('no worker');
    expect(FakeRegistration.prototype.update).toBe(refusingUpdate);
  });
});
