// R3.5: the per-user browser database, through dexie (loaded on first use so it stays out of the
// initial bundle). Named from the admin prefix and app id, with a `system` and a `database` section,
// each row keyed by the user id (R3.6: `ghost-uuid` until someone is known). The user info and the
// access list live in the database section. IndexedDB may be missing or refuse (private windows):
// then reads give the empty store and writes only update the page's memory.
// Reads go to IndexedDB itself (two gets), writes through dexie: a logged-in page load reads the user
// and writes nothing, and loading and opening dexie for that read was a start-up task of ~25 ms at 1×
// CPU, ~100 ms at a phone's speed.
import type { Dexie, EntityTable } from 'dexie';
import { browserDatabaseName, emptyBrowserStore, GHOST_UUID, isRecord, type BrowserStore } from '@shop/session';
import { appId } from '../site.ts';
import { currentUserId, setUser, type UserInfo } from './user.ts';

export type Section = 'system' | 'database';

interface SectionRow {
  userId: string;
  data: Record<string, unknown>;
}

type BrowserDb = Dexie & { system: EntityTable<SectionRow, 'userId'>; database: EntityTable<SectionRow, 'userId'> };

let opening: Promise<BrowserDb | null> | null = null;

function openDb(): Promise<BrowserDb | null> {
  opening ??= import('dexie')
    .then(({ Dexie }) => {
      // A path site's database is its own (its app id), as its storage and cookies are.
      const db = new Dexie(browserDatabaseName(appId)) as BrowserDb;
      db.version(1).stores({ system: 'userId', database: 'userId' });
      return db;
    })
    .catch(() => null);
  return opening;
}

/** Closes the database (tests, or before deleting it). */
export async function closeBrowserDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}

const SECTIONS: readonly Section[] = ['system', 'database'];

/**
 * A user's rows as dexie stored them (each section a store keyed by `userId`), read in one read-only
 * transaction; nothing when the database does not exist yet (its creation is aborted: dexie creates it
 * with its schema on the first write), has not got both stores, or the browser refuses.
 */
function readRows(userId: string): Promise<Partial<Record<Section, SectionRow>>> {
  return new Promise((resolve) => {
    const rows: Partial<Record<Section, SectionRow>> = {};
    let request: IDBOpenDBRequest;
    try {
      request = globalThis.indexedDB.open(browserDatabaseName(appId));
    } catch {
      resolve(rows);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(rows);
    request.onblocked = () => resolve(rows);
    request.onsuccess = () => {
      const db = request.result;
      // A schema change from dexie (another tab) must not wait for this connection.
      db.onversionchange = () => db.close();
      try {
        if (!SECTIONS.every((section) => db.objectStoreNames.contains(section))) throw new Error('no stores');
        const transaction = db.transaction([...SECTIONS], 'readonly');
        for (const section of SECTIONS) {
          const get = transaction.objectStore(section).get(userId);
          get.onsuccess = () => {
            if (get.result) rows[section] = get.result as SectionRow;
          };
        }
        transaction.oncomplete = () => {
          db.close();
          resolve(rows);
        };
        transaction.onerror = transaction.onabort = () => {
          db.close();
          resolve({});
        };
      } catch {
        db.close();
        resolve(rows);
      }
    };
  });
}

/** Both sections of a user's store; empty sections by default (R3.5). */
export async function readBrowserStore(userId: string = currentUserId()): Promise<BrowserStore<UserInfo>> {
  const store = emptyBrowserStore<UserInfo>();
  const rows = await readRows(userId);
  const system = rows.system?.data;
  const database = rows.database?.data;
  return { system: isRecord(system) ? system : store.system, database: isRecord(database) ? database : store.database };
}

/** Merges `patch` into one section of a user's store; false when the browser refused to store it. */
export async function writeSection(section: Section, patch: Record<string, unknown>, userId: string = currentUserId()): Promise<boolean> {
  try {
    const db = await openDb();
    if (!db) return false;
    await db.transaction('rw', db[section], async () => {
      const row = await db[section].get(userId);
      await db[section].put({ userId, data: { ...(row?.data ?? {}), ...patch } });
    });
    return true;
  } catch {
    // storage refused: the page keeps what it has in memory
    return false;
  }
}

/** Stores the signed-in user's info and access list, and makes them current for this page. */
export async function saveUserInfo(userInfo: UserInfo, access: readonly string[] = [], userId: string = currentUserId()): Promise<void> {
  setUser({ userInfo, access });
  await writeSection('database', { userInfo, access: [...access] }, userId);
}

/**
 * Loads the current user's info and access list from the browser database (at start-up). Nobody is
 * known until a log-in sets the uuid cookie (R3.6): a visitor's store is empty by default (R3.5), so
 * dexie is not even loaded for them (it is ~30 KB gzip a first visit does not need).
 */
export async function restoreUser(userId: string = currentUserId()): Promise<void> {
  if (userId === GHOST_UUID) return;
  // Until it is read, the frames do not ask the server for what it may hold (else every page load asked
  // for the account, and its failure showed on pages that never use it).
  setUser({ restoring: true });
  const { database } = await readBrowserStore(userId);
  const access = Array.isArray(database.access) ? database.access.filter((a): a is string => typeof a === 'string') : [];
  setUser({ userInfo: (database.userInfo as UserInfo | undefined) ?? null, access, restoring: false });
}

/** Forgets a user's store (log-out on this browser). */
export async function clearBrowserStore(userId: string = currentUserId()): Promise<void> {
  setUser({ userInfo: null, access: [] });
  try {
    const db = await openDb();
    if (!db) return;
    await Promise.all([db.system.delete(userId), db.database.delete(userId)]);
  } catch {
    // nothing stored
  }
}
