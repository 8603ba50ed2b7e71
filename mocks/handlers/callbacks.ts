// Platform callbacks (spec §2 "Binding callbacks", "Certification callbacks"): log-in with QQ, Weixin
// and the mini-program, Alipay face certification, and binding an Alipay account for withdrawals.
// Binding a platform to a logged-in account finishes with customer.doWeixinBind (customer/bindings.ts).
//
// The mock platforms: an authorisation code `mock-<qq|weixin|mp>-<loginName>` is that customer's
// platform account, so it logs them in if they have that platform bound (getOauthUrl and getMpQrcode
// issue `…-demo`: demo has Weixin bound, not QQ nor the mini-program); a code a binding created
// (`o<type>-<code>` is its openId) is its account; a code starting `invalid` fails authorisation.
// Every state is issued by a call, lives 5 minutes (certification 10) and works once.
import { api, type CertifyResult } from '@shop/session/contract';
import {
  MINUTE,
  formatDate,
  issueSession,
  mask,
  seededString,
  type CertificationRow,
  type CustomerRow,
  type Db,
  type LoginStateRow,
} from '../db/index.ts';
import { bindQr } from './account/bindings.ts';
import { SESSION_TTL_MS, fail, reply, route, type MockRoute } from './kit/framework.ts';
import { keyDayOf, logIn } from './public/public.ts';
import { loginResult } from './kit/views.ts';

const CB = api.callback;
export const STATE_TTL_MS = 5 * MINUTE;
export const CERTIFY_TTL_MS = 10 * MINUTE;

const LABEL = { qq: 'QQ', weixin: '微信', mp: '微信小程序' } as const;
const RETURN_ROUTE = { qq: '/qqReturn', weixin: '/weixinReturn', mp: '/mpReturn' } as const;
const STATE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A same-site path to come back to after log-in, or '' (never another origin: `//evil`, `https:`). */
function safeRedirect(redirect: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(redirect) ? redirect : '';
}

function newLoginState(db: Db, type: LoginStateRow['type'], now: number): LoginStateRow {
  const row: LoginStateRow = {
    state: `ls_${seededString(db, 20, STATE_ALPHABET)}`,
    type,
    createdAt: now,
    expiresAt: now + STATE_TTL_MS,
    status: 'pending',
    customerId: null,
    sessionToken: null,
  };
  db.loginStates.push(row);
  return row;
}

/** The customer a platform's authorisation code stands for (see the module comment), if any. */
function platformAccount(db: Db, type: LoginStateRow['type'], code: string): CustomerRow | undefined {
  const openId = `o${type}-${code}`;
  const bound = db.customers.find((c) => c.bindings[type]?.openId === openId);
  if (bound) return bound;
  const loginName = new RegExp(`^mock-${type}-(.+)$`).exec(code)?.[1];
  const named = loginName === undefined ? undefined : db.customers.find((c) => c.loginName === loginName);
  return named?.bindings[type] ? named : undefined;
}

/** A login callback: checks and uses the state (once), then logs in the platform account's customer. */
function platformLogin(db: Db, type: LoginStateRow['type'], code: string, state: string, now: number) {
  const row = db.loginStates.find((s) => s.state === state && s.type === type);
  if (!row || row.status !== 'pending' || row.expiresAt <= now) fail(`${LABEL[type]}登录已失效，请重新发起登录`);
  if (code.startsWith('invalid')) {
    row.status = 'unbound';
    fail(`${LABEL[type]}授权失败，请重新登录`);
  }
  const customer = platformAccount(db, type, code);
  if (!customer) {
    row.status = 'unbound';
    fail(`该${LABEL[type]}尚未绑定本站账号，请先使用账号密码登录，再在“账户安全”中绑定${LABEL[type]}`);
  }
  if (customer.status !== 'active') {
    row.status = 'unbound';
    fail('账号已被禁用，请联系客服');
  }
  row.status = 'done';
  row.customerId = customer.id;
  const keyDay = keyDayOf(db, customer, now);
  return { customer, login: logIn(db, customer, now), keyDay };
}

