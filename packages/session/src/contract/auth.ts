// The customer's way in (the log-in, sign-up and forgotten-password pages): a module of its own so
// `/login` does not carry the rest of the public area. Part of `publicApi` (public.ts).
import * as v from 'valibot';
import { areaEndpoints, count, dateTime, DOCS, ok } from './define.ts';
import { mobile, optionalText, password, text, verifyCode } from './fields.ts';
import { levelRefSchema } from './storefront.ts';

const e = areaEndpoints('public', '/inside/inter/');

/** What a customer log-in answers; the app stores `{ authCode }` under `token` (R3.3). */
export const loginResultSchema = v.object({
  authCode: v.string(),
  expiresAt: dateTime(),
  user: v.object({
    id: count(),
    loginName: v.string(),
    nickname: v.string(),
    avatar: v.string(),
    level: levelRefSchema,
    roles: v.array(v.picklist(['vip', 'supplier'])),
  }),
});

const codeSent = v.object({ cooldown: count(), target: v.string() });

export const auth = {
  login: e('login', {
    auth: 'none',
    summary: DOCS ? 'Customer log-in with login name (or bound mobile / e-mail) and password; answers the authCode for `token`.' : '',
    request: v.object({ loginName: text('账号', 50), password: v.string('请输入密码'), captcha: v.optional(v.string()) }),
    response: loginResultSchema,
  }),
  sendRegisterCode: e('sendRegisterCode', {
    auth: 'none',
    summary: DOCS ? 'Send a registration code to a mobile number that no account uses yet (one per 60 s).' : '',
    request: v.object({ mobile: mobile() }),
    response: codeSent,
  }),
  register: e('register', {
    auth: 'none',
    summary: DOCS ? 'Create a customer account (login name, password, mobile with its code, optional invite code) and log in.' : '',
    request: v.object({
      loginName: v.pipe(
        v.string('请输入登录名'),
        v.trim(),
        v.regex(/^[a-zA-Z][a-zA-Z0-9_]{3,19}$/, '登录名为4到20位字母、数字或下划线，以字母开头'),
      ),
      password: password(),
      confirmPwd: v.string('请再次输入密码'),
      mobile: mobile(),
      code: verifyCode(),
      inviteCode: optionalText('邀请码', 20),
    }),
    response: loginResultSchema,
  }),
  sendForgetCode: e('sendForgetCode', {
    auth: 'none',
    summary: DOCS ? 'Send a password-reset code to the mobile number or e-mail address bound to an account (one per 60 s).' : '',
    request: v.object({ account: text('手机号或邮箱', 100) }),
    response: codeSent,
  }),
  forget: e('forget', {
    auth: 'none',
    summary: DOCS ? 'Reset the login password with the code sent by sendForgetCode; ends every session of the account.' : '',
    request: v.object({
      account: text('手机号或邮箱', 100),
      code: verifyCode(),
      newPwd: password('新密码'),
      confirmPwd: v.string('请再次输入新密码'),
    }),
    response: ok,
  }),
} as const;

export type LoginResult = v.InferOutput<typeof loginResultSchema>;
