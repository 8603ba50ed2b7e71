// The one way a contract endpoint becomes an MSW handler. `route(endpoint, resolve)` matches the
// path and method, applies the active scenario (chaos draws one per call), checks the session from the
// Authorization header (-2 user, -1 admin path, -3 /other/), decodes the body per its encoding, validates
// it with the endpoint's request schema (a failure answers 1001 naming the field), runs the resolver, and
// answers the `{code, msg, data, keyDay?}` envelope. In strict mode (node tests) every `data` is checked
// against the endpoint's response schema, so a handler cannot drift from the contract.
import {
  BUSINESS_ERROR_CODE,
  SESSION_CODES,
  SUCCESS_CODE,
  decodeForm,
  fillAdminPath,
  isAdminEndpoint,
  normaliseAdminPath,
  parseData,
  parseRequest,
  type Endpoint,
  type ParsedRequestOf,
  type ResponseOf,
} from '@shop/session/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { READ_ONLY_ENDPOINTS } from './readOnly.ts';
import {
  getDb,
  notifyDbChange,
  now as dbNow,
  type AdminRow,
  type CustomerRow,
  type Db,
  type OtherAccountRow,
  type SessionRow,
  type VipSiteRow,
} from '#mocks/db/index.ts';
import { SITE_REFUSALS, siteOfRequest, siteState } from './siteContext.ts';
import {
  MALFORMED_BODY,
  SCENARIO_ENVELOPES,
  SLOW_DELAY_MS,
  emptyLists,
  scenarioFor,
  scenarioStatus,
  statusPage,
  type ActiveScenario,
} from '#mocks/scenarios/index.ts';
import { nextChaos } from '#mocks/scenarios/chaos.ts';

// ---- configuration ----

export interface MockConfig {
  /** The admin area's prefix (spec §6 `admin_path`), without slashes. */
  adminPath: string;
  /** Where the API lives (the app's `VITE_API_BASE_URL` path), `/` by default. */
  basePath: string;
  /** `strict`: a `data` that breaks the contract answers HTTP 500 and is recorded (tests); `warn`: console.error (browser). */
  validate: 'strict' | 'warn' | 'off';
}

export const DEFAULT_ADMIN_PATH = 'shopadmin';

export const mockConfig: MockConfig = { adminPath: DEFAULT_ADMIN_PATH, basePath: '/', validate: 'warn' };