// ---- certification ----

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a mainland ID number (GB 11643). */
export function idCardCheck(first17: string): string {
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return ID_CHECK[sum % 11] as string;
}

/** Why an ID number cannot be certified (checksum, birth date, under 18 at `now`), or null. */
export function idCardProblem(idCard: string, now: number): string | null {
  const id = idCard.toUpperCase();
  if (idCardCheck(id.slice(0, 17)) !== id[17]) return '身份证号校验失败，请核对后重新输入';
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return '身份证号中的出生日期不正确';
  const [ty, tm, td] = formatDate(now).split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  if (age < 0) return '身份证号中的出生日期不正确';
  if (age < 18) return '未满18周岁，无法进行实名认证';
  return null;
}

/** The mock face check fails for an ID whose sequence digits (15–17) are 000: the documented failing case. */
const faceCheckFails = (idCard: string) => idCard.slice(14, 17) === '000';

const maskName = (name: string) => `${'*'.repeat(Math.max(name.length - 1, 1))}${name.slice(-1)}`;

function certifyView(row: CertificationRow): CertifyResult {
  return { certifyId: row.certifyId, status: row.status, message: row.message, realName: maskName(row.realName) };
}

function myCertification(db: Db, customer: CustomerRow, certifyId: string, now: number): CertificationRow {
  const row = db.certifications.find((c) => c.certifyId === certifyId && c.customerId === customer.id);
  if (!row) fail('认证记录不存在，请重新发起认证');
  if (row.status === 'pending' && row.expiresAt <= now) {
    row.status = 'failed';
    row.message = '认证已超时，请重新发起认证';
    row.finishedAt = row.expiresAt;
  }
  return row;
}

