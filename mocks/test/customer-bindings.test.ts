import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { MOCK_VERIFY_CODE, SEED_TOKENS, advanceMockClock } from '../node.ts';
import { call, ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };

/** The code and state the QR's callback URL carries (the mock encodes the app's callback route). */
function callbackOf(qrContent: string) {
  const url = new URL(qrContent);
  return {
    path: url.pathname,
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    type: url.searchParams.get('type'),
  };
}

describe('platform bindings by QR (Weixin, QQ, mini-program, public account)', () => {
  it('Weixin: QR with state → callback code binds; binding twice and unbinding twice fail', async () => {
    const qr = await ok(C.getWeixinBind, undefined, traveler);
    expect(qr.expiresIn).toBe(300);
    const callback = callbackOf(qr.qrContent);
    expect(callback.path).toBe('/myWeixinNotify');
    expect(callback.state).toBe(qr.state);
    const bound = await ok(C.doWeixinBind, { type: 'weixin', code: callback.code, state: callback.state }, traveler);
    expect(bound).toMatchObject({ bound: true, account: expect.stringContaining('微信用户') as unknown as string });
    expect((await ok(C.getAccount, undefined, traveler)).bindings.weixin.bound).toBe(true);
    expect(await refused(C.doWeixinBind, { type: 'weixin', code: callback.code, state: callback.state }, traveler)).toBe(
      '二维码已失效，请重新获取',
    );
    expect(await refused(C.getWeixinBind, undefined, traveler)).toBe('已绑定微信，如需更换请先解绑');
    await ok(C.doUnbindWx, {}, traveler);
    expect((await ok(C.getAccount, undefined, traveler)).bindings.weixin.bound).toBe(false);
    expect(await refused(C.doUnbindWx, {}, traveler)).toBe('尚未绑定微信');
  });

  it.each([
    ['qq', '/myQqNotify', C.doUnbindQq, 'QQ'],
    ['mp', '/myMpNotify', C.doUnbindMn, '小程序'],
    ['wc', '/myWeixinNotify', C.doUnbindWc, '微信公众号'],
  ] as const)('%s: bind through %s, then unbind', async (type, path, unbind, label) => {
    const qr = await ok(C.getBindQrcode, { type }, traveler);
    const callback = callbackOf(qr.qrContent);
    expect(callback.path).toBe(path);
    if (type === 'wc') expect(callback.type).toBe('wc');
    await ok(C.doWeixinBind, { type, code: callback.code, state: callback.state }, traveler);
    expect((await ok(C.getAccount, undefined, traveler)).bindings[type].bound).toBe(true);
    expect(await refused(C.getBindQrcode, { type }, traveler)).toBe(`已绑定${label}，如需更换请先解绑`);
    await ok(unbind, {}, traveler);
    expect(await refused(unbind, {}, traveler)).toBe(`尚未绑定${label}`);
  });

  it('refuses a foreign, expired, cancelled or mismatched state and bad codes', async () => {
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'x', state: 'unknown' }, traveler)).toBe('二维码已失效，请重新获取');
    const theirs = await ok(C.getBindQrcode, { type: 'qq' }, demo);
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'x', state: theirs.state }, traveler)).toBe('二维码已失效，请重新获取');
    const qr = await ok(C.getBindQrcode, { type: 'qq' }, traveler);
    expect(await refused(C.doWeixinBind, { type: 'mp', code: 'x', state: qr.state }, traveler)).toBe('绑定类型与二维码不符');
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'invalid-1', state: qr.state }, traveler)).toBe('QQ授权失败，请重新扫码');
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'taken', state: qr.state }, traveler)).toBe('该QQ已绑定其他账号');
    await ok(C.doWeixinBindDelete, { state: qr.state }, traveler);
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'abc', state: qr.state }, traveler)).toBe('二维码已失效，请重新获取');
    expect(await refused(C.doWeixinBindDelete, { state: qr.state }, traveler)).toBe('二维码不存在或已失效');
    const late = await ok(C.getBindQrcode, { type: 'qq' }, traveler);
    advanceMockClock(5 * 60_000 + 1);
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'abc', state: late.state }, traveler)).toBe('二维码已失效，请重新获取');
  });

  it('the same platform account cannot be bound to two customers', async () => {
    const mine = await ok(C.getBindQrcode, { type: 'qq' }, traveler);
    await ok(C.doWeixinBind, { type: 'qq', code: 'same-code', state: mine.state }, traveler);
    const theirs = await ok(C.getBindQrcode, { type: 'qq' }, demo);
    expect(await refused(C.doWeixinBind, { type: 'qq', code: 'same-code', state: theirs.state }, demo)).toBe('该QQ已绑定其他账号');
  });

  it('unbinding needs the sale password when its check is on', async () => {
    expect(await refused(C.doUnbindWx, {}, demo)).toBe('请输入交易密码');
    expect(await refused(C.doUnbindWx, { salePwd: '000000' }, demo)).toBe('交易密码错误');
    await ok(C.doUnbindWx, { salePwd: '123456' }, demo);
  });
});

