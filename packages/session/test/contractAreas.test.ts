import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PATH_PLACEHOLDER,
  BUSINESS_ERROR_CODE,
  SUCCESS_CODE,
  SESSION_CODES,
  allEndpoints,
  amount,
  api,
  captchaSchema,
  decorationBlockSchema,
  dateOnly,
  email,
  endpointById,
  fileField,
  fillAdminPath,
  pickableKeySchema,
  fromCents,
  idList,
  isAdminEndpoint,
  isCentPrecise,
  isFileLike,
  mobile,
  optionalText,
  parseRequest,
  password,
  positiveMoney,
  salePassword,
  text,
  toCents,
  tokenScopeFor,
  verifyCode,
  type Area,
} from '../src/contract/index.ts';

/** The path prefix each area's calls live under (spec §7 conventions; the admin prefix is a placeholder). */
const AREA_PREFIX: Record<Area, RegExp> = {
  public: /^\/inside\/inter\/[a-zA-Z]+$/,
  customer: /^\/inside\/(inter\/)?[a-zA-Z]+$/,
  shop: /^\/inside\/inter\/[a-zA-Z]+$/,
  callback: /^\/inside\/inter\/[a-zA-Z]+$/,
  payment: /^\/pay\/inter\/[a-zA-Z]+$/,
  vip: /^\/vip\/inter\/[a-zA-Z]+$/,
  supply: /^\/supply\/inter\/[a-zA-Z]+$/,
  cdk: /^\/cdk\/inter\/[a-zA-Z]+$/,
  other: /^\/other\/inter\/[a-zA-Z]+$/,
  admin: /^\/:adminPath\/inter\/[a-zA-Z]+$/,
};

describe('the contract covers every area with one convention (R7.3 extended to our paths)', () => {
  const all = allEndpoints();

  it('has every area of screens.md, each with calls', () => {
    expect(Object.keys(api).sort()).toEqual([
      'admin',
      'callback',
      'cdk',
      'customer',
      'other',
      'payment',
      'public',
      'shop',
      'supply',
      'vip',
    ]);
    for (const area of Object.values(api)) expect(Object.keys(area).length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(150);
  });

  it.each(Object.entries(api))('%s: ids are area.key, paths follow the area prefix, POST, a summary', (area, endpoints) => {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.id).toBe(`${area}.${key}`);
      expect(endpoint.area).toBe(area);
      expect(endpoint.path).toMatch(AREA_PREFIX[area as Area]);
      expect(endpoint.method).toBe('POST');
      expect(endpoint.summary.length).toBeGreaterThan(10);
    }
  });

  it('only the spec’s customer calls are marked spec; every other path is ours', () => {
    const spec = all.filter((e) => e.source === 'spec');
    expect(spec.length).toBe(35);
    for (const e of spec) expect(e.area).toBe('customer');
    for (const e of all.filter((x) => x.source !== 'spec')) expect(e.source).toBe('ours');
  });

  it('calls sent without a body take no fields', () => {
    for (const e of all.filter((x) => x.encoding === 'none')) {
      expect((e.request as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries).toEqual({});
    }
  });

  it('R6.1: the auth level of a call matches the token its path carries', () => {
    const adminPath = 'shopadmin';
    for (const e of all) {
      const scope = tokenScopeFor(fillAdminPath(e.path, adminPath), adminPath);
      if (e.auth === 'admin') expect(scope).toBe('admin');
      if (e.auth === 'other') expect(scope).toBe('other');
      if (e.auth === 'user' || e.auth === 'optional') expect(scope).toBe('user');
      if (scope === 'admin') expect(['admin', 'none']).toContain(e.auth);
      if (scope === 'other') expect(['other', 'none']).toContain(e.auth);
    }
  });

  it('finds an endpoint by id', () => {
    expect(endpointById('customer.getAccount')).toBe(api.customer.getAccount);
    expect(endpointById('nope.nothing')).toBeUndefined();
  });

  it('codes: 1000 success, 1001 business failure, the session codes apart', () => {
    expect(SUCCESS_CODE).toBe(1000);
    expect(BUSINESS_ERROR_CODE).toBe(1001);
    expect(Object.values(SESSION_CODES)).not.toContain(BUSINESS_ERROR_CODE);
  });
});

