// Named failure presets QA switches on to see every error state on purpose ("Scenarios").
// One scenario is active at a time, for every endpoint or for one path; a request may also name its
// own (header `X-Mock-Scenario`, or `?scenario=` on the request URL), which wins over the active one.
import { HTTP_STATUSES_OF_SPEC, SESSION_CODES } from '@shop/session/contract';
import { chaosRate, chaosSeed } from './chaos.ts';

export { CHAOS_KINDS, chaosReport, drawChaos, resetChaos, type ChaosDraw, type ChaosKind, type ChaosReport } from './chaos.ts';

export const SCENARIO_NAMES = [
  'session-expired-admin',
  'session-expired-user',
  'session-expired-other',
  'forbidden',
  'http-400',
  'http-401',
  'http-403',
  'http-404',
  'http-408',
  'http-500',
  'http-501',
  'http-502',
  'http-503',
  'http-504',
  'http-505',
  'network-error',
  'slow',
  'malformed',
  'empty',
  'site-expired',
  'site-closed',
  'chaos',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** What each scenario does, in Chinese for the QA panel (and the README table). */
export const SCENARIO_LABELS: Record<ScenarioName, string> = {
  'session-expired-admin': '管理员登录失效（code -1）',
  'session-expired-user': '用户登录失效（code -2）',
  'session-expired-other': '其他区域登录失效（code -3）',
  forbidden: '无权限（code 403）',
  'http-400': 'HTTP 400 请求错误',
  'http-401': 'HTTP 401 未授权',
  'http-403': 'HTTP 403 拒绝访问',
  'http-404': 'HTTP 404 地址错误',
  'http-408': 'HTTP 408 请求超时',
  'http-500': 'HTTP 500 服务器内部错误',
  'http-501': 'HTTP 501 服务未实现',
  'http-502': 'HTTP 502 网关错误',
  'http-503': 'HTTP 503 服务不可用',
  'http-504': 'HTTP 504 网关超时',
  'http-505': 'HTTP 505 HTTP版本不受支持',
  'network-error': '网络错误（无响应）',
  slow: '慢响应（默认延迟5秒）',
  malformed: '响应格式错误（不是信封）',
  empty: '所有列表为空',
  'site-expired': '分站已到期（分站打开即为停业页）',
  'site-closed': '分站已关闭（分站打开即为停业页）',
  chaos: '混合故障（按比例随机：500/502/504、断网、格式错误、慢响应，偶尔 -2）',
};

/** How long `slow` holds each answer unless the scenario says otherwise. */
export const SLOW_DELAY_MS = 5_000;

export interface ActiveScenario {
  name: ScenarioName;
  /** Limit to one endpoint path (`/inside/inter/getAccount`); absent: every endpoint. */
  path?: string;
  /** `slow` only: the delay in milliseconds. */
  delayMs?: number;
  /** `chaos` only: the share of calls that fail (default 0.2). */
  rate?: number;
  /** `chaos` only: the seed (the same seed gives the same failures). */
  seed?: number;
}

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

let active: ActiveScenario | null = null;
const listeners = new Set<(scenario: ActiveScenario | null) => void>();

/** Turns a scenario on (for every endpoint, or one path) or off with null. */
export function setScenario(scenario: ScenarioName | ActiveScenario | null): void {
  const next = scenario === null ? null : typeof scenario === 'string' ? { name: scenario } : { ...scenario };
  if (next !== null && !isScenarioName(next.name)) throw new Error(`unknown scenario "${String(next.name)}"`);
  if (next?.path === '') delete next.path;
  active = next;
  for (const listener of listeners) listener(active);
}

export function clearScenario(): void {
  setScenario(null);
}

export function getScenario(): ActiveScenario | null {
  return active;
}

/** The browser mirrors the active scenario into localStorage; the panel re-renders. */
export function onScenarioChange(listener: (scenario: ActiveScenario | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads `scenario`, `scenarioPath` and `scenarioDelay` from a query string. `off` (or `none`)
 * clears; an unknown name is reported so the caller can say so instead of guessing.
 */
export function parseScenarioQuery(
  search: string,
): { kind: 'none' } | { kind: 'off' } | { kind: 'set'; scenario: ActiveScenario } | { kind: 'unknown'; name: string } {
  const params = new URLSearchParams(search);
  const name = params.get('scenario');
  if (name === null) return { kind: 'none' };
  if (name === 'off' || name === 'none' || name === '') return { kind: 'off' };
  if (!isScenarioName(name)) return { kind: 'unknown', name };
  const scenario: ActiveScenario = { name };
  const path = params.get('scenarioPath');
  if (path) scenario.path = path;
  const delay = Number(params.get('scenarioDelay'));
  if (Number.isFinite(delay) && delay > 0) scenario.delayMs = delay;
  if (name === 'chaos') withChaosParams(scenario, params.get('rate'), params.get('seed'));
  return { kind: 'set', scenario };
}

/** `chaos`: its rate and seed as given (a value that is not one is left to the default). */
function withChaosParams(scenario: ActiveScenario, rate: string | null, seed: string | null): ActiveScenario {
  if (rate !== null && chaosRate(rate) === Number(rate)) scenario.rate = Number(rate);
  if (seed !== null && chaosSeed(seed) === Number(seed)) scenario.seed = Number(seed);
  return scenario;
}

/**
 * The scenario that applies to one request of an endpoint: the request's own (header or query)
 * first, else the active one; either only when its path limit (if any) is this endpoint.
 */
export function scenarioFor(request: Request, endpointPath: string, requestPath: string): ActiveScenario | null {
  const header = request.headers.get('x-mock-scenario');
  let candidate: ActiveScenario | null = null;
  if (header !== null && isScenarioName(header)) {
    candidate = { name: header };
    const path = request.headers.get('x-mock-scenario-path');
    if (path) candidate.path = path;
    const delay = Number(request.headers.get('x-mock-scenario-delay'));
    if (Number.isFinite(delay) && delay > 0) candidate.delayMs = delay;
    if (header === 'chaos')
      withChaosParams(candidate, request.headers.get('x-mock-scenario-rate'), request.headers.get('x-mock-scenario-seed'));
  } else {
    const query = parseScenarioQuery(new URL(request.url).search);
    candidate = query.kind === 'set' ? query.scenario : query.kind === 'off' ? null : active;
  }
  if (candidate === null) return null;
  if (candidate.path !== undefined && candidate.path !== endpointPath && candidate.path !== requestPath) return null;
  return candidate;
}

/** The body code and message of the scenarios answered inside the envelope. */
export const SCENARIO_ENVELOPES: Partial<Record<ScenarioName, { code: number; msg: string }>> = {
  'session-expired-admin': { code: SESSION_CODES.adminEnded, msg: '管理员登录已失效，请重新登录' },
  'session-expired-user': { code: SESSION_CODES.userEnded, msg: '登录状态已过期，请重新登录' },
  'session-expired-other': { code: SESSION_CODES.otherEnded, msg: '会话已失效，请重新进入' },
  forbidden: { code: SESSION_CODES.forbidden, msg: '您没有访问该页面的权限' },
};

/** The HTTP status of an `http-NNN` scenario, else null. */
export function scenarioStatus(name: ScenarioName): number | null {
  const match = /^http-(\d{3})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The statuses the `http-*` scenarios cover: exactly the spec's table (§8). */
export const SCENARIO_STATUSES: readonly number[] = HTTP_STATUSES_OF_SPEC;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
};

/** The page a gateway answers with a failure status: HTML, not the envelope. */
export function statusPage(status: number): string {
  const reason = REASONS[status] ?? 'Error';
  return `<html>\r\n<head><title>${status} ${reason}</title></head>\r\n<body>\r\n<center><h1>${status} ${reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** What `malformed` answers with status 200: a maintenance page, not JSON. */
export const MALFORMED_BODY =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>系统维护中</title></head><body><h1>系统维护中，请稍后再试</h1></body></html>';

/**
 * `empty`: the same answer with every list emptied (`list: []`, `total: 0`, other arrays `[]`); the
 * sums of a list beside it (`totalFee`, `totalSettle` …) go to 0 with it. Counts of things (unread,
 * statusCounts) are left alone: only lists go empty.
 */
export function emptyLists(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (data === null || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  const besideList = Array.isArray((data as Record<string, unknown>).list);
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) out[key] = [];
    else if (besideList && typeof value === 'number' && /^total([A-Z]|$)/.test(key)) out[key] = 0;
    else out[key] = value !== null && typeof value === 'object' ? emptyLists(value) : value;
  }
  return out;
}
