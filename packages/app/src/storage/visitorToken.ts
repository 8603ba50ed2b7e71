// The visitor token of this browser (mocks/README.md "Visitor orders"): given by a visitor's first
// order, kept in localStorage and sent with later orders, cancels and the visitor pages.
import { STORAGE_KEYS } from '@shop/session';
import { readStorage, writeStorage } from './localStore.ts';

const SHAPE = /^[A-Za-z0-9-]{1,64}$/;

export function readVisitorToken(): string {
  const stored = readStorage(STORAGE_KEYS.visitorToken) ?? '';
  return SHAPE.test(stored) ? stored : '';
}

/** Keeps the token an order answered (null for customers' orders: nothing changes). */
export function keepVisitorToken(token: string | null): void {
  if (token && SHAPE.test(token) && token !== readVisitorToken()) writeStorage(STORAGE_KEYS.visitorToken, token);
}
