// Bindings (R4.13): Weixin, QQ, mini-program and public account by QR / authorisation callback,
// mobile and e-mail by verification code. In the mock the QR encodes the app's own callback URL
// with a mock code, so opening it finishes the binding; `code=invalid` fails, `code=taken` is
// another account's.
import { api } from '@shop/session/contract';
import {
  MINUTE,
  formatDateTime,
  mask,
  salePwdProblem,
  seededString,
  type CustomerRow,
  type Db,
  type PlatformBinding,
} from '#mocks/db/index.ts';
import { codeCooldown, codeSentMsg, sendCode, useCode } from '../kit/codes.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { emailBinding, mobileBinding } from '../kit/views.ts';

const C = api.customer;
const QR_TTL_MS = 5 * MINUTE;

export const PLATFORM_LABELS: Record<PlatformBinding, string> = { weixin: '微信', qq: 'QQ', mp: '小程序', wc: '微信公众号' };

/** The app route a platform's binding callback lands on (spec §2 "Binding callbacks"). */
const CALLBACK_ROUTE: Record<PlatformBinding, string> = {
  weixin: '/myWeixinNotify',
  qq: '/myQqNotify',
  mp: '/myMpNotify',
  wc: '/myWeixinNotify',
};

/** A QR code whose content is the app's own callback URL with a mock code and a new state (5 minutes, once). */
export function bindQr(db: Db, customer: CustomerRow, now: number, request: Request, type: PlatformBinding) {
  if (customer.bindings[type]) fail(`已绑定${PLATFORM_LABELS[type]}，如需更换请先解绑`);
  const state = `bs_${seededString(db, 16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  db.bindStates.push({
    state,
    customerId: customer.id,
    type,
    purpose: 'bind',
    createdAt: now,
    expiresAt: now + QR_TTL_MS,
    status: 'pending',
  });
  const callback = new URL(CALLBACK_ROUTE[type], new URL(request.url).origin);
  if (type === 'wc') callback.searchParams.set('type', 'wc');
  callback.searchParams.set('code', `mock-${type}-${seededString(db, 6, '0123456789')}`);
  callback.searchParams.set('state', state);
  return { qrContent: callback.toString(), state, expiresIn: QR_TTL_MS / 1000 };
}

function unbind(customer: CustomerRow, type: PlatformBinding, salePwd: string | undefined) {
  if (!customer.bindings[type]) fail(`尚未绑定${PLATFORM_LABELS[type]}`);
  const problem = salePwdProblem(customer, salePwd, 'ifEnabled');
  if (problem !== null) fail(problem);
  customer.bindings[type] = null;
  return reply(null, { msg: `已解绑${PLATFORM_LABELS[type]}` });
}

function emailCooldown(db: Db, customer: CustomerRow, now: number): number {
  const last = db.codes.filter((c) => c.customerId === customer.id && (c.purpose === 'bindEmail' || c.purpose === 'unbindEmail')).at(-1);
  return last ? codeCooldown(db, last.purpose, last.target, now) : 0;
}

function emailTaken(db: Db, customer: CustomerRow, email: string): boolean {
  return db.customers.some((c) => c.id !== customer.id && (c.email ?? '').toLowerCase() === email.toLowerCase());
}

export const bindingRoutes: MockRoute[] = [
  route(C.getWeixinBind, ({ db, customer, now, request }) => bindQr(db, customer, now, request, 'weixin')),
  route(C.getBindQrcode, ({ db, body, customer, now, request }) => bindQr(db, customer, now, request, body.type)),

  route(C.doWeixinBind, ({ db, body, customer, now }) => {
    const pending = db.bindStates.find((s) => s.state === body.state && s.purpose === 'bind');
    if (!pending || pending.customerId !== customer.id || pending.status !== 'pending' || pending.expiresAt <= now)
      fail('二维码已失效，请重新获取');
    if (pending.type !== body.type) fail('绑定类型与二维码不符');
    const label = PLATFORM_LABELS[body.type];
    if (customer.bindings[body.type]) fail(`已绑定${label}，请先解绑`);
    if (body.code.startsWith('invalid')) fail(`${label}授权失败，请重新扫码`);
    const openId = body.code.startsWith('taken') ? `taken-${body.type}` : `o${body.type}-${body.code}`;
    const owner = db.customers.find((c) => c.bindings[body.type]?.openId === openId);
    if (body.code.startsWith('taken') || (owner && owner.id !== customer.id)) fail(`该${label}已绑定其他账号`);
    pending.status = 'done';
    const binding = { account: `${label}用户${body.code.slice(-4)}`, openId, boundAt: now };
    customer.bindings[body.type] = binding;
    return reply({ bound: true, account: binding.account, boundAt: formatDateTime(now) }, { msg: `${label}绑定成功` });
  }),

  route(C.doWeixinBindDelete, ({ db, body, customer }) => {
    const pending = db.bindStates.find((s) => s.state === body.state);
    if (!pending || pending.customerId !== customer.id || pending.status !== 'pending') fail('二维码不存在或已失效');
    pending.status = 'cancelled';
    return reply(null, { msg: '已取消绑定' });
  }),

  route(C.doUnbindQq, ({ body, customer }) => unbind(customer, 'qq', body.salePwd)),
  route(C.doUnbindWx, ({ body, customer }) => unbind(customer, 'weixin', body.salePwd)),
  route(C.doUnbindMn, ({ body, customer }) => unbind(customer, 'mp', body.salePwd)),
  route(C.doUnbindWc, ({ body, customer }) => unbind(customer, 'wc', body.salePwd)),

  route(C.sendBindMobileCode, ({ db, body, customer, now }) => {
    if (customer.mobile) fail('已绑定手机号，如需更换请先解绑');
    if (db.customers.some((c) => c.mobile === body.mobile)) fail('该手机号已被其他账号绑定');
    const cooldown = sendCode(db, 'bindMobile', body.mobile, customer.id, now);
    const target = mask.mobile(body.mobile);
    return reply({ cooldown, target }, { msg: codeSentMsg(target) });
  }),

  route(C.doMobileBind, ({ db, body, customer, now }) => {
    if (customer.mobile) fail('已绑定手机号，如需更换请先解绑');
    if (db.customers.some((c) => c.mobile === body.mobile)) fail('该手机号已被其他账号绑定');
    useCode(db, 'bindMobile', body.mobile, body.code, now);
    customer.mobile = body.mobile;
    customer.mobileBoundAt = now;
    return reply(mobileBinding(customer), { msg: '手机号绑定成功' });
  }),

  route(C.sendUnbindMobileCode, ({ db, customer, now }) => {
    if (!customer.mobile) fail('尚未绑定手机号');
    const cooldown = sendCode(db, 'unbindMobile', customer.mobile, customer.id, now);
    const target = mask.mobile(customer.mobile);
    return reply({ cooldown, target }, { msg: codeSentMsg(target) });
  }),

  route(C.doMobileUnbind, ({ db, body, customer, now }) => {
    if (!customer.mobile) fail('尚未绑定手机号');
    useCode(db, 'unbindMobile', customer.mobile, body.code, now);
    customer.mobile = null;
    customer.mobileBoundAt = null;
    return reply(null, { msg: '手机号已解绑' });
  }),

  route(C.getEmailBind, ({ db, customer, now }) => ({ binding: emailBinding(customer), cooldown: emailCooldown(db, customer, now) })),

  route(C.doEmailBind, ({ db, body, customer, now }) => {
    const done = (msg: string) => reply({ binding: emailBinding(customer), cooldown: emailCooldown(db, customer, now) }, { msg });
    if (body.action === 'send') {
      if (body.email !== undefined) {
        if (customer.email) fail('已绑定邮箱，如需更换请先解绑');
        if (emailTaken(db, customer, body.email)) fail('该邮箱已被其他账号绑定');
        sendCode(db, 'bindEmail', body.email.toLowerCase(), customer.id, now);
        return done(codeSentMsg(mask.email(body.email)));
      }
      if (!customer.email) fail('请输入邮箱');
      sendCode(db, 'unbindEmail', customer.email, customer.id, now);
      return done(codeSentMsg(mask.email(customer.email)));
    }
    if (body.code === undefined) fail('请输入验证码');
    if (body.action === 'bind') {
      if (body.email === undefined) fail('请输入邮箱');
      if (customer.email) fail('已绑定邮箱，如需更换请先解绑');
      if (emailTaken(db, customer, body.email)) fail('该邮箱已被其他账号绑定');
      useCode(db, 'bindEmail', body.email.toLowerCase(), body.code, now);
      customer.email = body.email.toLowerCase();
      customer.emailBoundAt = now;
      return done('邮箱绑定成功');
    }
    if (!customer.email) fail('尚未绑定邮箱');
    useCode(db, 'unbindEmail', customer.email, body.code, now);
    customer.email = null;
    customer.emailBoundAt = null;
    return done('邮箱已解绑');
  }),
];
