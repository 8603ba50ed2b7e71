import * as v from 'valibot';
import type { Encoding } from '../request.ts';

/**
 * Which session the server checks for a call. `user` needs the customer's `token`, `optional`
 * works for visitors and customers alike, `other` and `admin` follow the token scope of spec §6.
 */
export type AuthLevel = 'none' | 'optional' | 'user' | 'other' | 'admin';

/** Where a path comes from: the spec's own table (§7), or our design following its conventions. */
export type PathSource = 'spec' | 'ours';

export type Area = 'public' | 'shop' | 'customer' | 'payment' | 'callback' | 'vip' | 'supply' | 'cdk' | 'other';

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

/** Defines an endpoint; POST and form encoding are the conventions of spec §7. */
export function endpoint<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  def: Omit<Endpoint<Req, Res>, 'method' | 'encoding'> & { method?: 'POST' | 'GET'; encoding?: Encoding },
): Endpoint<Req, Res> {
  return { method: 'POST', encoding: 'form', ...def };
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
