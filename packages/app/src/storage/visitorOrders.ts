// A visitor's orders, remembered in this browser (screens.md "Order query": this browser's orders):
// the visitor token the server gave at the first order, and the order numbers placed here, newest
// first. Kept in the browser database (dexie, `system` section) under one row for the browser, not
// per user: logging in or out does not forget what this browser bought.
import { readBrowserStore, writeSection } from './browserDb.ts';
import { readVisitorToken } from './visitorToken.ts';

/** The row of the browser database that holds the visitor's orders. */
export const VISITOR_ROW = 'visitor';
/** How many order numbers are kept (the server lists the token's orders anyway). */
const KEEP = 50;

export interface VisitorMemory {
  visitorToken: string | null;
  orderNos: string[];
}

let cached: VisitorMemory | null = null;

function parse(data: Record<string, unknown>): VisitorMemory {
  const token = typeof data.visitorToken === 'string' && /^vt-[\w-]{4,60}$/.test(data.visitorToken) ? data.visitorToken : null;
  const orderNos = Array.isArray(data.orderNos) ? data.orderNos.filter((n): n is string => typeof n === 'string').slice(0, KEEP) : [];
  return { visitorToken: token, orderNos };
}

/** What this browser remembers (read once per page load, then from memory). */
export async function readVisitorMemory(): Promise<VisitorMemory> {
  if (cached) return cached;
  const { system } = await readBrowserStore(VISITOR_ROW);
  const memory = parse(system);
  // The buy page keeps the token in localStorage as soon as an order answers it: use that when the
  // database has none yet (one token per browser, whichever store got it first).
  cached = memory.visitorToken ? memory : { ...memory, visitorToken: readVisitorToken() || null };
  return cached;
}

/**
 * Remember a visitor order placed here (after `createOrder`): its number and the visitor token the
 * server answered (a new token replaces the old one: the server only honours tokens it gave).
 */
export async function rememberVisitorOrder(orderNo: string, visitorToken: string | null): Promise<void> {
  const current = await readVisitorMemory();
  const next: VisitorMemory = {
    visitorToken: visitorToken ?? current.visitorToken,
    orderNos: [orderNo, ...current.orderNos.filter((n) => n !== orderNo)].slice(0, KEEP),
  };
  cached = next;
  await writeSection('system', { visitorToken: next.visitorToken, orderNos: next.orderNos }, VISITOR_ROW);
}

/** Forget the memory of this page (tests). */
export function resetVisitorMemoryCache(): void {
  cached = null;
}