export function configureMocks(partial: Partial<MockConfig>): void {
  if (partial.adminPath !== undefined) {
    const adminPath = normaliseAdminPath(partial.adminPath);
    if (!/^[A-Za-z0-9_-]+$/.test(adminPath) || ['inside', 'vip', 'supply', 'cdk', 'pay', 'other'].includes(adminPath)) {
      throw new Error(`configureMocks: "${partial.adminPath}" cannot be the admin path`);
    }
    mockConfig.adminPath = adminPath;
  }
  if (partial.basePath !== undefined) mockConfig.basePath = `/${partial.basePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '/');
  if (partial.validate !== undefined) mockConfig.validate = partial.validate;
}

/** Session lifetimes: customers and the other area 7 days (the cookie lifetime, R9.1), admins 1 day. */
export const SESSION_TTL_MS = { user: 7 * 86_400_000, other: 7 * 86_400_000, admin: 86_400_000 } as const;

// ---- failures a resolver throws ----

/** A refusal the client shows: code 1001 (or another code) with a Chinese msg. */
export class MockFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Refuse the call with the business code 1001 and a Chinese message. */
export function fail(msg: string): never {
  throw new MockFailure(BUSINESS_ERROR_CODE, msg);
}

/** Refuse with code 403 in the body (spec §4: the app goes to /403). */
export function forbid(msg: string): never {
  throw new MockFailure(SESSION_CODES.forbidden, msg);
}

/** A success with its own msg or keyDay (R7.2); a resolver may also return the data alone. */
export interface Reply<T> {
  readonly [REPLY]: true;
  data: T;
  msg?: string;
  keyDay?: number | string;
}

const REPLY = Symbol('reply');

export function reply<T>(data: T, extra: { msg?: string; keyDay?: number | string } = {}): Reply<T> {
  return { [REPLY]: true, data, ...extra };
}

function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

// ---- the resolver's view of a call ----

export interface Context<E extends Endpoint> {
  endpoint: E;
  body: ParsedRequestOf<E>;
  db: Db;
  /** The mock clock (epoch ms) at the start of the call. */
  now: number;
  request: Request;
  session: SessionRow | null;
  /**
   * The reseller site the call is made for (`X-Site`), open for business; null on the main
   * site. Calls for a site that cannot sell are refused before the resolver (unless `anySite`).
   */
  site: VipSiteRow | null;
  /** The scenario in force for this call (site-expired, site-closed reach the resolver). */
  scenario: ActiveScenario | null;
  /** The logged-in customer; only on `user` endpoints (throws elsewhere). */
  readonly customer: CustomerRow;
  /** The customer when one is logged in (`optional` and `user` endpoints), else null. */
  viewer: CustomerRow | null;
  /** The logged-in admin; only on `admin` endpoints. */
  readonly admin: AdminRow;
  /** The logged-in other-area account; only on `other` endpoints. */
  readonly other: OtherAccountRow;
}

export type Resolver<E extends Endpoint> = (
  ctx: Context<E>,
) => ResponseOf<E> | Reply<ResponseOf<E>> | Promise<ResponseOf<E> | Reply<ResponseOf<E>>>;

export interface RouteOptions {
  /** Customer areas: vip endpoints need a site, supply endpoints the supplier role (else code 403). */
  role?: 'vip' | 'supplier';
  /** Admin endpoints: the role id the admin needs unless their verifyRole is "0" (else code 403). */
  roleId?: number;
  /** Answers whatever site the call names (resolveSite tells what a closed or unknown site is). */
  anySite?: boolean;
}

export interface MockRoute {
  endpoint: Endpoint;
  handler: HttpHandler;
  /** The answer to a request of this route (what `handler` and the dispatcher call). */
  respond: (request: Request) => Promise<Response>;
}

/**
 * Work the server does before every call (after the session check, before the resolver): the mock
 * clock's due jobs (payments, expiries). Registered by handlers/index.ts.
 */
const beforeResolve: Array<(db: Db, now: number) => void> = [];

export function onBeforeResolve(hook: (db: Db, now: number) => void): void {
  if (!beforeResolve.includes(hook)) beforeResolve.push(hook);
}

/** Answers that broke the contract in strict mode; tests assert it stays empty. */
export const contractViolations: string[] = [];

const envelope = (code: number, msg: string, data: unknown = null, keyDay?: number | string) =>
  HttpResponse.json(keyDay === undefined ? { code, msg, data } : { code, msg, data, keyDay });

/** The path of a request relative to the configured base path, or null when it is outside it. */
export function apiPathOf(url: string): string | null {
  const { pathname } = new URL(url);
  const base = mockConfig.basePath;
  if (base === '/') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** The endpoint's concrete path under the current configuration (admin placeholder filled). */
export function concretePath(endpoint: Endpoint): string {
  return isAdminEndpoint(endpoint) ? fillAdminPath(endpoint.path, mockConfig.adminPath) : endpoint.path;
}

/** Turns a contract endpoint and its resolver into an MSW handler (and the answer function behind it). */
export function route<E extends Endpoint>(endpoint: E, resolve: Resolver<E>, options: RouteOptions = {}): MockRoute {
  const respond = async (request: Request): Promise<Response> => {
    const requestPath = apiPathOf(request.url) ?? '';
    const chosen = scenarioFor(request, concretePath(endpoint), requestPath);
    // Chaos draws one single scenario for this call (or none); it may strike after the handler ran.
    const drawn = chosen?.name === 'chaos' ? nextChaos(chosen, endpoint.id, endpoint.auth === 'user') : null;
    const scenario: ActiveScenario | null = chosen?.name === 'chaos' ? drawn && { name: drawn.kind, delayMs: drawn.delayMs } : chosen;
    if (scenario && !drawn?.after) {
      const early = await scenarioBefore(scenario);
      if (early) return early;
    }
    const answer = await answerOf(endpoint, resolve, options, request, scenario);
    // The write happened; its answer is lost on the way back.
    return scenario && drawn?.after ? ((await scenarioBefore(scenario)) ?? answer) : answer;
  };
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const handler = method(
    ({ request }) => request.method === endpoint.method && apiPathOf(request.url) === concretePath(endpoint),
    ({ request }) => respond(request),
  );
  return { endpoint, handler, respond };
}

/** The handler's answer: the envelope with its data, its refusal, or a 500 when it crashed. */
async function answerOf<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E>,
  options: RouteOptions,
  request: Request,
  scenario: ActiveScenario | null,
): Promise<Response> {
  // Read-only calls change the world only through the due jobs run before them (readOnly.ts).
  let changed = !READ_ONLY_ENDPOINTS.has(endpoint);
  try {
    const answer = await handle(
      endpoint,
      resolve,
      options,
      request,
      (jobsRan) => {
        if (jobsRan) changed = true;
      },
      scenario,
    );
    const data = scenario?.name === 'empty' ? emptyLists(answer.data) : answer.data;
    const problem = checkContract(endpoint, data);
    if (problem !== null && mockConfig.validate === 'strict') return envelopeFailure(500, problem);
    return envelope(SUCCESS_CODE, answer.msg ?? '操作成功', data, answer.keyDay);
  } catch (error) {
    if (error instanceof MockFailure) return envelope(error.code, error.message);
    const text = `${endpoint.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    console.error('[mocks] handler crashed:', text);
    if (mockConfig.validate === 'strict') contractViolations.push(text);
    return HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 });
  } finally {
    // Answered once the change is saved (the browser's copy, mocks/browser.ts): a page loaded right after
    // the answer restores the world from that copy, and a save the unloading page had not finished was lost.
    if (changed) await notifyDbChange();
  }
}