describe('mobile binding by code', () => {
  it('send (code in msg), cooldown, bind, then unbind with a code sent to it', async () => {
    const sent = await call(C.sendBindMobileCode, { mobile: '13712345678' }, traveler);
    expect(sent).toMatchObject({ code: 1000, data: { cooldown: 60, target: '137****5678' } });
    expect(sent.msg).toContain(MOCK_VERIFY_CODE);
    expect(await refused(C.sendBindMobileCode, { mobile: '13712345678' }, traveler)).toMatch(/请\d+秒后再试/);
    expect(await refused(C.doMobileBind, { mobile: '13712345678', code: '111111' }, traveler)).toBe('验证码错误');
    expect(await refused(C.doMobileBind, { mobile: '13712340000', code: MOCK_VERIFY_CODE }, traveler)).toBe('请先获取验证码');
    expect(await ok(C.doMobileBind, { mobile: '13712345678', code: MOCK_VERIFY_CODE }, traveler)).toMatchObject({
      bound: true,
      account: '137****5678',
    });
    expect(await refused(C.sendBindMobileCode, { mobile: '13712345679' }, traveler)).toBe('已绑定手机号，如需更换请先解绑');
    expect(await refused(C.doMobileBind, { mobile: '13712345678', code: MOCK_VERIFY_CODE }, traveler)).toBe(
      '已绑定手机号，如需更换请先解绑',
    );
    expect((await ok(C.sendUnbindMobileCode, undefined, traveler)).target).toBe('137****5678');
    expect(await refused(C.doMobileUnbind, { code: '000000' }, traveler)).toBe('验证码错误');
    await ok(C.doMobileUnbind, { code: MOCK_VERIFY_CODE }, traveler);
    expect((await ok(C.getVerified, undefined, traveler)).mobile.bound).toBe(false);
    expect(await refused(C.sendUnbindMobileCode, undefined, traveler)).toBe('尚未绑定手机号');
    expect(await refused(C.doMobileUnbind, { code: MOCK_VERIFY_CODE }, traveler)).toBe('尚未绑定手机号');
  });

  it('a number bound to someone else is refused; a bad number is refused by its format', async () => {
    expect(await refused(C.sendBindMobileCode, { mobile: '13800138000' }, traveler)).toBe('该手机号已被其他账号绑定');
    expect(await refused(C.sendBindMobileCode, { mobile: '1380013800' }, traveler)).toBe('请输入正确的手机号');
  });

  it('a code expires after 5 minutes and the cooldown passes after 60 s', async () => {
    await ok(C.sendBindMobileCode, { mobile: '13712345678' }, traveler);
    advanceMockClock(61_000);
    await ok(C.sendBindMobileCode, { mobile: '13712345678' }, traveler);
    advanceMockClock(5 * 60_000 + 1);
    expect(await refused(C.doMobileBind, { mobile: '13712345678', code: MOCK_VERIFY_CODE }, traveler)).toBe('验证码已过期，请重新获取');
  });
});

describe('e-mail binding in steps (doEmailBind)', () => {
  it('send → bind → send (to the bound address) → unbind', async () => {
    expect(await ok(C.getEmailBind, undefined, demo)).toEqual({ binding: { bound: false, account: '', boundAt: null }, cooldown: 0 });
    const sent = await call(C.doEmailBind, { action: 'send', email: 'Demo@Example.com' }, demo);
    expect(sent.msg).toContain(MOCK_VERIFY_CODE);
    expect(sent.data?.cooldown).toBe(60);
    expect((await ok(C.getEmailBind, undefined, demo)).cooldown).toBeGreaterThan(55);
    expect(await refused(C.doEmailBind, { action: 'bind', email: 'demo@example.com' }, demo)).toBe('请输入验证码');
    expect(await refused(C.doEmailBind, { action: 'bind', code: MOCK_VERIFY_CODE }, demo)).toBe('请输入邮箱');
    const bound = await ok(C.doEmailBind, { action: 'bind', email: 'demo@example.com', code: MOCK_VERIFY_CODE }, demo);
    expect(bound.binding).toMatchObject({ bound: true, account: 'de***@example.com' });
    expect(await refused(C.doEmailBind, { action: 'send', email: 'x@example.com' }, demo)).toBe('已绑定邮箱，如需更换请先解绑');
    advanceMockClock(61_000);
    await ok(C.doEmailBind, { action: 'send' }, demo);
    expect(await refused(C.doEmailBind, { action: 'unbind', code: '000000' }, demo)).toBe('验证码错误');
    const unbound = await ok(C.doEmailBind, { action: 'unbind', code: MOCK_VERIFY_CODE }, demo);
    expect(unbound.binding.bound).toBe(false);
    expect(await refused(C.doEmailBind, { action: 'unbind', code: MOCK_VERIFY_CODE }, demo)).toBe('尚未绑定邮箱');
    expect(await refused(C.doEmailBind, { action: 'send' }, demo)).toBe('请输入邮箱');
  });

  it('an address of another account, or a malformed one, is refused', async () => {
    expect(await refused(C.doEmailBind, { action: 'send', email: 'traveler@example.com' }, demo)).toBe('该邮箱已被其他账号绑定');
    expect(await refused(C.doEmailBind, { action: 'send', email: 'not-mail' }, demo)).toBe('请输入正确的邮箱地址');
  });
});
