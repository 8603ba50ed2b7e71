// Calls endpoints the way the app does: the contract's encoding, the token in Authorization.
import { api, fillAdminPath, isAdminEndpoint, prepareBody, type Endpoint, type ResponseOf } from '@shop/session/contract';
import { expect } from 'vitest';
import { mockConfig } from '../handlers/index.ts';
import { getDb } from '../node.ts';

export const ORIGIN = 'http://shop.test';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Appended to the URL (`scenario=http-500`). */
  query?: string;
  origin?: string;
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  keyDay?: unknown;
  body: unknown;
}

export function urlOf(endpoint: Endpoint, options: CallOptions = {}): string {
  const path = isAdminEndpoint(endpoint) ? fillAdminPath(endpoint.path, mockConfig.adminPath) : endpoint.path;
  const base = mockConfig.basePath === '/' ? '' : mockConfig.basePath;
  return `${options.origin ?? ORIGIN}${base}${path}${options.query ? `?${options.query}` : ''}`;
}

export function requestInit(endpoint: Endpoint, body: Record<string, unknown> | undefined, options: CallOptions = {}): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = options.token;
  const prepared = prepareBody(endpoint.encoding, body);
  let payload: BodyInit | undefined;
  if (prepared.kind === 'text') {
    headers['Content-Type'] = prepared.contentType;
    payload = prepared.text;
  } else if (prepared.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of prepared.parts) form.append(name, value instanceof Blob ? value : String(value));
    payload = form;
  }
  return { method: endpoint.method, headers, body: payload };
}

/** One call; answers the status and the envelope (or the raw text when it is not JSON). */
export async function call<E extends Endpoint>(
  endpoint: E,
  body?: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Answer<ResponseOf<E>>> {
  const response = await fetch(urlOf(endpoint, options), requestInit(endpoint, body, options));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the scenario tests look at the text
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    code?: number;
    msg?: string;
    data?: unknown;
    keyDay?: unknown;
  };
  return {
    status: response.status,
    code: envelope.code ?? NaN,
    msg: envelope.msg ?? '',
    data: envelope.data as ResponseOf<E>,
    keyDay: envelope.keyDay,
    body: parsed,
  };
}

/** A call that must succeed (code 1000): answers its data. */
export async function ok<E extends Endpoint>(
  endpoint: E,
  body?: Record<string, unknown>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const answer = await call(endpoint, body, options);
  expect({ status: answer.status, code: answer.code, msg: answer.msg }, `${endpoint.id} should succeed, got: ${answer.msg}`).toMatchObject({
    status: 200,
    code: 1000,
  });
  return answer.data;
}

/** A call that must be refused with the business code 1001: answers its msg. */
export async function refused(endpoint: Endpoint, body?: Record<string, unknown>, options: CallOptions = {}): Promise<string> {
  const answer = await call(endpoint, body, options);
  expect({ status: answer.status, code: answer.code }, `${endpoint.id} should be refused: ${answer.msg}`).toEqual({
    status: 200,
    code: 1001,
  });
  expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
  return answer.msg;
}

/** A solved captcha for a visitor's order (createOrder): a new one from getCaptcha, its answer read from the mock database. */
export async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await ok(api.shop.getCaptcha);
  const row = getDb().captchas.find((c) => c.id === captchaId);
  if (!row) throw new Error(`captcha ${captchaId} is not in the database`);
  return { captchaId, captcha: row.answer };
}
