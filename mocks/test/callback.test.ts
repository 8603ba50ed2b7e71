import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { idCardCheck } from '../handlers/callbacks.ts';
import { SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const CB = api.callback;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };
/** The code and state a callback URL carries. */
const paramsOf = (url: string) => {
  const params = new URL(url, 'http://shop.test').searchParams;
  return { code: params.get('code') ?? params.get('auth_code') ?? '', state: params.get('state') ?? '' };
};
const id = (first17: string) => `${first17}${idCardCheck(first17)}`;

describe('log-in through QQ and Weixin (/qqReturn, /weixinReturn)', () => {
  it('the URL lands on the app’s return route; its code and state log demo in with Weixin, once', async () => {
    const { url, state, expiresIn } = await ok(CB.getOauthUrl, { type: 'weixin' });
    expect(url).toBe(`/weixinReturn?code=mock-weixin-demo&state=${state}`);
    expect(expiresIn).toBe(300);
    const login = await ok(CB.doWeixinLogin, paramsOf(url));
    expect(login.user).toMatchObject({ loginName: 'demo', nickname: '云端旅人' });
    expect((await ok(api.customer.getAccount, undefined, { token: login.authCode })).loginName).toBe('demo');
    expect(await refused(CB.doWeixinLogin, paramsOf(url))).toBe('微信登录已失效，请重新发起登录');
  });

  it('QQ not bound to any account: log in first and bind; then QQ logs in', async () => {
    const first = await ok(CB.getOauthUrl, { type: 'qq' });
    expect(await refused(CB.doQqLogin, paramsOf(first.url))).toBe('该QQ尚未绑定本站账号，请先使用账号密码登录，再在“账户安全”中绑定QQ');
    expect(await refused(CB.doQqLogin, paramsOf(first.url))).toBe('QQ登录已失效，请重新发起登录');
    // Bind QQ to demo through the binding callback (/myQqNotify): the state of the QR call, once.
    const qr = await ok(api.customer.getBindQrcode, { type: 'qq' }, demo);
    const bind = { type: 'qq', ...paramsOf(qr.qrContent) };
    await ok(api.customer.doWeixinBind, bind, demo);
    expect(await refused(api.customer.doWeixinBind, bind, demo)).toBe('二维码已失效，请重新获取');
    const second = await ok(CB.getOauthUrl, { type: 'qq' });
    expect((await ok(CB.doQqLogin, paramsOf(second.url))).user.loginName).toBe('demo');
    // The platform account the binding created logs in by its own code as well.
    const third = await ok(CB.getOauthUrl, { type: 'qq' });
    expect((await ok(CB.doQqLogin, { code: bind.code, state: third.state })).user.loginName).toBe('demo');
  });

  it('refuses a failed authorisation, a state of another platform, an expired state; keeps only same-site redirects', async () => {
    const weixin = await ok(CB.getOauthUrl, { type: 'weixin' });
    expect(await refused(CB.doQqLogin, paramsOf(weixin.url))).toBe('QQ登录已失效，请重新发起登录');
    expect(await refused(CB.doWeixinLogin, { code: 'invalid-code', state: weixin.state })).toBe('微信授权失败，请重新登录');
    expect(await refused(CB.doWeixinLogin, paramsOf(weixin.url))).toBe('微信登录已失效，请重新发起登录');
    advanceMockClock(0);
    const late = await ok(CB.getOauthUrl, { type: 'weixin' });
    advanceMockClock(5 * 60_000);
    expect(await refused(CB.doWeixinLogin, paramsOf(late.url))).toBe('微信登录已失效，请重新发起登录');
    expect((await ok(CB.getOauthUrl, { type: 'qq', redirect: '/inside/myOrder?status=paid' })).url).toContain(
      `&redirect=${encodeURIComponent('/inside/myOrder?status=paid')}`,
    );
    for (const hostile of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) {
      expect((await ok(CB.getOauthUrl, { type: 'qq', redirect: hostile })).url).not.toContain('redirect=');
    }
    expect(await refused(CB.doWeixinLogin, { code: 'mock-weixin-demo' })).toBe('请输入state');
  });

  it('a disabled account is refused; a merchant gets keyDay as with a password log-in', async () => {
    const vipshop = getDb().customers.find((c) => c.loginName === 'vipshop');
    if (vipshop) vipshop.bindings.weixin = { account: '小鹿', openId: 'oweixin-x', boundAt: 0 };
    const url = (await ok(CB.getOauthUrl, { type: 'weixin' })).url.replace('mock-weixin-demo', 'mock-weixin-vipshop');
    const answer = await call(CB.doWeixinLogin, paramsOf(url));
    expect(answer).toMatchObject({ code: 1000, keyDay: 200 });
    const banned = getDb().customers.find((c) => c.loginName === 'demo');
    if (banned) banned.status = 'disabled';
    expect(await refused(CB.doWeixinLogin, paramsOf((await ok(CB.getOauthUrl, { type: 'weixin' })).url))).toBe('账号已被禁用，请联系客服');
  });
});

