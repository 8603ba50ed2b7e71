import { describe, expect, it } from 'vitest';
import { decideFailure, globalErrorEntry, HTTP_STATUSES_OF_SPEC, httpStatusMessage } from '../src/index.ts';
import { renderMessage, zhCN } from '../src/messages/index.ts';
import { en } from '../src/messages/en/index.ts';

const now = new Date(2026, 10, 22, 9, 5, 7);

describe('R8.2 HTTP status → message', () => {
  it.each([
    [400, 'Request error', '请求错误'],
    [401, 'Unauthorized, please log in', '未授权，请重新登录'],
    [403, 'Access denied', '拒绝访问'],
    [404, 'Request address error: /inside/inter/nope', '请求地址出错: /inside/inter/nope'],
    [408, 'Request timeout', '请求超时'],
    [500, 'Internal server error', '服务器内部错误'],
    [501, 'Service not implemented', '服务未实现'],
    [502, 'Gateway error', '网关错误'],
    [503, 'Service unavailable', '服务不可用'],
    [504, 'Gateway timeout', '网关超时'],
    [505, 'HTTP version not supported', 'HTTP版本不受支持'],
  ])('%i', (status, english, chinese) => {
    const ref = httpStatusMessage(status, '/inside/inter/nope');
    expect(renderMessage(en, ref)).toBe(english);
    expect(renderMessage(zhCN, ref)).toBe(chinese);
  });

  it('covers exactly the statuses of the spec table', () => {
    expect(HTTP_STATUSES_OF_SPEC).toEqual([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);
  });

  it('other statuses name their number', () => {
    expect(renderMessage(zhCN, httpStatusMessage(418, '/x'))).toBe('请求失败（418）');
  });
});

describe('R8.1 failure → toast + error log entry "data request exception"', () => {
  it('status failure', () => {
    const decision = decideFailure({ kind: 'status', status: 404 }, { url: '/inside/x', now, uuid: 'u-1' });
    expect(renderMessage(zhCN, decision.toast)).toBe('请求地址出错: /inside/x');
    expect(decision.log).toEqual({
      message: 'data request exception',
      type: 'error',
      time: '2026-11-22 09:05:07',
      meta: { title: { key: 'log.requestException' }, url: '/inside/x', status: 404, uuid: 'u-1' },
    });
  });

  it('timeout reads like 408; network and malformed have their own messages', () => {
    expect(decideFailure({ kind: 'timeout' }, { url: '/x', now }).toast).toEqual({ key: 'http.408' });
    expect(decideFailure({ kind: 'network' }, { url: '/x', now }).toast).toEqual({ key: 'http.network' });
    const malformed = decideFailure({ kind: 'malformed', detail: 'code: missing' }, { url: '/x', now, userInfo: { id: 1 } });
    expect(malformed.toast).toEqual({ key: 'http.malformed' });
    expect(malformed.log.meta).toMatchObject({ detail: 'code: missing', userInfo: { id: 1 } });
  });
});

describe('R8.3 global error handler', () => {
  it('logs type error with "<info>: <message>"', () => {
    expect(globalErrorEntry('render OrderList', new TypeError('x is undefined'), now)).toEqual({
      message: 'render OrderList: x is undefined',
      type: 'error',
      time: '2026-11-22 09:05:07',
      meta: {},
    });
  });
  it('non-Error values are turned into text', () => {
    expect(globalErrorEntry('i', 'boom', now).message).toBe('i: boom');
    expect(globalErrorEntry('i', { a: 1 }, now).message).toBe('i: {"a":1}');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(globalErrorEntry('i', circular, now).message).toBe('i: [object Object]');
    expect(globalErrorEntry('i', undefined, now).message).toBe('i: undefined');
  });
});
