// Browser persistence of the mock database: a snapshot of the whole world in IndexedDB after each
// handled call (at once; changes during a write make one more), restored on the next page load, discarded when the seed's version moved
// on. The store is an interface so the logic is tested in Node with a memory store.
import { SEED_VERSION, getDb, onDbChange, replaceDb, resetDb, resetDbSaved, type Db, type DbSize } from './index.ts';

export interface SnapshotStore {
  load(): Promise<unknown>;
  save(db: Db): Promise<void>;
  clear(): Promise<void>;
}

/** A snapshot this seed version can take over (anything else is discarded). */
export function isUsableSnapshot(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const meta = (value as { meta?: { version?: unknown; clock?: unknown } }).meta;
  return meta?.version === SEED_VERSION && typeof meta.clock === 'object' && Array.isArray((value as { orders?: unknown }).orders);
}

/** Loads the persisted world, or seeds one (`size` for a first visit). Answers which happened. */
export async function restoreDb(store: SnapshotStore, size: DbSize = 'standard'): Promise<'restored' | 'seeded'> {
  let snapshot: unknown = null;
  try {
    snapshot = await store.load();
  } catch (error) {
    console.warn('[mocks] could not read the saved mock database; starting from the seed', error);
  }
  if (isUsableSnapshot(snapshot) && snapshot.meta.size === size) {
    replaceDb(snapshot);
    return 'restored';
  }
  resetDb({ size });
  await store.save(getDb()).catch(() => undefined);
  return 'seeded';
}

/** The stores `persistDb` is writing the world to. */
const persisted = new WeakSet<SnapshotStore>();

/**
 * Saves the world after every change, at once: the write starts in the same task as the call, so a
 * page that navigates away right after it (a payment's redirect, an OAuth step) finds it on the next
 * load. Changes while a write is under way make one more write when it ends (a burst: two writes).
 */
export function persistDb(store: SnapshotStore): { flush: () => Promise<void>; stop: () => void } {
  let writing: Promise<void> | null = null;
  let dirty = false;
  const write = async () => {
    do {
      dirty = false;
      try {
        await store.save(getDb());
      } catch (error) {
        console.warn('[mocks] could not save the mock database', error);
      }
    } while (dirty);
    writing = null;
  };
  // A change resolves with the save that stores it: a change while a save runs makes it go round once more.
  const unsubscribe = onDbChange(() => {
    if (writing !== null) dirty = true;
    else writing = write();
    return writing;
  });
  persisted.add(store);
  return {
    flush: async () => {
      await writing;
    },
    stop: () => {
      unsubscribe();
      persisted.delete(store);
    },
  };
}

/**
 * Back to the seed, in memory and in the store, saved once: where `persistDb` writes to the store (the
 * browser), its save of the change is the one (a save of its own after it cloned the whole world again,
 * over a second for the large one).
 */
export async function resetPersistedDb(store: SnapshotStore, size: DbSize = 'standard'): Promise<void> {
  await store.clear();
  await resetDbSaved({ size });
  if (!persisted.has(store)) await store.save(getDb());
}

/** Keeps snapshots in memory (tests, and browsers without IndexedDB). */
export function memoryStore(): SnapshotStore & { saves: number } {
  let value: unknown = null;
  const store = {
    saves: 0,
    load: async () => (value === null ? null : structuredClone(value)),
    save: async (db: Db) => {
      store.saves += 1;
      value = structuredClone(db);
    },
    clear: async () => {
      value = null;
    },
  };
  return store;
}

const DB_NAME = 'shop-mocks';
const STORE = 'snapshots';
const KEY = 'world';

/** The browser's store: one IndexedDB database, one object store, one record. */
export function indexedDbStore(factory: IDBFactory = indexedDB, name = DB_NAME): SnapshotStore {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
    }));
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
    });
  };
  return {
    load: () => run('readonly', (s) => s.get(KEY) as IDBRequest<unknown>),
    save: async (db) => {
      await run('readwrite', (s) => s.put(db, KEY));
    },
    clear: async () => {
      await run('readwrite', (s) => s.delete(KEY));
    },
  };
}