describe('admin path placeholder (spec §6 admin_path)', () => {
  it('fills the placeholder with the bare admin segment', () => {
    expect(api.admin.login.path).toBe(`/${ADMIN_PATH_PLACEHOLDER}/inter/login`);
    expect(fillAdminPath(api.admin.login.path, 'shopadmin')).toBe('/shopadmin/inter/login');
    expect(fillAdminPath(api.admin.login.path, '/boss/')).toBe('/boss/inter/login');
    expect(fillAdminPath(api.customer.getAccount.path, 'shopadmin')).toBe('/inside/inter/getAccount');
  });

  it('refuses an empty or nested admin path', () => {
    expect(() => fillAdminPath(api.admin.login.path, '')).toThrow(/invalid admin path/);
    expect(() => fillAdminPath(api.admin.login.path, null)).toThrow(/invalid admin path/);
    expect(() => fillAdminPath(api.admin.login.path, 'a/b')).toThrow(/invalid admin path/);
  });

  it('tells admin endpoints apart', () => {
    expect(isAdminEndpoint(api.admin.getDecoration)).toBe(true);
    expect(isAdminEndpoint(api.other.login)).toBe(false);
  });
});

describe('money: yuan on the wire, cents inside', () => {
  it('converts both ways without float drift', () => {
    expect(toCents(19.9)).toBe(1990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1990)).toBe(19.9);
    expect(fromCents(-5)).toBe(-0.05);
  });

  it('amount() accepts at most two decimals', () => {
    expect(isCentPrecise(12.34)).toBe(true);
    expect(isCentPrecise(-0.01)).toBe(true);
    expect(isCentPrecise(1.234)).toBe(false);
    expect(isCentPrecise(Number.NaN)).toBe(false);
    // Found by the response fuzz: a fixed tolerance of 1e-6 refused large amounts written with cents.
    expect(isCentPrecise(157465634.2)).toBe(true);
    expect(isCentPrecise(-140242176.92)).toBe(true);
    expect(isCentPrecise(90_071_992_547_409.91)).toBe(true);
    expect(isCentPrecise(157465634.234)).toBe(false);
    // Cents the app cannot hold as a safe integer are not an amount.
    expect(isCentPrecise(1e300)).toBe(false);
    expect(isCentPrecise(Number.MAX_VALUE)).toBe(false);
    expect(v.safeParse(amount(), 99.99).success).toBe(true);
    expect(v.safeParse(amount(), 0.005).success).toBe(false);
    expect(v.safeParse(amount(), '1').success).toBe(false);
  });
});

describe('request field helpers answer the server’s Chinese messages', () => {
  const message = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? null : result.issues[0].message;
  };

  it('text and optionalText trim and bound the length', () => {
    expect(v.parse(text('昵称', 5), '  小明 ')).toBe('小明');
    expect(message(text('昵称', 5), '   ')).toBe('请输入昵称');
    expect(message(text('昵称', 5), undefined)).toBe('请输入昵称');
    expect(message(text('昵称', 5), '一二三四五六')).toBe('昵称不能超过5个字符');
    expect(v.parse(optionalText('备注', 3), undefined)).toBe('');
    expect(message(optionalText('备注', 3), 'abcd')).toBe('备注不能超过3个字符');
  });

  it('mobile, e-mail, code, passwords', () => {
    expect(v.parse(mobile(), ' 13800138000 ')).toBe('13800138000');
    expect(message(mobile(), '12800138000')).toBe('请输入正确的手机号');
    expect(v.parse(email(), 'a@b.cn')).toBe('a@b.cn');
    expect(message(email(), 'a@')).toBe('请输入正确的邮箱地址');
    expect(message(verifyCode(), '12345')).toBe('验证码为6位数字');
    expect(message(password(), '12345')).toBe('密码至少6位');
    expect(message(password('新密码'), 'x'.repeat(21))).toBe('新密码不能超过20位');
    expect(message(salePassword(), '12345a')).toBe('交易密码为6位数字');
    expect(v.parse(salePassword(), '123456')).toBe('123456');
  });

  it('positive money, id lists, dates', () => {
    expect(v.parse(positiveMoney(), '10.50')).toBe(10.5);
    expect(message(positiveMoney('提现金额'), '0')).toBe('提现金额必须大于0');
    expect(v.parse(idList(), ['1', '2'])).toEqual([1, 2]);
    expect(v.parse(idList(), '7')).toEqual([7]);
    expect(v.safeParse(idList(), ['x']).success).toBe(false);
    expect(v.parse(dateOnly(), '2026-11-20')).toBe('2026-11-20');
    expect(message(dateOnly(), '2026/11/20')).toBe('日期格式应为YYYY-MM-DD');
  });

  it('a file part is anything shaped like a File', () => {
    const file = { size: 3, type: 'image/png', name: 'a.png', arrayBuffer: async () => new ArrayBuffer(3) };
    expect(isFileLike(file)).toBe(true);
    expect(isFileLike('a.png')).toBe(false);
    expect(isFileLike(null)).toBe(false);
    expect(isFileLike({ size: 3 })).toBe(false);
    expect(v.safeParse(fileField(), file).success).toBe(true);
    expect(message(fileField(), undefined)).toBe('请选择文件');
  });
});

