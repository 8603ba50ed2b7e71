// The request client: one function taking a contract endpoint and its body. Every decision comes
// from the session rules (planRequest, decideResponse, decideFailure, parseEnvelope, parseData);
// this module only does the I/O and hands what must be shown to the effects store.
import {
  SUCCESS_CODE,
  decideFailure,
  decideResponse,
  defaultRequestConfig,
  planRequest,
  type PreparedBody,
  type RequestOverrides,
  type RequestPlan,
  type TransportFailure,
} from '@shop/session';
import { parseData, parseEnvelope, type Endpoint, type RequestOf, type ResponseOf } from '@shop/session/contract';
import { config } from '../config.ts';
import { openLogoutDialog, requestNavigation, showToast } from '../effects/store.ts';
import { render } from '../i18n.ts';
import { addLogEntry } from '../logs/logStore.ts';
import { currentSite } from '../site.ts';
import { applySessionEffects } from '../storage/effects.ts';
import { readTokens } from '../storage/localStore.ts';
import { currentUserId, getUser } from '../storage/user.ts';
import { RequestError } from './errors.ts';

export interface RequestOptions {
  /** Aborts the call (the page that asked unmounted); an aborted call shows nothing. */
  signal?: AbortSignal;
  /** R7.1: per-request configuration over the defaults (timeoutMs, headers, baseURL, credentials). */
  overrides?: RequestOverrides;
  /**
   * The reseller site to ask for instead of the page's own (the decoration editor's preview of a site);
   * null: the main site. Absent: the page's site.
   */
  site?: string | null;
}

/** The body is optional exactly when the endpoint has no required field. */
export type RequestArgs<E extends Endpoint> =
  Record<string, never> extends RequestOf<E>
    ? [body?: RequestOf<E>, options?: RequestOptions]
    : [body: RequestOf<E>, options?: RequestOptions];

export type RequestFn = <E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>) => Promise<ResponseOf<E>>;

export interface ClientDeps {
  baseURL: string;
  /** Looked up at each call so test interceptors patched after start-up are used. */
  fetch: () => typeof fetch;
  now: () => Date;
  /** The reseller site the page runs for, named in X-Site on every call; null on the main site. */
  site: () => string | null;
}

function absolute(url: string): string {
  // fetch in a browser resolves relative URLs against the page; other runtimes need it done here.
  const base = globalThis.location?.href;
  return base && !/^[a-zA-Z][a-zA-Z\d+.-]*:/.test(url) ? new URL(url, base).href : url;
}

function wireBody(body: PreparedBody): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'text':
      return body.text;
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.parts) {
        if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
        else form.append(name, value == null ? '' : String(value));
      }
      return form;
    }
  }
}

/** A call as it goes on the wire. */
export interface WireCall {
  url: string;
  method: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

/** A planned call as it goes on the wire: its address resolved, its body encoded. */
export function wireCallOf(plan: RequestPlan): WireCall {
  return { url: absolute(plan.url), method: plan.method, credentials: plan.credentials, headers: plan.headers, body: wireBody(plan.body) };
}

/** The answer of a call already sent for this one (its taker's `signal` then aborts it), or undefined. */
export type EarlyAnswer = (call: WireCall, signal: AbortSignal) => Promise<Response> | undefined;

let earlyAnswer: EarlyAnswer | undefined;

/**
 * Where the request client looks first for an answer already on its way: a back-office page load's first
 * reads, sent before the contract's modules load (routes/earlyReads.ts, which sets it). Only the
 * transport is taken: status, envelope, session effects and the contract's check are the client's, as on
 * its own call.
 */
export function setEarlyAnswer(lookup: EarlyAnswer | undefined): void {
  earlyAnswer = lookup;
}

export function createRequestClient(deps: Partial<ClientDeps> = {}): RequestFn {
  const baseURL = deps.baseURL ?? config.apiBaseUrl;
  const getFetch = deps.fetch ?? (() => globalThis.fetch);
  const now = deps.now ?? (() => new Date());
  const pageSite = deps.site ?? currentSite;

  /** R8.1: toast + error log entry, then reject with a typed error. */
  function fail(failure: TransportFailure, url: string, path: string): never {
    const decision = decideFailure(failure, { url, now: now(), uuid: currentUserId(), userInfo: getUser().userInfo });
    showToast({ message: decision.toast, tone: 'error' });
    addLogEntry(decision.log);
    const kind = failure.kind === 'status' ? 'http' : failure.kind;
    throw new RequestError(kind, render(decision.toast), { path, status: failure.kind === 'status' ? failure.status : undefined });
  }

  return async function request<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<ResponseOf<E>> {
    const [body, options = {}] = args as [Record<string, unknown> | undefined, RequestOptions | undefined];
    const { path } = endpoint;
    const plan = planRequest({
      path,
      method: endpoint.method,
      encoding: endpoint.encoding,
      body,
      config: defaultRequestConfig(baseURL),
      overrides: options.overrides,
      tokens: readTokens(),
      site: options.site === undefined ? pageSite() : options.site,
    });
    const external = options.signal;
    const aborted = () => new RequestError('aborted', render({ key: 'http.aborted' }), { path });
    if (external?.aborted) throw aborted();

    // R9.2: one controller for the timeout and the caller's signal.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, plan.timeoutMs);
    const onExternalAbort = () => controller.abort();
    external?.addEventListener('abort', onExternalAbort, { once: true });

    let status: number;
    let text: string;
    try {
      const call = wireCallOf(plan);
      // A page load's first reads may already be on their way (routes/earlyReads.ts): the same call takes that answer.
      const early = earlyAnswer?.(call, controller.signal);
      const response = await (early ??
        getFetch()(call.url, {
          method: call.method,
          credentials: call.credentials,
          headers: call.headers,
          body: call.body,
          signal: controller.signal,
        }));
      status = response.status;
      // Reading the body is part of the call: the timeout and the caller's signal cover it too.
      text = await response.text();
    } catch {
      if (external?.aborted) throw aborted();
      fail(timedOut ? { kind: 'timeout' } : { kind: 'network' }, plan.url, path);
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
    }

    if (status < 200 || status >= 300) fail({ kind: 'status', status }, plan.url, path);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Never echo the body: it may be an HTML error page from a proxy.
      fail({ kind: 'malformed', detail: `${path}: not JSON (${text.length} characters)` }, plan.url, path);
    }
    const envelope = parseEnvelope(json);
    if (!envelope.ok) fail({ kind: 'malformed', detail: `${path}: ${envelope.detail}` }, plan.url, path);

    const { code, msg, data } = envelope.value;
    const decision = decideResponse(envelope.value, path);
    applySessionEffects(decision.effects);
    const { outcome } = decision;
    if (outcome.kind === 'logout') {
      // R4.11: every request that ends the session lands here; only the first opens the dialog.
      openLogoutDialog(outcome.dialog);
      throw new RequestError('session', outcome.dialog.message, { path, code });
    }
    if (outcome.kind === 'forbidden') {
      requestNavigation(outcome.target, { replace: outcome.replace });
      throw new RequestError('forbidden', outcome.message, { path, code });
    }
    if (code !== SUCCESS_CODE) throw new RequestError('business', msg, { path, code, data });

    const parsed = parseData(endpoint, data);
    if (!parsed.ok) fail({ kind: 'malformed', detail: parsed.detail }, plan.url, path);
    return parsed.value;
  };
}

/** The app's request client. */
export const request: RequestFn = createRequestClient();
