import { describe, expect, it, vi } from 'vitest';
import { errorMessageOf, readStateOf, withSideReads } from '../src/data/readState.ts';
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

describe('withSideReads: a page read with the reads beside it (chaos walk)', () => {
  const failed = (mutate = vi.fn()) => ({
    ...idle,
    error: new RequestError('http', '服务器开小差了', { path: '/d', status: 502 }),
    mutate,
  });

  it('nothing beside failed: the page read as it is', () => {
    const main = { ...idle, data: { list: [1] } };
    expect(withSideReads(main, { ...idle, data: [] })).toBe(main);
  });

  it('a read beside failed: its failure is the page’s, with the rows still there; retry reads it (not the main) again', () => {
    const mainMutate = vi.fn();
    const side = failed();
    const read = withSideReads({ ...idle, data: { list: [1] }, mutate: mainMutate }, { ...idle, data: [] }, side);
    expect(readStateOf(read)).toMatchObject({ error: '服务器开小差了', loading: false, retrying: false });
    expect(read.data).toEqual({ list: [1] });
    read.mutate();
    expect(side.mutate).toHaveBeenCalledTimes(1);
    expect(mainMutate).not.toHaveBeenCalled();
  });

  it('the main read’s own failure comes first; retry reads every failed one again', () => {
    const main = failed();
    const side = failed();
    const read = withSideReads(main, side);
    expect(read.error).toBe(main.error);
    read.mutate();
    expect(main.mutate).toHaveBeenCalledTimes(1);
    expect(side.mutate).toHaveBeenCalledTimes(1);
  });

  it('retrying while a failed read beside runs again', () => {
    expect(readStateOf(withSideReads({ ...idle, data: 1 }, { ...failed(), isValidating: true })).retrying).toBe(true);
  });
});