/**
 * One MSW handler for all the routes: it finds the route by method and path in a map. MSW would
 * otherwise try each route's handler in turn, parsing the URL and cookies for every one it tries
 * (about 8 ms per call with ~200 routes); a route's own `handler` stays for per-test overrides.
 */
export function dispatch(routes: readonly MockRoute[]): HttpHandler {
  let config = '';
  let table = new Map<string, MockRoute>();
  const lookup = (request: Request): MockRoute | undefined => {
    const current = `${mockConfig.adminPath}|${mockConfig.basePath}`;
    if (current !== config) {
      table = new Map(routes.map((r) => [`${r.endpoint.method} ${concretePath(r.endpoint)}`, r]));
      config = current;
    }
    const path = apiPathOf(request.url);
    return path === null ? undefined : table.get(`${request.method} ${path}`);
  };
  return http.all(
    ({ request }) => lookup(request) !== undefined,
    ({ request }) => (lookup(request) as MockRoute).respond(request),
  );
}

async function scenarioBefore(scenario: ActiveScenario): Promise<Response | null> {
  const inEnvelope = SCENARIO_ENVELOPES[scenario.name];
  if (inEnvelope) return envelope(inEnvelope.code, inEnvelope.msg);
  const status = scenarioStatus(scenario.name);
  if (status !== null) return new HttpResponse(statusPage(status), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  switch (scenario.name) {
    case 'network-error':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    case 'slow':
      await delay(scenario.delayMs ?? SLOW_DELAY_MS);
      return null;
    default:
      return null;
  }
}

function envelopeFailure(status: number, problem: string): Response {
  return HttpResponse.json({ code: 500, msg: `模拟接口的响应不符合约定：${problem}`, data: null }, { status });
}

function checkContract(endpoint: Endpoint, data: unknown): string | null {
  if (mockConfig.validate === 'off') return null;
  const result = parseData(endpoint, data);
  if (result.ok) return null;
  const problem = `${endpoint.id} ${result.detail}`;
  if (mockConfig.validate === 'strict') contractViolations.push(problem);
  else console.error('[mocks] answer breaks the contract:', problem);
  return problem;
}

async function handle<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E>,
  options: RouteOptions,
  request: Request,
  /** Told, before the resolver runs, whether a due job changed the world. */
  onJobs: (jobsRan: boolean) => void = () => undefined,
  scenario: ActiveScenario | null = null,
): Promise<{ data: unknown; msg?: string; keyDay?: number | string }> {
  const db = getDb();
  const now = dbNow();
  // The site first: a session counts only on the site it was opened on.
  const site = siteOfRequest(db, request);
  if (!options.anySite && site !== null) {
    if (site === undefined) throw new MockFailure(BUSINESS_ERROR_CODE, SITE_REFUSALS.unknown);
    const state = siteState(site, now, scenario?.name);
    if (state !== 'open') throw new MockFailure(BUSINESS_ERROR_CODE, SITE_REFUSALS[state]);
  }
  const auth = authenticate(db, endpoint, request, now, site?.id ?? null);
  if (options.role !== undefined && auth.customer) checkRole(db, auth.customer, options.role);
  if (options.roleId !== undefined && auth.admin) checkAdminRole(auth.admin, options.roleId);
  const parsed = parseRequest(endpoint, await decodeBody(endpoint, request));
  if (!parsed.ok) throw new MockFailure(BUSINESS_ERROR_CODE, parsed.message);
  const jobsBefore = db.jobs.length;
  const firstJob = db.jobs[0];
  for (const hook of beforeResolve) hook(db, now);
  onJobs(db.jobs.length !== jobsBefore || db.jobs[0] !== firstJob);
  const ctx: Context<E> = {
    endpoint,
    body: parsed.value,
    db,
    now,
    request,
    session: auth.session,
    site: site ?? null,
    scenario,
    viewer: auth.customer,
    get customer(): CustomerRow {
      if (!auth.customer) throw new Error(`${endpoint.id}: ctx.customer on an endpoint without a customer session`);
      return auth.customer;
    },
    get admin(): AdminRow {
      if (!auth.admin) throw new Error(`${endpoint.id}: ctx.admin on a non-admin endpoint`);
      return auth.admin;
    },
    get other(): OtherAccountRow {
      if (!auth.other) throw new Error(`${endpoint.id}: ctx.other on a non-other endpoint`);
      return auth.other;
    },
  };
  const result = await resolve(ctx);
  if (isReply(result)) return { data: result.data ?? null, msg: result.msg, keyDay: result.keyDay };
  return { data: result ?? null };
}

