// The reads a logged-in page load of the back office makes first, sent once the entry has run (routes/
// preload.ts loads this module for back-office pages only) rather than once the page's code and its
// contract module have loaded: the frame's on every back-office page (the site's information, the unread
// count), and the page's own where its address is all they need. The request client takes such an answer
// for the same call (`setEarlyAnswer`). In the 5,000-key order the reads went out ~45 ms sooner and the
// order's answer now comes before the page's code, not 30–60 ms after it. Written as they go on the wire,
// since the contract's modules are not loaded yet: test/earlyReads.test.tsx holds each to the call its
// page or frame makes (one request, not two).
import { defaultRequestConfig, planRequest, type Encoding } from '@shop/session';
import { config } from '../config.ts';
import { orderNoFrom } from '../features/orders/orderNo.ts';
import { setEarlyAnswer, wireCallOf, type WireCall } from '../request/client.ts';
import { askedBeforeLastWrite } from '../request/lastWrite.ts';
import { currentSite } from '../site.ts';
import { hasUserToken, readTokens } from '../storage/localStore.ts';
import type { RouteDef } from './table.ts';

/** How long an answer nobody took is kept. */
export const EARLY_READ_KEPT_MS = 10_000;

/** Answers on their way, by call (`keyOf`); `abort` stops the request. */
const earlyAnswers = new Map<string, { response: Promise<Response>; abort: () => void; sentAt: number }>();

/** What makes two calls the same on the wire (with or without the cookies: another answer). */
function keyOf(call: WireCall): string {
  return JSON.stringify([call.method, call.url, call.credentials, call.headers, typeof call.body === 'string' ? call.body : null]);
}

/** The request client's lookup: an early answer for this call, once (the next same call asks again). */
function takeEarlyAnswer(call: WireCall, signal: AbortSignal): Promise<Response> | undefined {
  const key = keyOf(call);
  const early = earlyAnswers.get(key);
  if (!early) return undefined;
  earlyAnswers.delete(key);
  // Sent before a write that has succeeded since: its answer may be older than the write.
  if (askedBeforeLastWrite(early.sentAt)) {
    early.abort();
    return undefined;
  }
  if (signal.aborted) early.abort();
  else signal.addEventListener('abort', early.abort, { once: true });
  return early.response;
}

// The client looks here from the moment this module is loaded (back-office page loads only).
setEarlyAnswer(takeEarlyAnswer);

/** A read as it goes on the wire. */
export interface EarlyRead {
  path: string;
  encoding: Encoding;
  body?: Record<string, string | number>;
}

/** The back-office frame's reads (BackOfficeFrame's `prefetch`). */
export const FRAME_READS: readonly EarlyRead[] = [
  { path: '/inside/inter/getSiteInfo', encoding: 'none' },
  { path: '/inside/inter/getUnreadCount', encoding: 'none' },
];

/** A page's own first reads (its `prefetch`), for the pages whose reads the address alone decides. */
export function pageReadsOf(route: Pick<RouteDef, 'id'>, search: string): EarlyRead[] {
  switch (route.id) {
    case 'inside.index':
      return [
        { path: '/inside/inter/getIndexData', encoding: 'none' },
        { path: '/inside/inter/getAccount', encoding: 'none' },
      ];
    case 'inside.showordermess': {
      const orderNo = orderNoFrom(new URLSearchParams(search).get('orderNo'));
      return orderNo === null ? [] : [{ path: '/inside/inter/getOrderInfo', encoding: 'form', body: { orderNo } }];
    }
    case 'vip.desktop':
      return [{ path: '/vip/inter/getDesktop', encoding: 'none' }];
    default:
      return [];
  }
}

/** Sends `read` now, planned as the request client plans it (a form or JSON body, or none). */
export function sendEarlyRead(read: EarlyRead, fetchFn: typeof fetch = globalThis.fetch): void {
  const plan = planRequest({
    path: read.path,
    encoding: read.encoding,
    body: read.body,
    config: defaultRequestConfig(config.apiBaseUrl),
    tokens: readTokens(),
    site: currentSite(),
  });
  if (plan.body.kind === 'multipart') return;
  // The call exactly as the client will make it (its address and body), so that it finds this one.
  const call = wireCallOf(plan);
  const key = keyOf(call);
  if (earlyAnswers.has(key)) return;
  const controller = new AbortController();
  const sentAt = performance.now();
  const response = fetchFn(call.url, {
    method: call.method,
    credentials: call.credentials,
    headers: call.headers,
    body: call.body,
    signal: controller.signal,
  });
  // A failure is the taker's to report (as its own call's would be); untaken, it is nobody's.
  response.catch(() => undefined);
  const abort = () => controller.abort();
  earlyAnswers.set(key, { response, abort, sentAt });
  // Not taken in time (a page whose code failed to load, a call that did not match): dropped.
  setTimeout(() => {
    if (earlyAnswers.get(key)?.response !== response) return;
    earlyAnswers.delete(key);
    abort();
  }, EARLY_READ_KEPT_MS);
}

/** Drops every answer not taken yet, aborting its request (tests; nothing in the app needs it). */
export function dropEarlyReads(): void {
  for (const early of earlyAnswers.values()) early.abort();
  earlyAnswers.clear();
}

/** The frame's and the page's early reads of a back-office page load at `search`, with a login (as theirs). */
export function sendEarlyReads(route: Pick<RouteDef, 'id'>, search: string): void {
  if (!hasUserToken()) return;
  for (const read of [...FRAME_READS, ...pageReadsOf(route, search)]) sendEarlyRead(read);
}
