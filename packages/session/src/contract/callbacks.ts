// Platform callbacks (spec §2 "Binding callbacks", "Certification callbacks"): log-in through QQ,
// Weixin and the mini-program, and Alipay real-name certification. Binding a platform to a logged-in
// account finishes with the spec's customer call doWeixinBind. Paths are ours.
import * as v from 'valibot';
import { areaEndpoints, count, DOCS, noBody } from './define.ts';
import { text } from './fields.ts';
import { loginResultSchema } from './public.ts';

const e = areaEndpoints('callback', '/inside/inter/');

const codeAndState = v.object({ code: text('授权码', 200), state: text('state', 100) });

export const certifyResultSchema = v.object({
  certifyId: v.string(),
  status: v.picklist(['pending', 'passed', 'failed']),
  message: v.string(),
  realName: v.string(),
});

export const callbacks = {
  getOauthUrl: e('getOauthUrl', {
    auth: 'none',
    summary: DOCS ? 'The platform authorisation URL to log in with QQ or Weixin, and the state the return page must find again.' : '',
    request: v.object({ type: v.picklist(['qq', 'weixin']), redirect: v.optional(v.string(), '') }),
    response: v.object({ url: v.string(), state: v.string(), expiresIn: count() }),
  }),
  doQqLogin: e('doQqLogin', {
    auth: 'none',
    summary: DOCS
      ? '/qqReturn: log in with the QQ callback’s code and state (an unknown QQ answers the business code: bind it first).'
      : '',
    request: codeAndState,
    response: loginResultSchema,
  }),
  doWeixinLogin: e('doWeixinLogin', {
    auth: 'none',
    summary: DOCS ? '/weixinReturn: log in with the Weixin callback’s code and state.' : '',
    request: codeAndState,
    response: loginResultSchema,
  }),
  getMpQrcode: e('getMpQrcode', {
    auth: 'optional',
    summary: DOCS ? '/mpQrcode: a mini-program code to scan, to log in or (logged in) to bind; polled with getMpQrcodeStatus.' : '',
    request: v.object({ purpose: v.picklist(['login', 'bind']) }),
    response: v.object({ qrContent: v.string(), state: v.string(), expiresIn: count() }),
  }),
  getMpQrcodeStatus: e('getMpQrcodeStatus', {
    auth: 'optional',
    summary: DOCS ? 'Where a mini-program scan stands; a confirmed log-in answers the authCode.' : '',
    request: v.object({ state: text('state', 100) }),
    response: v.object({
      /** unbound: scanned by a WeChat user with no account here (log in, then bind the mini-program first). */
      status: v.picklist(['waiting', 'scanned', 'confirmed', 'unbound', 'expired']),
      /** A confirmed log-in: the session of this browser (the one that polls). */
      login: v.nullable(loginResultSchema),
    }),
  }),
  doMpLogin: e('doMpLogin', {
    auth: 'none',
    summary: DOCS ? '/mpReturn: log in with the mini-program callback’s code and state.' : '',
    request: codeAndState,
    response: loginResultSchema,
  }),
  doCertifyStart: e('doCertifyStart', {
    auth: 'user',
    summary: DOCS ? 'Start Alipay face certification with a real name and ID card number; answers the URL to open.' : '',
    request: v.object({
      realName: text('真实姓名', 20),
      idCard: v.pipe(v.string('请输入身份证号'), v.trim(), v.regex(/^\d{17}[\dXx]$/, '请输入正确的身份证号')),
    }),
    response: v.object({ certifyId: v.string(), certifyUrl: v.string() }),
  }),
  doAlipayFaceNotify: e('doAlipayFaceNotify', {
    auth: 'user',
    summary: DOCS ? '/certify/alipayFaceNotify: report the face certification back with its certifyId; answers the result.' : '',
    request: v.object({ certifyId: text('certifyId', 64) }),
    response: certifyResultSchema,
  }),
  getCertifyResult: e('getCertifyResult', {
    auth: 'user',
    summary: DOCS ? '/certify/alipayFaceResult: the result of a certification.' : '',
    request: v.object({ certifyId: text('certifyId', 64) }),
    response: certifyResultSchema,
  }),
  getAlipayAuthUrl: e('getAlipayAuthUrl', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'The Alipay authorisation URL to bind an Alipay account for withdrawals, and the state /certify/alipayCodeNotify must carry back.'
      : '',
    request: noBody,
    response: v.object({ url: v.string(), state: v.string(), expiresIn: count() }),
  }),
  doAlipayCodeNotify: e('doAlipayCodeNotify', {
    auth: 'user',
    summary: DOCS
      ? '/certify/alipayCodeNotify: bind the Alipay account of an authorisation code (for withdrawals); the state of getAlipayAuthUrl, once.'
      : '',
    request: v.object({ auth_code: text('授权码', 200), state: text('state', 100) }),
    response: v.object({ account: v.string(), bound: v.boolean() }),
  }),
} as const;

export type CertifyResult = v.InferOutput<typeof certifyResultSchema>;
