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

export interface Endpoint<Req extends v.GenericSchema = v.GenericSchema, Res extends v.GenericSchema = v.GenericSchema> {
  /** Contract id, `area.name`, used by mocks, scenarios and docs. */
  id: string;
  area: Area;
  path: string;
  method: 'POST' | 'GET';
  encoding: Encoding;
  auth: AuthLevel;
  source: PathSource;
  /** One line for the back-end team, in English. */
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

/** True when a yuan amount has no more than two decimals. */
export function isCentPrecise(yuan: number): boolean {
  return Number.isFinite(yuan) && Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;
}

/** An amount of money in a response: yuan, at most two decimals (may be negative in a fund log). */
export const amount = () => v.pipe(v.number(), v.check(isCentPrecise, 'amount: at most two decimals'));

/** A count or id in a response. */
export const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** A date-time that may be absent (not yet paid, not yet delivered …). */
export const maybeDateTime = () => v.nullable(dateTime());

// ---- request field helpers (their messages are the server's msg, in Chinese) ----

/** A required text field: trimmed, 1 to `max` characters. */
export const text = (label: string, max = 200) =>
  v.pipe(v.string(`请输入${label}`), v.trim(), v.minLength(1, `请输入${label}`), v.maxLength(max, `${label}不能超过${max}个字符`));

/** An optional text field: trimmed, at most `max` characters; absent and empty are the same. */
export const optionalText = (label: string, max = 200) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label}不能超过${max}个字符`)), '');

/** A mainland mobile number. */
export const mobile = () => v.pipe(v.string('请输入手机号'), v.trim(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'));

/** An e-mail address. */
export const email = () =>
  v.pipe(v.string('请输入邮箱'), v.trim(), v.maxLength(100, '邮箱不能超过100个字符'), v.email('请输入正确的邮箱地址'));

/** A 6-digit verification code. */
export const verifyCode = () => v.pipe(v.string('请输入验证码'), v.trim(), v.regex(/^\d{6}$/, '验证码为6位数字'));

/** A login password: 6 to 20 characters. */
export const password = (label = '密码') =>
  v.pipe(v.string(`请输入${label}`), v.minLength(6, `${label}至少6位`), v.maxLength(20, `${label}不能超过20位`));

/** The sale (transaction) password: 6 digits. */
export const salePassword = (label = '交易密码') => v.pipe(v.string(`请输入${label}`), v.regex(/^\d{6}$/, `${label}为6位数字`));

/** A positive amount of money in a request, in yuan. */
export const positiveMoney = (label = '金额') => v.pipe(money(), v.minValue(0.01, `${label}必须大于0`));

/** A list of ids: `ids[0]=1&ids[1]=2`, `ids[]=1` or a single `ids=1`. */
export const idList = () =>
  v.union([
    v.array(int()),
    v.pipe(
      int(),
      v.transform((id) => [id]),
    ),
  ]);

/** What a multipart file part is on either side (a browser `File`, undici's `File` in Node). */
export interface FileLike {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<FileLike>;
  return typeof file.size === 'number' && typeof file.type === 'string' && typeof file.arrayBuffer === 'function';
}

/** An uploaded file part. */
export const fileField = (message = '请选择文件') => v.custom<FileLike>(isFileLike, message);

/** A date filter `YYYY-MM-DD`. */
export const dateOnly = () => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'));

/** The usual list filters: page, size, optional keyword and date range. */
export const listQuery = {
  ...pageQuery,
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ''),
  startDate: v.optional(dateOnly()),
  endDate: v.optional(dateOnly()),
};