describe('the mini-program code (/mpQrcode, /mpReturn, /myMpNotify)', () => {
  it('log-in: waiting; scanned by a WeChat user without an account: unbound', async () => {
    const qr = await ok(CB.getMpQrcode, { purpose: 'login' });
    expect(qr.qrContent).toBe(`http://shop.test/mpReturn?code=mock-mp-demo&state=${qr.state}`);
    expect(await ok(CB.getMpQrcodeStatus, { state: qr.state })).toEqual({ status: 'waiting', login: null });
    expect(await refused(CB.doMpLogin, paramsOf(qr.qrContent))).toBe(
      '该微信小程序尚未绑定本站账号，请先使用账号密码登录，再在“账户安全”中绑定微信小程序',
    );
    expect(await ok(CB.getMpQrcodeStatus, { state: qr.state })).toEqual({ status: 'unbound', login: null });
  });

  it('bind (logged in) through the binding callback; then a log-in gives the phone and the polling browser a session each', async () => {
    expect(await refused(CB.getMpQrcode, { purpose: 'bind' })).toBe('请先登录后再绑定微信小程序');
    const bind = await ok(CB.getMpQrcode, { purpose: 'bind' }, demo);
    expect(bind.qrContent).toMatch(/\/myMpNotify\?code=mock-mp-\d+&state=/);
    expect((await ok(CB.getMpQrcodeStatus, { state: bind.state }, demo)).status).toBe('waiting');
    expect(await refused(CB.getMpQrcodeStatus, { state: bind.state }, traveler)).toBe('二维码不存在或已失效');
    await ok(api.customer.doWeixinBind, { type: 'mp', ...paramsOf(bind.qrContent) }, demo);
    expect((await ok(CB.getMpQrcodeStatus, { state: bind.state }, demo)).status).toBe('confirmed');
    const qr = await ok(CB.getMpQrcode, { purpose: 'login' });
    const phone = await ok(CB.doMpLogin, paramsOf(qr.qrContent));
    const polled = await ok(CB.getMpQrcodeStatus, { state: qr.state });
    expect(polled.status).toBe('confirmed');
    expect(polled.login?.authCode).not.toBe(phone.authCode);
    expect((await ok(api.customer.getAccount, undefined, { token: polled.login?.authCode })).loginName).toBe('demo');
    expect(await refused(CB.doMpLogin, paramsOf(qr.qrContent))).toBe('微信小程序登录已失效，请重新发起登录');
  });

  it('expires after 5 minutes; an unknown state is refused', async () => {
    advanceMockClock(0);
    const qr = await ok(CB.getMpQrcode, { purpose: 'login' });
    advanceMockClock(5 * 60_000);
    expect((await ok(CB.getMpQrcodeStatus, { state: qr.state })).status).toBe('expired');
    expect(await refused(CB.getMpQrcodeStatus, { state: 'nope' })).toBe('二维码不存在或已失效');
  });
});

