import { describe, expect, it, vi } from 'vitest';
import { errorMessageOf, readStateOf } from '../src/pages/readState.ts';
import { RequestError } from '../src/request/errors.ts';

const idle = { data: undefined, error: undefined, isLoading: false, isValidating: false, mutate: () => undefined };

describe('readStateOf: an SWR read as the state props of a view', () => {
  it('first load: loading, not refreshing', () => {
    expect(readStateOf({ ...idle, isLoading: true, isValidating: true })).toMatchObject({ loading: true, refreshing: false, error: null });
  });

  it('another page on its way with the previous one shown: refreshing, not loading', () => {
    expect(readStateOf({ ...idle, data: { list: [] }, isLoading: true, isValidating: true })).toMatchObject({
      loading: false,
      refreshing: true,
    });
  });

  it('a background revalidation of a shown answer is neither', () => {
    expect(readStateOf({ ...idle, data: { list: [] }, isValidating: true })).toMatchObject({ loading: false, refreshing: false });
  });

  it('a failure says why; retrying while it runs again; onRetry runs the read again', () => {
    const mutate = vi.fn();
    const error = new RequestError('network', '网络连接失败', { path: '/x' });
    const state = readStateOf({ ...idle, error, isValidating: true, mutate });
    expect(state).toMatchObject({ error: '网络连接失败', retrying: true, loading: false });
    state.onRetry();
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessageOf', () => {
  it("the server's msg of a refusal and the transport's message", () => {
    expect(errorMessageOf(new RequestError('business', '交易密码错误', { path: '/x', code: 1001 }))).toBe('交易密码错误');
    expect(errorMessageOf(new RequestError('timeout', '请求超时', { path: '/x' }))).toBe('请求超时');
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
  });

  it('nothing where a dialog or the forbidden page already speaks, or for an abort', () => {
    for (const kind of ['session', 'forbidden', 'aborted'] as const)
      expect(errorMessageOf(new RequestError(kind, 'x', { path: '/x' }))).toBeNull();
    expect(errorMessageOf('not an error')).toBeNull();
  });
});