export const callbackRoutes: MockRoute[] = [
  route(CB.getOauthUrl, ({ db, body, now }) => {
    const row = newLoginState(db, body.type, now);
    const redirect = safeRedirect(body.redirect);
    const url = `${RETURN_ROUTE[body.type]}?code=mock-${body.type}-demo&state=${row.state}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
    return { url, state: row.state, expiresIn: STATE_TTL_MS / 1000 };
  }),

  route(CB.doQqLogin, ({ db, body, now }) => {
    const { login, keyDay } = platformLogin(db, 'qq', body.code, body.state, now);
    return reply(login, keyDay === undefined ? { msg: 'QQ登录成功' } : { msg: 'QQ登录成功', keyDay });
  }),

  route(CB.doWeixinLogin, ({ db, body, now }) => {
    const { login, keyDay } = platformLogin(db, 'weixin', body.code, body.state, now);
    return reply(login, keyDay === undefined ? { msg: '微信登录成功' } : { msg: '微信登录成功', keyDay });
  }),

  route(CB.getMpQrcode, ({ db, body, viewer, now, request }) => {
    if (body.purpose === 'bind') {
      if (!viewer) fail('请先登录后再绑定微信小程序');
      return bindQr(db, viewer, now, request, 'mp');
    }
    const row = newLoginState(db, 'mp', now);
    const qrContent = new URL(`${RETURN_ROUTE.mp}?code=mock-mp-demo&state=${row.state}`, new URL(request.url).origin).toString();
    return { qrContent, state: row.state, expiresIn: STATE_TTL_MS / 1000 };
  }),

  route(CB.getMpQrcodeStatus, ({ db, body, viewer, now }) => {
    const login = db.loginStates.find((s) => s.state === body.state && s.type === 'mp');
    if (login) {
      if (login.status === 'pending') return { status: login.expiresAt <= now ? ('expired' as const) : ('waiting' as const), login: null };
      if (login.status === 'unbound') return { status: 'unbound' as const, login: null };
      const session = db.sessions.find((s) => s.token === login.sessionToken && s.expiresAt > now);
      const customer = db.customers.find((c) => c.id === login.customerId);
      return { status: 'confirmed' as const, login: session && customer ? loginResult(db, customer, session) : null };
    }
    const bind = db.bindStates.find((s) => s.state === body.state && s.type === 'mp' && s.purpose === 'bind');
    if (!bind || viewer === null || bind.customerId !== viewer.id) fail('二维码不存在或已失效');
    if (bind.status === 'done') return { status: 'confirmed' as const, login: null };
    return { status: bind.status === 'pending' && bind.expiresAt > now ? ('waiting' as const) : ('expired' as const), login: null };
  }),

  route(CB.doMpLogin, ({ db, body, now }) => {
    const { customer, login, keyDay } = platformLogin(db, 'mp', body.code, body.state, now);
    // The computer that shows the code polls getMpQrcodeStatus: it gets a session of its own.
    const row = db.loginStates.find((s) => s.state === body.state) as LoginStateRow;
    row.sessionToken = issueSession(db, 'user', customer.id, now, SESSION_TTL_MS.user).token;
    return reply(login, keyDay === undefined ? { msg: '登录成功' } : { msg: '登录成功', keyDay });
  }),

  route(CB.doCertifyStart, ({ db, body, customer, now }) => {
    if (customer.certification) fail('您已完成实名认证，无需重复认证');
    const idCard = body.idCard.toUpperCase();
    const problem = idCardProblem(idCard, now);
    if (problem !== null) fail(problem);
    if (db.customers.some((c) => c.id !== customer.id && c.certification?.idCard === idCard)) fail('该身份证号已被其他账号认证');
    const row: CertificationRow = {
      certifyId: `cf${seededString(db, 20, STATE_ALPHABET)}`,
      customerId: customer.id,
      realName: body.realName,
      idCard,
      status: 'pending',
      message: '等待人脸认证',
      createdAt: now,
      expiresAt: now + CERTIFY_TTL_MS,
      finishedAt: null,
    };
    db.certifications.push(row);
    // No Alipay page in the mock: the face step "returns" to the app's notify page at once.
    return reply(
      { certifyId: row.certifyId, certifyUrl: `/certify/alipayFaceNotify?certifyId=${row.certifyId}` },
      { msg: '请在支付宝中完成人脸认证' },
    );
  }),

  route(CB.doAlipayFaceNotify, ({ db, body, customer, now }) => {
    const row = myCertification(db, customer, body.certifyId, now);
    if (row.status !== 'pending') return certifyView(row);
    row.finishedAt = now;
    if (faceCheckFails(row.idCard)) {
      row.status = 'failed';
      row.message = '人脸比对未通过，请本人重新认证';
      return certifyView(row);
    }
    row.status = 'passed';
    row.message = '实名认证成功';
    customer.certification = { realName: row.realName, idCard: row.idCard, at: now };
    return reply(certifyView(row), { msg: '实名认证成功' });
  }),

  route(CB.getCertifyResult, ({ db, body, customer, now }) => certifyView(myCertification(db, customer, body.certifyId, now))),

  route(CB.getAlipayAuthUrl, ({ db, customer, now }) => {
    const state = `aa_${seededString(db, 20, STATE_ALPHABET)}`;
    db.alipayAuths.push({
      state,
      customerId: customer.id,
      createdAt: now,
      expiresAt: now + STATE_TTL_MS,
      status: 'pending',
      account: null,
      boundAt: null,
    });
    const code = `mock-alipay-${seededString(db, 6, '0123456789')}`;
    return { url: `/certify/alipayCodeNotify?auth_code=${code}&state=${state}`, state, expiresIn: STATE_TTL_MS / 1000 };
  }),

  route(CB.doAlipayCodeNotify, ({ db, body, customer, now }) => {
    const row = db.alipayAuths.find((a) => a.state === body.state && a.customerId === customer.id);
    if (!row || row.status !== 'pending' || row.expiresAt <= now) fail('支付宝授权已失效，请重新发起授权');
    row.status = 'done';
    if (body.auth_code.startsWith('invalid')) fail('支付宝授权失败，请重试');
    row.account = customer.mobile
      ? mask.mobile(customer.mobile)
      : customer.email
        ? mask.email(customer.email)
        : mask.text(customer.loginName);
    row.boundAt = now;
    return reply({ account: row.account, bound: true }, { msg: '支付宝账号绑定成功' });
  }),
];
