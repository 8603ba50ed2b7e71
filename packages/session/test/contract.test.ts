import { describe, expect, it } from 'vitest';
import { allEndpoints, api, isSuccess, parseData, parseEnvelope } from '../src/contract/index.ts';
import * as v from 'valibot';

const SPEC_CUSTOMER_CALLS = [
  'getAccount',
  'updateFrontCustomer',
  'updateFrontLoginPwd',
  'setSalePwd',
  'setNewSalePwd',
  'setSalePwdStatus',
  'getWeixinBind',
  'doWeixinBind',
  'doWeixinBindDelete',
  'doUnbindQq',
  'doUnbindWx',
  'doUnbindMn',
  'doUnbindWc',
  'getPromotionCustomerStatus',
  'getPromotionCustomerList',
  'getPromotionCollect',
  'doPromotionCollect',
  'getPromotionCollects',
  'getPromotionLink',
  'getPromotionPoster',
  'getAllPromotionDetails',
  'getAllPromotionTotal',
  'sendBindMobileCode',
  'doMobileBind',
  'sendUnbindMobileCode',
  'doMobileUnbind',
  'getEmailBind',
  'doEmailBind',
  'doOpenApiStatus',
  'doOpenApi',
  'doOpenApiKey',
  'doShopPrice',
  'doUpdateLoginName',
  'getLastTwoLoginLog',
];

describe('R7.3 the spec’s customer calls are in the contract', () => {
  it('every call of the §7 table, POST, under /inside/inter/, marked as from the spec', () => {
    const paths = allEndpoints()
      .filter((e) => e.source === 'spec')
      .map((e) => e.path);
    for (const name of SPEC_CUSTOMER_CALLS) expect(paths).toContain(`/inside/inter/${name}`);
    expect(paths).toContain('/inside/uploadFile');
    for (const e of allEndpoints().filter((x) => x.source === 'spec')) expect(e.method).toBe('POST');
  });

  it('uploadFile is multipart; calls without a body send none; setSalePwd repeats arrays', () => {
    expect(api.customer.uploadFile.encoding).toBe('multipart');
    expect(api.customer.getAccount.encoding).toBe('none');
    expect(api.customer.getLastTwoLoginLog.encoding).toBe('none');
    expect(api.customer.setSalePwd.encoding).toBe('form-repeat');
    expect(api.customer.doMobileBind.encoding).toBe('form');
  });

  it('ids and paths are unique', () => {
    const all = allEndpoints();
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length);
  });
});

describe('R3.1 envelope parsing', () => {
  it('reads code, msg, data, keyDay; numeric-string codes count', () => {
    expect(parseEnvelope({ code: '1000', msg: 'ok', data: { a: 1 }, keyDay: 3 })).toEqual({
      ok: true,
      value: { code: 1000, msg: 'ok', data: { a: 1 }, keyDay: 3 },
    });
    expect(parseEnvelope({ code: 1000 })).toEqual({ ok: true, value: { code: 1000, msg: '', data: undefined, keyDay: undefined } });
    expect(parseEnvelope({ code: -2, msg: null })).toMatchObject({ ok: true, value: { msg: '' } });
  });

  it.each([null, 'text', '<html>502 Bad Gateway</html>', [], {}, { code: 'ok' }, { code: 1000, msg: 5 }])('%j is malformed', (body) => {
    const result = parseEnvelope(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.detail).not.toBe('');
  });

  it('R7.4 / R9.4 success is code 1000', () => {
    expect(isSuccess({ code: 1000 })).toBe(true);
    expect(isSuccess({ code: 0 })).toBe(false);
  });

  it('data is checked against the endpoint’s shape', () => {
    const good = { logs: [{ IP: '1.1.1.1', Address: '上海市', LoginTime: '2026-11-22 10:00:00' }] };
    expect(parseData(api.customer.getLastTwoLoginLog, good)).toEqual({ ok: true, value: good });
    const bad = parseData(api.customer.getLastTwoLoginLog, { logs: [{ IP: 1 }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.detail).toContain('/inside/inter/getLastTwoLoginLog');
  });

  it('a failure’s detail stays short however big the wrong value (found by the response fuzz)', () => {
    // valibot's message quotes what it received: a million-character field made a million-character log entry.
    const huge = 'é'.repeat(1_000_000);
    const bad = parseData(api.customer.getUnreadCount, { count: huge });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.detail.length).toBeLessThan(400);
      expect(bad.detail).toMatch(/^\/inside\/inter\/getUnreadCount: count: .*…$/);
    }
    const envelope = parseEnvelope({ code: huge });
    expect(envelope.ok).toBe(false);
    if (!envelope.ok) expect(envelope.detail.length).toBeLessThan(600);
  });

  it('numeric request fields accept numeric strings, as a form body carries them', () => {
    const parsed = v.safeParse(api.customer.doShopPrice.request, { goodsId: '12', mode: 'percent', value: '5.5' });
    expect(parsed.success && parsed.output).toEqual({ goodsId: 12, mode: 'percent', value: 5.5 });
    expect(v.safeParse(api.customer.doShopPrice.request, { goodsId: '1x', mode: 'percent', value: '1' }).success).toBe(false);
    expect(v.safeParse(api.customer.setSalePwdStatus.request, { status: '1', salePwd: 'x' }).success).toBe(true);
    expect(v.safeParse(api.customer.setSalePwdStatus.request, { status: '2', salePwd: 'x' }).success).toBe(false);
  });
});