// ---- auth ----

interface Auth {
  session: SessionRow | null;
  customer: CustomerRow | null;
  admin: AdminRow | null;
  other: OtherAccountRow | null;
}

/** The token of a request: the Authorization header, bare (as the spec sends it) or as `Bearer …`. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token === 'undefined' || token === 'null' ? null : token;
}

const AUTH_FAILURES = {
  user: { code: SESSION_CODES.userEnded, missing: '请先登录', expired: '登录状态已过期，请重新登录' },
  admin: { code: SESSION_CODES.adminEnded, missing: '请先登录管理后台', expired: '管理员登录已过期，请重新登录' },
  other: { code: SESSION_CODES.otherEnded, missing: '请先登录', expired: '会话已失效，请重新进入' },
} as const;

function authenticate(db: Db, endpoint: Endpoint, request: Request, now: number, siteId: number | null): Auth {
  const none: Auth = { session: null, customer: null, admin: null, other: null };
  if (endpoint.auth === 'none') return none;
  const scope = endpoint.auth === 'optional' ? 'user' : endpoint.auth;
  const failure = AUTH_FAILURES[scope];
  const token = tokenOf(request);
  // A customer's session is good only on the site it was opened on: a main-site token is nobody on a
  // sub-site, a sub-site's is nobody on the main site or another site.
  const session =
    token === null
      ? undefined
      : db.sessions.find((s) => s.token === token && s.scope === scope && (scope !== 'user' || (s.siteId ?? null) === siteId));
  const refuse = (msg: string): never => {
    throw new MockFailure(failure.code, msg);
  };
  if (session === undefined) {
    // A visitor on an optional endpoint, or a stale token there: carry on as a visitor.
    if (endpoint.auth === 'optional') return none;
    return refuse(token === null ? failure.missing : failure.expired);
  }
  if (session.expiresAt <= now) {
    db.sessions = db.sessions.filter((s) => s !== session);
    if (endpoint.auth === 'optional') return none;
    return refuse(failure.expired);
  }
  if (scope === 'user') {
    const customer = db.customers.find((c) => c.id === session.subjectId);
    if (!customer || customer.status !== 'active') return refuse('账号已被禁用，请联系客服');
    return { ...none, session, customer };
  }
  if (scope === 'admin') {
    const admin = db.admins.find((a) => a.id === session.subjectId);
    if (!admin || admin.status !== 'active') return refuse('管理员账号已停用');
    return { ...none, session, admin };
  }
  const other = db.otherAccounts.find((o) => o.id === session.subjectId);
  if (!other) return refuse(failure.expired);
  return { ...none, session, other };
}

function checkRole(db: Db, customer: CustomerRow, role: 'vip' | 'supplier'): void {
  if (role === 'vip') {
    const site = db.vipSites.find((s) => s.ownerId === customer.id);
    if (!customer.roles.includes('vip') || !site) forbid('您还没有开通分站，请先在“开通分站”页面开通');
    return;
  }
  if (!customer.roles.includes('supplier')) forbid('您还不是供货商，无法访问供货中心');
}

function checkAdminRole(admin: AdminRow, roleId: number): void {
  if (admin.verifyRole === '0') return;
  if (!admin.roleIds.includes(roleId)) forbid('您没有该功能的权限，请联系超级管理员');
}

// ---- bodies ----

async function decodeBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  switch (endpoint.encoding) {
    case 'none':
      return {};
    case 'form':
    case 'form-repeat':
      return decodeForm(await request.text());
    case 'json': {
      const text = await request.text();
      if (text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new MockFailure(BUSINESS_ERROR_CODE, '请求内容不是合法的JSON');
      }
    }
    case 'multipart': {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new MockFailure(BUSINESS_ERROR_CODE, '请使用 multipart/form-data 上传');
      }
      const out: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        const existing = out[key];
        out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      return out;
    }
  }
}
