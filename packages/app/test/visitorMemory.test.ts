import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/session';
import { closeBrowserDb, readBrowserStore, writeSection } from '../src/storage/browserDb.ts';
import {
  VISITOR_ROW,
  readVisitorMemory,
  readVisitorToken,
  rememberVisitorOrder,
  resetVisitorMemoryCache,
} from '../src/storage/visitorMemory.ts';
import { forgetBrowserDatabases } from './fixtures.ts';

// A visitor's orders are remembered in this browser, in one store (the browser database's
// `visitor` row); a token older builds kept in localStorage moves there once.
afterEach(async () => {
  resetVisitorMemoryCache();
  localStorage.clear();
  await forgetBrowserDatabases();
});

/** A new page load: the page's copy is gone, the browser's stores stay. */
async function reload() {
  resetVisitorMemoryCache();
  await closeBrowserDb();
}

describe('visitor memory', () => {
  it('a browser that never ordered has no token and no orders', async () => {
    expect(await readVisitorMemory()).toEqual({ visitorToken: null, orderNos: [] });
    expect(await readVisitorToken()).toBe('');
  });

  it('remembers orders newest first (each once, at most 50) and the token the server answered', async () => {
    await rememberVisitorOrder('A1', 'vt-first-token');
    await rememberVisitorOrder('A2', null); // a later order answered no new token: the old one stays
    await rememberVisitorOrder('A1', null); // ordered again from the list: moves to the front
    expect(await readVisitorMemory()).toEqual({ visitorToken: 'vt-first-token', orderNos: ['A1', 'A2'] });
    await reload();
    expect(await readVisitorMemory()).toEqual({ visitorToken: 'vt-first-token', orderNos: ['A1', 'A2'] });
    await rememberVisitorOrder('A3', 'vt-second-token');
    expect(await readVisitorToken()).toBe('vt-second-token');
    for (let i = 0; i < 60; i += 1) await rememberVisitorOrder(`B${i}`, null);
    const { orderNos } = await readVisitorMemory();
    expect(orderNos).toHaveLength(50);
    expect(orderNos[0]).toBe('B59');
  });

  it('a read that starts right after a remember sees it (the pay page right after the buy page)', async () => {
    const writing = rememberVisitorOrder('C1', 'vt-fresh-token');
    expect(await readVisitorToken()).toBe('vt-fresh-token');
    await writing;
  });

  it('moves a token only localStorage knows into the database, once, and forgets it there', async () => {
    localStorage.setItem(STORAGE_KEYS.visitorToken, 'vt-legacy-token');
    expect(await readVisitorToken()).toBe('vt-legacy-token');
    expect(localStorage.getItem(STORAGE_KEYS.visitorToken)).toBeNull();
    expect((await readBrowserStore(VISITOR_ROW)).system).toMatchObject({ visitorToken: 'vt-legacy-token' });
    await reload();
    expect(await readVisitorMemory()).toEqual({ visitorToken: 'vt-legacy-token', orderNos: [] });
  });

  it("keeps the database's own token over an old localStorage one, and drops a malformed one", async () => {
    await writeSection('system', { visitorToken: 'vt-database-token', orderNos: ['D1'] }, VISITOR_ROW);
    localStorage.setItem(STORAGE_KEYS.visitorToken, 'vt-older-token');
    expect(await readVisitorMemory()).toEqual({ visitorToken: 'vt-database-token', orderNos: ['D1'] });
    expect(localStorage.getItem(STORAGE_KEYS.visitorToken)).toBeNull();

    await reload();
    await writeSection('system', { visitorToken: null }, VISITOR_ROW);
    localStorage.setItem(STORAGE_KEYS.visitorToken, '<script>');
    expect(await readVisitorToken()).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.visitorToken)).toBeNull();
  });

  it('never sends what the database holds unless it looks like a token', async () => {
    await writeSection('system', { visitorToken: 'x'.repeat(65), orderNos: ['E1', 7, null] }, VISITOR_ROW);
    expect(await readVisitorMemory()).toEqual({ visitorToken: null, orderNos: ['E1'] });
  });
});