describe('request schemas read form bodies', () => {
  it('customer: setSalePwd takes the repeated pair; doShopPrice clears without a value', () => {
    expect(v.safeParse(api.customer.setSalePwd.request, { salePwd: ['123456', '123456'], loginPwd: 'x' }).success).toBe(true);
    expect(v.safeParse(api.customer.setSalePwd.request, { salePwd: '123456', loginPwd: 'x' }).success).toBe(false);
    expect(v.parse(api.customer.doShopPrice.request, { goodsId: '3', mode: 'clear' })).toEqual({ goodsId: 3, mode: 'clear', value: 0 });
  });

  it('shop: createOrder takes nested recharge inputs', () => {
    const parsed = v.parse(api.shop.createOrder.request, {
      goodsId: '1',
      quantity: '2',
      payMethod: 'balance',
      inputs: { account: '10001' },
    });
    expect(parsed.inputs).toEqual({ account: '10001' });
    expect(parsed.contact).toBe('');
  });

  it('shop: createOrder takes an option, picked keys (one or repeated) and the captcha; none of them by default', () => {
    const parsed = v.parse(api.shop.createOrder.request, {
      goodsId: '28',
      quantity: '2',
      payMethod: 'alipay',
      optionId: '2',
      cardIds: ['31', '32'],
      captchaId: ' cap-abc ',
      captcha: '11',
    });
    expect(parsed).toMatchObject({ optionId: 2, cardIds: [31, 32], captchaId: 'cap-abc', captcha: '11' });
    expect(v.parse(api.shop.createOrder.request, { goodsId: 1, quantity: 1, payMethod: 'alipay', cardIds: '7' }).cardIds).toEqual([7]);
    const bare = v.parse(api.shop.createOrder.request, { goodsId: 1, quantity: 1, payMethod: 'alipay' });
    expect(bare).toMatchObject({ cardIds: [], captchaId: '', captcha: '' });
    expect(bare.optionId).toBeUndefined();
    expect(v.parse(api.shop.checkCoupon.request, { code: 'NEW2026', goodsId: '1', quantity: '2' }).cardIds).toEqual([]);
    expect(v.parse(api.shop.getPickableKeys.request, { goodsId: '27' })).toMatchObject({ goodsId: 27, page: 1 });
    expect(api.shop.getCaptcha.encoding).toBe('none');
  });

  it('shop: a pickable key has a preview and a surcharge, no key; a captcha its image and question', () => {
    expect(v.safeParse(api.shop.getPickableKeys.response, { list: [], total: 0, page: 1, pageSize: 20 }).success).toBe(true);
    const key = { id: 1, preview: '零售版', surcharge: 5 };
    expect(v.parse(pickableKeySchema, { ...key, cardNo: 'SECRET' })).toEqual(key);
    expect(v.safeParse(pickableKeySchema, { ...key, surcharge: 0.001 }).success).toBe(false);
    expect(
      v.safeParse(captchaSchema, {
        captchaId: 'c',
        image: 'data:image/svg+xml;base64,',
        question: '一 加 二 等于几？',
        expiresAt: '2026-11-20 10:05:00',
      }).success,
    ).toBe(true);
  });

  it('shop and payment: defaults a form leaves out (sort, in-stock, pay client, visitor token)', () => {
    expect(v.parse(api.shop.getGoodsList.request, {})).toMatchObject({ page: 1, pageSize: 20, sort: 'default', inStock: 0, keyword: '' });
    expect(v.parse(api.payment.doPay.request, { orderNo: '202611201000000001', method: 'alipay' })).toMatchObject({ client: 'pc' });
    expect(v.parse(api.shop.getVisitorOrderInfo.request, { orderNo: '1', visitorToken: ' vt-abc ' })).toEqual({
      orderNo: '1',
      visitorToken: 'vt-abc',
      queryPwd: '',
    });
    expect(parseRequest(api.shop.getGoodsList, { sort: 'cheapest' })).toMatchObject({ ok: false, message: '排序方式不正确' });
    expect(parseRequest(api.payment.getReturnResult, { channel: 'wx', orderNo: '1' })).toMatchObject({
      ok: false,
      message: '支付渠道不正确',
    });
  });

  it('cdk: codes are upper-cased and checked', () => {
    expect(v.parse(api.cdk.getCdkInfo.request, { code: 'abcd-efgh-2345-6789' })).toEqual({ code: 'ABCD-EFGH-2345-6789' });
    expect(v.safeParse(api.cdk.getCdkInfo.request, { code: 'ABCD' }).success).toBe(false);
  });

  it('vip, supply and cdk: defaults a form leaves out, and the server’s messages', () => {
    const site = { name: '小鹿', title: '小鹿', markupPercent: '8', rounding: 'up', showMainGoods: '1' };
    expect(v.parse(api.vip.saveSite.request, site)).toMatchObject({ serviceQq: '', serviceEmail: '', markupPercent: 8, showMainGoods: 1 });
    expect(v.parse(api.vip.bindSubDomain.request, { subDomain: ' XiaoLu ' })).toEqual({ subDomain: 'xiaolu' });
    expect(v.parse(api.vip.batchGoods.request, { action: 'hide' })).toEqual({ ids: [], action: 'hide' });
    expect(parseRequest(api.vip.doVersionRenew, { years: '6' })).toMatchObject({ ok: false, message: '续费年限为1到5年' });
    expect(parseRequest(api.vip.saveSite, { ...site, serviceEmail: 'x' })).toMatchObject({ ok: false, message: '请输入正确的客服邮箱' });
    expect(v.parse(api.supply.getCardList.request, {})).toMatchObject({ match: 'contains', keyword: '', note: '', page: 1 });
    expect(v.parse(api.supply.doCardExport.request, {})).toMatchObject({ count: 0, then: 'none', confirmDelete: 0, retag: '' });
    expect(v.parse(api.supply.doCardImport.request, { goodsId: '11', content: 'K1234' })).toMatchObject({ skipDuplicates: 1, note: '' });
    expect(parseRequest(api.supply.doCardUpdate, { ids: '1', action: 'burn' })).toMatchObject({
      ok: false,
      message: '操作应为 lock、unlock、sold 或 delete',
    });
    expect(v.parse(api.cdk.doRecharge.request, { short: 'demo10', account: 'demo' })).toEqual({
      short: 'demo10',
      account: 'demo',
      contact: '',
      inputs: {},
    });
    expect(parseRequest(api.cdk.getShortInfo, { short: 'a!' })).toMatchObject({ ok: false, message: '链接无效' });
  });

  it('admin: decoration blocks are typed by kind', () => {
    const banner = { id: 'b1', visible: true, type: 'banner', images: [{ src: '/a.png', link: '/', alt: '活动' }], autoplay: true };
    expect(v.safeParse(decorationBlockSchema, banner).success).toBe(true);
    expect(v.safeParse(decorationBlockSchema, { ...banner, type: 'carousel' }).success).toBe(false);
    expect(v.safeParse(decorationBlockSchema, { id: 'n', visible: true, type: 'notice' }).success).toBe(false);
  });
});