describe('Alipay face certification (/certify/alipayFaceNotify, /certify/alipayFaceResult)', () => {
  it('start, pending, notified: passed; the verified page shows it; once only', async () => {
    const idCard = id('11010519900307231');
    const started = await ok(CB.doCertifyStart, { realName: '张三', idCard }, demo);
    expect(started.certifyUrl).toBe(`/certify/alipayFaceNotify?certifyId=${started.certifyId}`);
    expect(await ok(CB.getCertifyResult, { certifyId: started.certifyId }, demo)).toEqual({
      certifyId: started.certifyId,
      status: 'pending',
      message: '等待人脸认证',
      realName: '*三',
    });
    const result = await ok(CB.doAlipayFaceNotify, { certifyId: started.certifyId }, demo);
    expect(result).toMatchObject({ status: 'passed', message: '实名认证成功' });
    expect(await ok(CB.doAlipayFaceNotify, { certifyId: started.certifyId }, demo)).toEqual(result);
    expect(await ok(api.customer.getVerified, undefined, demo)).toMatchObject({ certified: true });
    expect(await refused(CB.doCertifyStart, { realName: '张三', idCard }, demo)).toBe('您已完成实名认证，无需重复认证');
    expect(await refused(CB.doCertifyStart, { realName: '李四', idCard }, traveler)).toBe('该身份证号已被其他账号认证');
    expect(await refused(CB.getCertifyResult, { certifyId: started.certifyId }, traveler)).toBe('认证记录不存在，请重新发起认证');
  });

  it('refuses a wrong check digit, a bad birth date, a minor; the face check can fail; a started one times out', async () => {
    const good = id('11010519900307231');
    const wrong = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    expect(await refused(CB.doCertifyStart, { realName: '张三', idCard: wrong }, demo)).toBe('身份证号校验失败，请核对后重新输入');
    expect(await refused(CB.doCertifyStart, { realName: '张三', idCard: id('11010519901332231') }, demo)).toBe(
      '身份证号中的出生日期不正确',
    );
    expect(await refused(CB.doCertifyStart, { realName: '张三', idCard: id('11010520150307231') }, demo)).toBe(
      '未满18周岁，无法进行实名认证',
    );
    expect(await refused(CB.doCertifyStart, { realName: '张三', idCard: '123' }, demo)).toBe('请输入正确的身份证号');
    const failing = await ok(CB.doCertifyStart, { realName: '王五', idCard: id('11010519900307000') }, demo);
    expect(await ok(CB.doAlipayFaceNotify, { certifyId: failing.certifyId }, demo)).toMatchObject({
      status: 'failed',
      message: '人脸比对未通过，请本人重新认证',
    });
    expect((await ok(api.customer.getVerified, undefined, demo)).certified).toBe(false);
    advanceMockClock(0);
    const late = await ok(CB.doCertifyStart, { realName: '张三', idCard: good }, demo);
    advanceMockClock(10 * 60_000);
    expect(await ok(CB.getCertifyResult, { certifyId: late.certifyId }, demo)).toMatchObject({
      status: 'failed',
      message: '认证已超时，请重新发起认证',
    });
    expect((await ok(CB.doAlipayFaceNotify, { certifyId: late.certifyId }, demo)).status).toBe('failed');
    expect((await call(CB.doCertifyStart, { realName: '张三', idCard: good })).code).toBe(-2);
  });
});

describe('binding an Alipay account (/certify/alipayCodeNotify)', () => {
  it('the auth URL’s code and state bind it, once; a failed authorisation and another customer’s state refused', async () => {
    const auth = await ok(CB.getAlipayAuthUrl, undefined, demo);
    expect(auth.url).toMatch(/^\/certify\/alipayCodeNotify\?auth_code=mock-alipay-\d{6}&state=aa_/);
    const { code, state } = paramsOf(auth.url);
    expect(await refused(CB.doAlipayCodeNotify, { auth_code: code, state }, traveler)).toBe('支付宝授权已失效，请重新发起授权');
    expect(await ok(CB.doAlipayCodeNotify, { auth_code: code, state }, demo)).toEqual({ account: '138****8000', bound: true });
    expect(await refused(CB.doAlipayCodeNotify, { auth_code: code, state }, demo)).toBe('支付宝授权已失效，请重新发起授权');
    const again = await ok(CB.getAlipayAuthUrl, undefined, traveler);
    expect(await refused(CB.doAlipayCodeNotify, { auth_code: 'invalid', state: again.state }, traveler)).toBe('支付宝授权失败，请重试');
    const third = await ok(CB.getAlipayAuthUrl, undefined, traveler);
    expect((await ok(CB.doAlipayCodeNotify, { auth_code: 'mock-alipay-1', state: third.state }, traveler)).account).toBe(
      'tr***@example.com',
    );
  });
});
