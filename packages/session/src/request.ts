import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from './constants.ts';
import { SITE_HEADER } from './site.ts';
import { authorizationFor, type StoredTokens } from './tokenScope.ts';

/** How a request body is put on the wire (R7.3). */
export type Encoding = 'none' | 'form' | 'form-repeat' | 'multipart' | 'json';

/** How arrays are written in a form body: `a[0]=1` (indices), `a[]=1` (brackets) or `a=1&a=2` (repeat). */
export type ArrayFormat = 'indices' | 'brackets' | 'repeat';

export interface RequestConfig {
  baseURL: string;
  /** R7.1: cookies travel with every request. */
  credentials: 'include' | 'same-origin' | 'omit';
  timeoutMs: number;
  headers: Record<string, string>;
}

export type RequestOverrides = Partial<Omit<RequestConfig, 'headers'>> & { headers?: Record<string, string> };

/** R7.1 / R9.2: the configuration every request starts from. */
export function defaultRequestConfig(baseURL: string | undefined = API_BASE_PATH): RequestConfig {
  return {
    baseURL: baseURL === undefined || baseURL === '' ? API_BASE_PATH : baseURL,
    credentials: 'include',
    timeoutMs: REQUEST_TIMEOUT_MS,
    headers: {},
  };
}

/** R7.1: per-request configuration merged over the defaults; headers merge key by key. */
export function mergeRequestConfig(base: RequestConfig, overrides: RequestOverrides = {}): RequestConfig {
  const { headers, ...rest } = overrides;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<RequestConfig>;
  return { ...base, ...defined, headers: { ...base.headers, ...headers } };
}

/** Joins the base URL and an endpoint path with exactly one slash between them. */
export function joinURL(baseURL: string, path: string): string {
  if (/^[a-zA-Z][a-zA-Z\d+.-]*:\/\//.test(path)) return path;
  const base = baseURL.replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return `${base}/${tail}`;
}

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Form-encodes a body as `application/x-www-form-urlencoded`. Nested objects become `a[b]=…`;
 * arrays follow `arrayFormat` (R7.3: `setSalePwd` uses `repeat`). `undefined` is left out,
 * `null` is sent empty, as a server reading PHP-style forms expects.
 */
export function encodeForm(body: Record<string, FormValue> | undefined, arrayFormat: ArrayFormat = 'indices'): string {
  if (!body) return '';
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const name = arrayFormat === 'repeat' ? key : arrayFormat === 'brackets' ? `${key}[]` : `${key}[${index}]`;
        add(name, item);
      });
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
      return;
    }
    pairs.push(`${formEscape(key)}=${formEscape(value === null ? '' : String(value))}`);
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return pairs.join('&');
}

function formEscape(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/** A body ready for the transport: the adapter turns `multipart` parts into FormData. */
export type PreparedBody =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; parts: Array<[name: string, value: unknown]> };

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** R7.3: the wire form of a body for an endpoint's encoding. */
export function prepareBody(encoding: Encoding, body: Record<string, unknown> | undefined): PreparedBody {
  switch (encoding) {
    case 'none':
      return { kind: 'none' };
    case 'form':
    case 'form-repeat':
      return {
        kind: 'text',
        contentType: FORM_CONTENT_TYPE,
        text: encodeForm(body as Record<string, FormValue> | undefined, encoding === 'form-repeat' ? 'repeat' : 'indices'),
      };
    case 'json':
      return { kind: 'text', contentType: JSON_CONTENT_TYPE, text: JSON.stringify(body ?? {}) };
    case 'multipart':
      // The browser sets the multipart boundary itself, so no content type here.
      return {
        kind: 'multipart',
        parts: Object.entries(body ?? {}).flatMap(([name, value]): Array<[string, unknown]> =>
          value === undefined ? [] : Array.isArray(value) ? value.map((v): [string, unknown] => [name, v]) : [[name, value]],
        ),
      };
  }
}

export interface RequestPlan {
  url: string;
  method: string;
  credentials: RequestConfig['credentials'];
  timeoutMs: number;
  headers: Record<string, string>;
  body: PreparedBody;
}

/**
 * R7.1 + R6.1: everything a transport needs for one call: full URL, credentials, timeout,
 * Authorization by token scope (computed from the endpoint path), content type, merged headers.
 */
export function planRequest(input: {
  path: string;
  method?: string;
  encoding: Encoding;
  body?: Record<string, unknown>;
  config: RequestConfig;
  overrides?: RequestOverrides;
  tokens: StoredTokens;
  /** The reseller site the page runs for (its path), null on the main site: named in `X-Site`. */
  site?: string | null;
}): RequestPlan {
  const config = mergeRequestConfig(input.config, input.overrides);
  const body = prepareBody(input.encoding, input.body);
  const headers: Record<string, string> = {};
  const authorization = authorizationFor(input.path, input.tokens);
  if (authorization !== undefined) headers.Authorization = authorization;
  if (input.site) headers[SITE_HEADER] = input.site;
  if (body.kind === 'text') headers['Content-Type'] = body.contentType;
  return {
    url: joinURL(config.baseURL, input.path),
    method: input.method ?? 'POST',
    credentials: config.credentials,
    timeoutMs: config.timeoutMs,
    headers: { ...headers, ...config.headers },
    body,
  };
}

type Decoded = string | Decoded[] | { [key: string]: Decoded };

/**
 * The inverse of `encodeForm`, as a server reads a form body: `a[b]=1` nests, `a[]=1` and `a[0]=1`
 * make arrays, and a key given twice (`a=1&a=2`, the repeat format) becomes an array too.
 */
export function decodeForm(text: string): Record<string, Decoded> {
  const out: Record<string, Decoded> = Object.create(null) as Record<string, Decoded>;
  if (text.trim() === '') return out;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const key = formUnescape(rawKey);
    const value = formUnescape(rawValue);
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) {
      if (!UNSAFE_KEYS.has(key)) assign(out, key, value);
      continue;
    }
    const [, head = key, brackets = ''] = match;
    const path = [head, ...[...brackets.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    // Like qs with allowPrototypes off: a body may not reach the prototype chain.
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    setPath(out, path, value);
  }
  return out;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function formUnescape(text: string): string {
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

function assign(target: Record<string, Decoded>, key: string, value: string): void {
  // A key seen again turns into an array (repeat format).
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing as string, value];
}

function setPath(target: Record<string, Decoded>, path: string[], value: string): void {
  let node: Record<string, Decoded> | Decoded[] = target;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i] as string;
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1] as string);
    if (Array.isArray(node)) {
      const index = segment === '' ? node.length : Number(segment);
      if (last) {
        node[index] = value;
        return;
      }
      node[index] ??= nextIsIndex ? [] : (Object.create(null) as Record<string, Decoded>);
      node = node[index] as Record<string, Decoded> | Decoded[];
      continue;
    }
    if (last) {
      if (i === 0) assign(node, segment, value);
      else node[segment] = value;
      return;
    }
    const existing: Decoded | undefined = node[segment];
    if (existing === undefined || typeof existing === 'string')
      node[segment] = nextIsIndex ? [] : (Object.create(null) as Record<string, Decoded>);
    node = node[segment] as Record<string, Decoded> | Decoded[];
  }
}
