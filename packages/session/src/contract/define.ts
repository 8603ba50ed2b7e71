import * as v from 'valibot';
import type { Encoding } from '../request.ts';
import { normaliseAdminPath } from '../tokenScope.ts';

/**
 * Which session the server checks for a call. `user` needs the customer's `token`, `optional`
 * works for visitors and customers alike, `other` and `admin` follow the token scope of spec §6.
 */
export type AuthLevel = 'none' | 'optional' | 'user' | 'other' | 'admin';

/** Where a path comes from: the spec's own table (§7), or our design following its conventions. */
export type PathSource = 'spec' | 'ours';

export type Area = 'public' | 'shop' | 'customer' | 'payment' | 'callback' | 'vip' | 'supply' | 'cdk' | 'other' | 'admin';

/**
 * The business failure code of our design (the spec names only 1000 and the session codes): the
 * call was understood but refused (wrong password, insufficient balance, already bound …); `msg`
 * says why in Chinese, `data` is null. The HTTP status stays 200.
 */
export const BUSINESS_ERROR_CODE = 1001;

/**
 * Admin endpoints live under the configurable admin prefix (spec §6, `admin_path`); the contract
 * writes it as this placeholder, filled per deployment with `fillAdminPath`.
 */
export const ADMIN_PATH_PLACEHOLDER = ':adminPath';

declare global {
  /** Defined `false` by the app's production build (vite.config.ts); undefined everywhere else. */
  const __CONTRACT_DOCS__: boolean | undefined;
}

/**
 * Whether the endpoints keep their `summary`: the summaries document the contract for the back-end team
 * and for people reading it, and the app never reads them, so a production build compiles them out
 * (`summary: DOCS ? '…' : ''` folds to `''`). Tests, the mock server and Storybook keep them.
 */
export const DOCS: boolean = typeof __CONTRACT_DOCS__ === 'undefined' || __CONTRACT_DOCS__;

export interface Endpoint<Req extends v.GenericSchema = v.GenericSchema, Res extends v.GenericSchema = v.GenericSchema> {
  /** Contract id, `area.name`, used by mocks, scenarios and docs. */
  id: string;
  area: Area;
  path: string;
  method: 'POST' | 'GET';
  encoding: Encoding;
  auth: AuthLevel;
  source: PathSource;
  /** One line for the back-end team, in English (`''` in a production build: DOCS). */
  summary: string;
  /** The fields the client sends. Numeric fields also accept numeric strings, as a form body carries them. */
  request: Req;
  /** The shape of `data` in a successful (code 1000) envelope. */
  response: Res;
}

/** Whether an endpoint lives under the admin prefix (its path starts with the placeholder). */
export function isAdminEndpoint(endpoint: Pick<Endpoint, 'path'>): boolean {
  return endpoint.path.startsWith(`/${ADMIN_PATH_PLACEHOLDER}/`);
}

/**
 * The real path of an endpoint: the admin placeholder replaced by the deployment's admin prefix
 * (`shopadmin`, `/shopadmin/` and ` shopadmin ` all give `/shopadmin/…`). Other paths are returned
 * as they are. An empty admin path cannot address the admin area and throws.
 */
export function fillAdminPath(path: string, adminPath: string | null | undefined): string {
  const prefix = `/${ADMIN_PATH_PLACEHOLDER}/`;
  if (!path.startsWith(prefix)) return path;
  const segment = normaliseAdminPath(adminPath);
  if (segment === '' || segment.includes('/')) throw new Error(`fillAdminPath: invalid admin path "${adminPath ?? ''}"`);
  return `/${segment}/${path.slice(prefix.length)}`;
}

/** Defines an endpoint; POST and form encoding are the conventions of spec §7. */
export function endpoint<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  def: Omit<Endpoint<Req, Res>, 'method' | 'encoding'> & { method?: 'POST' | 'GET'; encoding?: Encoding },
): Endpoint<Req, Res> {
  return { method: 'POST', encoding: 'form', ...def };
}

type EndpointDef<Req extends v.GenericSchema, Res extends v.GenericSchema> = Omit<
  Endpoint<Req, Res>,
  'id' | 'area' | 'path' | 'method' | 'encoding' | 'source'
> & { path?: string; method?: 'POST' | 'GET'; encoding?: Encoding; source?: PathSource };

/**
 * The endpoint maker of one area: `e('getAccount', {...})` gets the id `customer.getAccount` and,
 * unless it names its own, the path `prefix + name`. Paths are `ours` unless marked `spec`.
 */
export function areaEndpoints(area: Area, prefix: string) {
  return <Req extends v.GenericSchema, Res extends v.GenericSchema>(name: string, def: EndpointDef<Req, Res>): Endpoint<Req, Res> =>
    endpoint<Req, Res>({ id: `${area}.${name}`, area, source: 'ours', ...def, path: def.path ?? `${prefix}${name}` });
}

/** What the client passes for an endpoint (numbers may be given as numbers). */
export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
/** What the server parses out of the wire body. */
export type ParsedRequestOf<E extends Endpoint> = v.InferOutput<E['request']>;
/** The typed `data` of a successful call. */
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

// ---- field helpers shared by every area ----

/** A body with no fields. */
export const noBody = v.object({});

/** An integer that may arrive as a numeric string (form bodies carry text). */
export const int = () => v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/), v.transform(Number))]), v.integer());

/** A decimal amount in yuan that may arrive as text; at most two decimals. */
export const money = () =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d{1,2})?$/), v.transform(Number))]), v.finite());

/** A 0/1 flag, sent as 0/1 (or "0"/"1") on the wire. */
export const flag = () => v.pipe(v.union([v.literal(0), v.literal(1), v.picklist(['0', '1'])]), v.transform(Number));

/** Date and time as the server writes them: `YYYY-MM-DD HH:mm:ss`. */
export const dateTime = () => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

/** A page request: 1-based page, page size up to 100. */
export const pageQuery = {
  page: v.optional(v.pipe(int(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(100)), 20),
};

/** A page of results. */
export const paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    list: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  });

/** Success without data. */
export const ok = v.nullish(v.unknown());

// ---- money: yuan on the wire, integer cents inside ----

/** Yuan (as the wire carries them, at most two decimals) to integer cents. */
export function toCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Integer cents to yuan for the wire. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * True when a yuan amount has no more than two decimals and its cents are a safe integer. The float
 * error of `yuan * 100` grows with the amount, so the tolerance does too (a fixed 1e-6 refused
 * ¥157,465,634.20, found by the response fuzz).
 */
export function isCentPrecise(yuan: number): boolean {
  if (!Number.isFinite(yuan)) return false;
  const cents = yuan * 100;
  const whole = Math.round(cents);
  return Number.isSafeInteger(whole) && Math.abs(cents - whole) <= Math.max(1e-6, Math.abs(cents) * 4 * Number.EPSILON);
}

/** An amount of money in a response: yuan, at most two decimals (may be negative in a fund log). */
export const amount = () => v.pipe(v.number(), v.check(isCentPrecise, 'amount: at most two decimals'));

/** A count or id in a response. */
export const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** A date-time that may be absent (not yet paid, not yet delivered …). */
export const maybeDateTime = () => v.nullable(dateTime());

/** A date filter `YYYY-MM-DD`. */
export const dateOnly = () => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'));

/** The usual list filters: page, size, optional keyword and date range. */
export const listQuery = {
  ...pageQuery,
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ''),
  startDate: v.optional(dateOnly()),
  endDate: v.optional(dateOnly()),
};
