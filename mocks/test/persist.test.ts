import { api } from '@shop/session/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_VERSION, getDb, resetDb } from '../db/index.ts';
import { isUsableSnapshot, memoryStore, persistDb, resetPersistedDb, restoreDb } from '../db/persist.ts';
import { SEED_TOKENS } from '../node.ts';
import { ORIGIN, ok } from './client.ts';

describe('browser persistence (tested with a memory store)', () => {
  afterEach(() => vi.useRealTimers());

  it('a first visit seeds and saves; the next restores what changed', async () => {
    const store = memoryStore();
    expect(await restoreDb(store)).toBe('seeded');
    const saved = persistDb(store);
    await ok(api.customer.doFavorite, { goodsId: 2 }, { token: SEED_TOKENS.demo });
    await saved.flush();
    saved.stop();
    resetDb();
    expect(getDb().favorites.some((f) => f.customerId === 1 && f.goodsId === 2)).toBe(false);
    expect(await restoreDb(store)).toBe('restored');
    expect(getDb().favorites.some((f) => f.customerId === 1 && f.goodsId === 2)).toBe(true);
  });

  it('writes at once (a page may navigate away right after a call); changes during a write make one more', async () => {
    const store = memoryStore();
    const saved = persistDb(store);
    const { notifyDbChange } = await import('../db/index.ts');
    notifyDbChange();
    expect(store.saves).toBe(1);
    for (let i = 0; i < 10; i += 1) notifyDbChange();
    await saved.flush();
    expect(store.saves).toBe(2);
    notifyDbChange();
    expect(store.saves).toBe(3);
    await saved.flush();
    expect(store.saves).toBe(3);
    saved.stop();
    notifyDbChange();
    await saved.flush();
    expect(store.saves).toBe(3);
  });

  it('a call that changes the world is answered once the change is saved (the next page load restores it)', async () => {
    let release = (): void => undefined;
    let saves = 0;
    const store = {
      load: async () => null,
      clear: async () => undefined,
      save: () => {
        saves += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    const saved = persistDb(store);
    let answered = false;
    const call = ok(api.customer.doFavorite, { goodsId: 2 }, { token: SEED_TOKENS.demo }).then(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(saves).toBe(1));
    // Still waiting while the save is: a page told "done" now would restore the world without the change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await call;
    expect(answered).toBe(true);
    saved.stop();
  });

  it('/__mock/reset answers once the fresh world is saved, and saves it once', async () => {
    const store = memoryStore();
    const saved = persistDb(store);
    getDb().goods.splice(0);
    const response = await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    // Saved by the time the answer came, and nothing left to save after it.
    expect(store.saves).toBe(1);
    await saved.flush();
    expect(store.saves).toBe(1);
    saved.stop();
    expect(await restoreDb(store)).toBe('restored');
    expect(getDb().goods).toHaveLength(40);
  });

  it('an older or foreign snapshot is discarded; a failing store falls back to the seed', async () => {
    expect(isUsableSnapshot({ meta: { version: SEED_VERSION - 1, clock: {} }, orders: [] })).toBe(false);
    expect(isUsableSnapshot('x')).toBe(false);
    const broken = {
      load: () => Promise.reject(new Error('blocked')),
      save: () => Promise.reject(new Error('blocked')),
      clear: async () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await restoreDb(broken)).toBe('seeded');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a snapshot of the other size is not restored over the one asked for', async () => {
    const store = memoryStore();
    await restoreDb(store);
    expect(await restoreDb(store, 'large')).toBe('seeded');
    expect(getDb().orders).toHaveLength(10_000);
  });

  it("the panel's reset saves the seed once where the persistence writes to the store", async () => {
    const store = memoryStore();
    const saved = persistDb(store);
    getDb().goods.splice(0);
    await resetPersistedDb(store);
    await saved.flush();
    expect(store.saves).toBe(1);
    saved.stop();
    expect(await restoreDb(store)).toBe('restored');
    expect(getDb().goods).toHaveLength(40);
  });

  it('reset puts the seed back in memory and in the store', async () => {
    const store = memoryStore();
    await restoreDb(store);
    getDb().goods.splice(0);
    await store.save(getDb());
    await resetPersistedDb(store);
    expect(getDb().goods).toHaveLength(40);
    expect(await restoreDb(store)).toBe('restored');
    expect(getDb().goods).toHaveLength(40);
  });
});
