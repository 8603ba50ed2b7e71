// The live mock database: one in-memory world per process (or browser tab), reset to the seed on
// demand. Handlers read and write it through getDb(); the browser persists it (persist.ts).
import { clockNow } from './clock.ts';
import { buildSeed } from './seed/world.ts';
import type { Db, DbSize } from './types.ts';

export * from './types.ts';
export * from './clock.ts';
export * from './ops.ts';
export * from './policy.ts';
export * from './indexes.ts';
export { SEED_ADMINS, SEED_LOGINS, SEED_OTHER, SEED_TOKENS, MOCK_VERIFY_CODE, PLACES } from './seed/people.ts';
export {
  SEED_VERSION,
  SIZES,
  buildSeed,
  levelPrice,
  makeOrderNo,
  nextId,
  newCustomer,
  goodsCover,
  avatarOf,
  DEFAULT_AVATAR,
  MAIN_SITE_TITLE,
  defaultBlocks,
} from './seed/world.ts';
export { SUPPLIER_SHOP_NAME, PLATFORM_SUPPLIER_NAME } from './seed/catalogue.ts';

let current: Db | null = null;
const templates = new Map<DbSize, Db>();
const listeners = new Set<(db: Db) => void | Promise<void>>();

/** A fresh copy of the seed; the seed itself is built once per size and cloned after that. */
export function seededDb(size: DbSize = 'standard'): Db {
  let template = templates.get(size);
  if (!template) {
    template = buildSeed(size, 0);
    templates.set(size, template);
  }
  const db = structuredClone(template);
  db.meta.clock.realAtSeed = Date.now();
  return db;
}

/** The current database (seeded on first use). */
export function getDb(): Db {
  current ??= seededDb('standard');
  return current;
}

/** Back to the seed (the standard world unless `size: 'large'`): what tests do after each test and the QA panel's reset. */
export function resetDb(options: { size?: DbSize } = {}): Db {
  current = seededDb(options.size ?? 'standard');
  void notifyDbChange();
  return current;
}

/**
 * `resetDb`, resolved once the listeners are done with the fresh world (where one saves it, once saved):
 * the `/__mock/reset` control answers then. Notifying again after `resetDb` would save the world a second
 * time, the persistence not knowing it had not changed since.
 */
export async function resetDbSaved(options: { size?: DbSize } = {}): Promise<Db> {
  const db = seededDb(options.size ?? 'standard');
  current = db;
  await notifyDbChange();
  return db;
}

/** Replace the world (a persisted snapshot being loaded). */
export function replaceDb(db: Db): void {
  current = db;
}

/** The mock's current time (the seed's clock, running since the database was seeded). */
export function now(): number {
  return clockNow(getDb().meta.clock);
}

/**
 * Persistence listens here; the handler framework calls notifyDbChange after each handled call. A
 * listener may return a promise of its work on the change (the browser's save).
 */
export function onDbChange(listener: (db: Db) => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners the world changed; resolves once they are done with it (where one saves it, once saved). */
export async function notifyDbChange(): Promise<void> {
  const db = getDb();
  await Promise.all([...listeners].map((listener) => listener(db)));
}