describe('parseRequest: the server’s reading of a body', () => {
  it('answers the parsed fields', () => {
    expect(parseRequest(api.customer.doShopPrice, { goodsId: '3', mode: 'fixed', value: '9.9' })).toEqual({
      ok: true,
      value: { goodsId: 3, mode: 'fixed', value: 9.9 },
    });
  });

  it('a missing field: the field’s own Chinese message, else one naming it', () => {
    expect(parseRequest(api.public.login, { password: 'x' })).toEqual({ ok: false, field: 'loginName', message: '请输入账号' });
    expect(parseRequest(api.customer.getOrderInfo, {})).toEqual({ ok: false, field: 'orderNo', message: '请输入订单号' });
    expect(parseRequest(api.public.getAnnouncementInfo, {})).toEqual({ ok: false, field: 'id', message: '缺少参数 id' });
    expect(parseRequest(api.public.getAnnouncementInfo, undefined)).toMatchObject({ ok: false, field: '', message: '缺少参数' });
  });

  it('a wrong value: the check’s message, or the field named', () => {
    expect(parseRequest(api.customer.sendBindMobileCode, { mobile: '123' })).toEqual({
      ok: false,
      field: 'mobile',
      message: '请输入正确的手机号',
    });
    expect(parseRequest(api.public.getAnnouncementInfo, { id: 'abc' })).toEqual({ ok: false, field: 'id', message: '参数 id 的值不正确' });
    expect(parseRequest(api.public.getAnnouncementInfo, 'text')).toMatchObject({ ok: false, message: '请求参数不正确' });
    expect(parseRequest(api.customer.setSalePwd, { salePwd: '123456', loginPwd: 'x' })).toMatchObject({ message: '请输入交易密码并确认' });
  });
});
