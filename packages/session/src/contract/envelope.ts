import * as v from 'valibot';
import { SUCCESS_CODE } from '../constants.ts';
import type { Endpoint, ParsedRequestOf, ResponseOf } from './define.ts';

/** R3.1: every answer is `{code, msg, data?, keyDay?}`. */
export const envelopeSchema = v.looseObject({
  code: v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
  msg: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown()),
  keyDay: v.optional(v.unknown()),
});

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  keyDay?: unknown;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; detail: string };

/** How much of one issue a failure's detail keeps: valibot's messages quote the value received, which may be huge. */
const ISSUE_CHARS = 160;

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      const text = path ? `${path}: ${issue.message}` : issue.message;
      return text.length > ISSUE_CHARS ? `${text.slice(0, ISSUE_CHARS)}…` : text;
    })
    .join('; ');
}

/** A body that is not an envelope becomes a typed failure instead of a crash later on. */
export function parseEnvelope(body: unknown): ParseResult<Envelope> {
  const result = v.safeParse(envelopeSchema, body);
  if (!result.success) return { ok: false, detail: describeIssues(result.issues) };
  const { code, msg, data, keyDay } = result.output;
  return { ok: true, value: { code, msg: msg ?? '', data, keyDay } };
}

/** The `data` of a successful answer, checked against the endpoint's response shape. */
export function parseData<E extends Endpoint>(endpoint: E, data: unknown): ParseResult<ResponseOf<E>> {
  const result = v.safeParse(endpoint.response, data);
  if (!result.success) return { ok: false, detail: `${endpoint.path}: ${describeIssues(result.issues)}` };
  return { ok: true, value: result.output as ResponseOf<E> };
}

export function isSuccess(envelope: Pick<Envelope, 'code'>): boolean {
  return envelope.code === SUCCESS_CODE;
}

export type RequestCheck<E extends Endpoint> = { ok: true; value: ParsedRequestOf<E> } | { ok: false; field: string; message: string };

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * Reads a request body as the server does (form text already decoded into fields): the parsed
 * fields, or the first problem with the field it concerns and a Chinese message — the schema's own
 * when it has one, else one naming the field. The mocks answer it as `msg`; forms may show it.
 */
export function parseRequest<E extends Endpoint>(endpoint: E, body: unknown): RequestCheck<E> {
  const result = v.safeParse(endpoint.request, body);
  if (result.success) return { ok: true, value: result.output as ParsedRequestOf<E> };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '';
  const missing = issue.input === undefined || issue.input === '';
  // A missing key is reported by the object; the field's own schema holds its message.
  const entry = missing ? fieldSchema(endpoint.request, field) : undefined;
  const own = entry ? v.safeParse(entry, undefined) : undefined;
  if (own && !own.success && HAS_CHINESE.test(own.issues[0].message)) return { ok: false, field, message: own.issues[0].message };
  // For a union (a number that may come as text) an inner issue may carry the message.
  const inner = issue.issues?.find((i) => HAS_CHINESE.test(i.message)) ?? issue;
  if (HAS_CHINESE.test(inner.message)) return { ok: false, field, message: inner.message };
  const message = missing ? (field ? `缺少参数 ${field}` : '缺少参数') : field ? `参数 ${field} 的值不正确` : '请求参数不正确';
  return { ok: false, field, message };
}

/** The schema of a top-level field of an object request schema, if there is one. */
function fieldSchema(schema: v.GenericSchema, field: string): v.GenericSchema | undefined {
  const entries = (schema as Partial<v.ObjectSchema<v.ObjectEntries, undefined>>).entries;
  return entries && Object.hasOwn(entries, field) ? entries[field] : undefined;
}
