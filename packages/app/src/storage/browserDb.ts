// R3.5: the per-user browser database, through dexie (loaded on first use so it stays out of the
// initial bundle). Named from the admin prefix and app id, with a `system` and a `database` section,
// each row keyed by the user id (R3.6: `ghost-uuid` until someone is known). The user info and the
// access list live in the database section. IndexedDB may be missing or refuse (private windows):
// then reads give the empty store and writes only update the page's memory.
import type { Dexie, EntityTable } from 'dexie';
import { browserDatabaseName, emptyBrowserStore, GHOST_UUID, type BrowserStore } from '@shop/session';
import { appId } from '../site/context.ts';
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
      // A path site's database is its own (its app id, issue 21), as its storage and cookies are.
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

/** Both sections of a user's store; empty sections by default (R3.5). */
export async function readBrowserStore(userId: string = currentUserId()): Promise<BrowserStore<UserInfo>> {
  const store = emptyBrowserStore<UserInfo>();
  try {
    const db = await openDb();
    if (!db) return store;
    const [system, database] = await Promise.all([db.system.get(userId), db.database.get(userId)]);
    return { system: system?.data ?? store.system, database: database?.data ?? store.database };
  } catch {
    return store;
  }
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
  // Until it is read, the frames do not ask the server for what it may hold (chaos walk, issue 22:
  // every page load asked for the account, and its failure showed on pages that never use it).
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
