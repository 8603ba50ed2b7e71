// This browser's visitor memory ("orders remembered in this browser"): the visitor token the
// server gave at the first visitor order, sent with later orders, cancels and the visitor pages, and
// the order numbers placed here, newest first. One store: a row of the browser database (dexie,
// `system` section, row `visitor`), not per user, so logging in or out forgets nothing.
// Older builds kept the token in localStorage (`visitorToken`): the first read moves it here, once.
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@shop/session';
import { readBrowserStore, writeSection } from './browserDb.ts';
import { readStorage, removeStorage } from './localStore.ts';

/** The row of the browser database that holds the visitor's memory. */
export const VISITOR_ROW = 'visitor';
/** How many order numbers are kept (the server lists the token's orders anyway). */
const KEEP = 50;
/** What a token may look like (the contract allows 64 characters); anything else is not sent. */
const TOKEN_SHAPE = /^[\w-]{1,64}$/;

export interface VisitorMemory {
  /** null: this browser has not placed a visitor order yet. */
  visitorToken: string | null;
  orderNos: string[];
}

/** The page's copy: read once per page load, then kept in step with every write. */
let memory: Promise<VisitorMemory> | null = null;

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && TOKEN_SHAPE.test(value) ? value : null;
}

function parse(data: Record<string, unknown>): VisitorMemory {
  const orderNos = Array.isArray(data.orderNos) ? data.orderNos.filter((n): n is string => typeof n === 'string').slice(0, KEEP) : [];
  return { visitorToken: tokenOf(data.visitorToken), orderNos };
}

async function load(): Promise<VisitorMemory> {
  const stored = parse((await readBrowserStore(VISITOR_ROW)).system);
  const legacy = readStorage(STORAGE_KEYS.visitorToken);
  if (legacy === null) return stored;
  // The one migration: a token only localStorage knows moves into the database (the database's own
  // token wins: it is the newer one). localStorage forgets it once the database holds it; if the
  // database refuses (a private window), it stays there for the next page to try again.
  const token = tokenOf(legacy);
  if (stored.visitorToken !== null || token === null) {
    removeStorage(STORAGE_KEYS.visitorToken);
    return stored;
  }
  const next = { ...stored, visitorToken: token };
  if (await writeSection('system', { visitorToken: token }, VISITOR_ROW)) removeStorage(STORAGE_KEYS.visitorToken);
  return next;
}

/** What this browser remembers. */
export function readVisitorMemory(): Promise<VisitorMemory> {
  memory ??= load();
  return memory;
}

/** The token to send with a visitor's request: '' when this browser has none. */
export async function readVisitorToken(): Promise<string> {
  return (await readVisitorMemory()).visitorToken ?? '';
}

/**
 * Remember a visitor order placed here (after `createOrder`): its number and the visitor token the
 * server answered (a new token replaces the old one: the server only honours tokens it gave; null
 * keeps the one there is). Reads that start after this call see the new memory.
 */
export function rememberVisitorOrder(orderNo: string, visitorToken: string | null): Promise<void> {
  const next = readVisitorMemory().then((current): VisitorMemory => ({
    visitorToken: tokenOf(visitorToken) ?? current.visitorToken,
    orderNos: [orderNo, ...current.orderNos.filter((n) => n !== orderNo)].slice(0, KEEP),
  }));
  memory = next;
  return next.then(async ({ visitorToken: token, orderNos }) => {
    await writeSection('system', { visitorToken: token, orderNos }, VISITOR_ROW);
  });
}

/** Forget the page's copy, so the next read asks the database again (tests). */
export function resetVisitorMemoryCache(): void {
  memory = null;
}

/** The memory for React: undefined while it is read. */
export function useVisitorMemory(): VisitorMemory | undefined {
  const [shown, setShown] = useState<VisitorMemory | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readVisitorMemory().then((m) => {
      if (live) setShown(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return shown;
}

/** The token for React: undefined while it is read, '' when this browser has none. */
export function useVisitorToken(): string | undefined {
  const shown = useVisitorMemory();
  return shown === undefined ? undefined : (shown.visitorToken ?? '');
}
