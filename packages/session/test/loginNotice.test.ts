import { describe, expect, it } from 'vitest';
import { buildLoginNotice, LOGIN_NOTICE_MS, loginLogsOf, type LoginNotice } from '../src/index.ts';
import { renderMessage, zhCN } from '../src/messages/index.ts';

const current = { IP: '116.23.8.1', Address: '广东省深圳市', LoginTime: '2026-11-22 09:00:00' };
const lastSame = { IP: '116.23.8.9', Address: '广东省深圳市', LoginTime: '2026-11-20 21:13:45' };
const lastOther = { IP: '61.135.1.2', Address: '北京市', LoginTime: '2026-11-19 08:01:02' };

const ok = (logs: unknown) => ({ code: 1000, msg: 'ok', data: { logs } });
const render = (notice: LoginNotice | null) =>
  notice && { title: renderMessage(zhCN, notice.title), lines: notice.lines.map((line) => renderMessage(zhCN, line)), tone: notice.tone };

describe('R2.10 the login notice', () => {
  it('current login only: "登录成功" with IP and location, 5 s, bottom-right', () => {
    const notice = buildLoginNotice(ok([current]));
    expect(render(notice)).toEqual({
      title: '登录成功',
      lines: ['本次登录IP：116.23.8.1', '本次登录地点：广东省深圳市'],
      tone: 'success',
    });
    expect(notice).toMatchObject({ address: null, placement: 'bottom-right', durationMs: 5000 });
    expect(LOGIN_NOTICE_MS).toBe(5000);
  });

  it('R2.11: same location as last time adds "登录地址无异常"', () => {
    expect(render(buildLoginNotice(ok([current, lastSame])))).toEqual({
      title: '登录成功',
      lines: [
        '本次登录IP：116.23.8.1',
        '本次登录地点：广东省深圳市',
        '上次登录IP：116.23.8.9',
        '上次登录地点：广东省深圳市',
        '上次登录时间：2026-11-20 21:13:45',
        '登录地址无异常',
      ],
      tone: 'success',
    });
  });

  it('R2.12: a different location adds "登录地址与上次不一致" in warning style', () => {
    const notice = buildLoginNotice(ok([current, lastOther]));
    expect(notice?.address).toBe('differs');
    expect(render(notice)?.lines.at(-1)).toBe('登录地址与上次不一致');
    expect(notice?.tone).toBe('warning');
  });

  it('compares locations after trimming; missing values show a dash', () => {
    expect(buildLoginNotice(ok([current, { ...lastSame, Address: ' 广东省深圳市 ' }]))?.address).toBe('normal');
    expect(render(buildLoginNotice(ok([{ IP: '', Address: null, LoginTime: 1 }])))?.lines).toEqual(['本次登录IP：-', '本次登录地点：-']);
  });

  it('only the first two entries count', () => {
    expect(loginLogsOf(ok([current, lastOther, lastSame]))).toHaveLength(2);
  });

  it.each([
    ['network failure', null],
    ['error code', { code: 500, msg: 'x', data: { logs: [current] } }],
    ['session ended', { code: -2, msg: 'x' }],
    ['no logs', ok([])],
    ['logs not a list', ok({ current })],
    ['entry not an object', ok(['x'])],
    ['no data', { code: 1000 }],
    ['not an object', 'oops'],
  ])('R2.13: %s → no notice', (_, envelope) => {
    expect(buildLoginNotice(envelope)).toBeNull();
  });
});
