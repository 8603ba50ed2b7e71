// R3.7: the page's log (request failures, global errors, anything worth keeping for support).
// In memory, newest last, capped; the dev-only log display (R9.5) reads it through useLogs().
import { useSyncExternalStore } from 'react';
import { createLogEntry, globalErrorEntry, type LogEntry, type LogType } from '@shop/session';
import { currentUserId, getUser } from '../storage/user.ts';

export const MAX_LOG_ENTRIES = 200;

/** R3.7: every entry's meta carries user info, uuid and the page URL. */
export interface LogMeta {
  userInfo: unknown;
  uuid: string;
  url: string;
  [key: string]: unknown;
}

let entries: readonly LogEntry[] = [];
const listeners = new Set<() => void>();

export function logMeta(): LogMeta {
  return { userInfo: getUser().userInfo, uuid: currentUserId(), url: globalThis.location?.href ?? '' };
}

export function addLogEntry<M extends object>(entry: LogEntry<M>): void {
  // An entry's own meta wins (a request failure's `url` is the request's); `page` keeps where it happened.
  const base = logMeta();
  const next = [...entries, { ...entry, meta: { ...base, ...entry.meta, page: base.url } }];
  entries = next.length > MAX_LOG_ENTRIES ? next.slice(next.length - MAX_LOG_ENTRIES) : next;
  for (const listener of listeners) listener();
}

/** Adds an entry built from a message (type defaults to info, R3.7). */
export function log(message: string, type: LogType = 'info', meta: Record<string, unknown> = {}): void {
  addLogEntry(createLogEntry({ message, type, meta }, new Date()));
}

/** R8.3: "<info>: <message>", type error. */
export function logError(info: string, error: unknown): void {
  addLogEntry(globalErrorEntry(info, error, new Date()));
}

export function getLogs(): readonly LogEntry[] {
  return entries;
}

export function clearLogs(): void {
  entries = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLogs(): readonly LogEntry[] {
  return useSyncExternalStore(subscribe, getLogs, getLogs);
}
