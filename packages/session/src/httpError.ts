import { messageRef, type MessageRef } from './messages/format.ts';
import type { MessageKey } from './messages/index.ts';
import { createLogEntry, type LogEntry } from './log.ts';

/** R8.2: the statuses the spec names; others get a generic message with the number. */
const STATUS_KEYS = {
  400: 'http.400',
  401: 'http.401',
  403: 'http.403',
  404: 'http.404',
  408: 'http.408',
  500: 'http.500',
  501: 'http.501',
  502: 'http.502',
  503: 'http.503',
  504: 'http.504',
  505: 'http.505',
} as const satisfies Record<number, MessageKey>;

export const HTTP_STATUSES_OF_SPEC = Object.keys(STATUS_KEYS).map(Number);

/** R8.2: the message for an HTTP status; 404 names the URL. */
export function httpStatusMessage(status: number, url: string): MessageRef<MessageKey> {
  const key = (STATUS_KEYS as Record<number, MessageKey>)[status];
  if (key === undefined) return messageRef<MessageKey>('http.other', { status });
  return status === 404 ? messageRef<MessageKey>(key, { url }) : messageRef<MessageKey>(key);
}

/** Why a request produced no usable envelope. */
export type TransportFailure =
  | { kind: 'status'; status: number }
  /** No answer at all: offline, DNS, CORS, connection refused. */
  | { kind: 'network' }
  /** R9.2: the configured timeout elapsed; reported like a 408. */
  | { kind: 'timeout' }
  /** The body was not the `{code, msg, data}` envelope or its data did not match the contract. */
  | { kind: 'malformed'; detail: string };

export interface FailureDecision {
  /** R8.1 / R8.4: the message popup (3 s). */
  toast: MessageRef<MessageKey>;
  /** R8.1: the error log entry titled 'data request exception'. */
  log: LogEntry<FailureLogMeta>;
}

export interface FailureLogMeta {
  title: MessageRef<MessageKey>;
  url: string;
  status?: number;
  detail?: string;
  uuid?: string;
  userInfo?: unknown;
}

/** R8.1: an HTTP (or transport) failure becomes an error toast plus an error log entry. */
export function decideFailure(
  failure: TransportFailure,
  context: { url: string; now: Date; uuid?: string; userInfo?: unknown },
): FailureDecision {
  const toast =
    failure.kind === 'status'
      ? httpStatusMessage(failure.status, context.url)
      : failure.kind === 'timeout'
        ? httpStatusMessage(408, context.url)
        : failure.kind === 'network'
          ? messageRef<MessageKey>('http.network')
          : messageRef<MessageKey>('http.malformed');
  const meta: FailureLogMeta = { title: messageRef<MessageKey>('log.requestException'), url: context.url };
  if (failure.kind === 'status') meta.status = failure.status;
  if (failure.kind === 'malformed') meta.detail = failure.detail;
  if (context.uuid !== undefined) meta.uuid = context.uuid;
  if (context.userInfo !== undefined) meta.userInfo = context.userInfo;
  return {
    toast,
    log: createLogEntry({ message: 'data request exception', type: 'error', meta }, context.now),
  };
}

/** R8.3: the global error handler's log entry, type error, text "<info>: <message>". */
export function globalErrorEntry(info: string, error: unknown, now: Date, meta?: Record<string, unknown>): LogEntry {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : safeString(error);
  return createLogEntry({ message: `${info}: ${message}`, type: 'error', meta: meta ?? {} }, now);
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
