// The request field helpers of every area: text, contact and password fields, amounts, id lists and
// files, each with the message the server answers when it is wrong. Apart from define.ts so the
// storefront's first reads (storefront.ts) do not carry them.
import * as v from 'valibot';
import { int, money } from './define.ts';

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

/**
 * A client-made id of one intended money action (a withdrawal, a transfer, an upgrade, opening a shop):
 * the same id sent again answers the first call's result and moves nothing again (a double click, a
 * retried request, a second tab with the same form). Optional: without it every call acts.
 */
export const requestId = () => v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式不正确')));

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
