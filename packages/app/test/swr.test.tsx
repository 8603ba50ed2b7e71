import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { mutate, SWRConfig } from 'swr';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { supply } from '@shop/session/contract/supply';
import { describe, expect, it } from 'vitest';
import { useAccount } from '../src/features/account/account.ts';
import { useUnbind } from '../src/features/account/bindings.ts';
import { useSetSalePassword } from '../src/features/account/salePassword.ts';
import { preloadApi } from '../src/data/preload.ts';
import { useApi, shouldRetry, swrConfig } from '../src/data/swr.ts';
import { getEffects } from '../src/effects/store.ts';
import { RequestError, isBusinessError } from '../src/request/errors.ts';
import { PageScope } from '../src/request/PageScope.tsx';
import { account, envelope, logIn } from './fixtures.ts';
import { Providers } from './render.tsx';
import { hangingAccountRead, server } from './server.ts';

const ACCOUNT = '*/inside/inter/getAccount';
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

/** Counts calls to getAccount answered by `answer`. */
function countAccountCalls(answer: () => Response | Promise<Response>) {
  const counter = { calls: 0 };
  server.use(
    http.post(ACCOUNT, () => {
      counter.calls += 1;
      return answer();
    }),
  );
  return counter;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** A page (its own PageScope) that a button takes away and brings back, as leaving and coming back. */
function TogglablePage({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((v) => !v)}>
        toggle
      </button>
      {shown && <PageScope>{children}</PageScope>}
    </>
  );
}

/** SWR re-renders only for the fields read during render, so read them there (not later in the test). */
function useAccountState() {
  const { data, error } = useAccount();
  return { data, error };
}

describe('retries (SWR): never 4xx, business or session codes; others at most 3 times', () => {
  it('500 is tried 1 + 3 times', async () => {
    const counter = countAccountCalls(() => new HttpResponse(null, { status: 500 }));
    const { result } = renderHook(() => useAccountState(), { wrapper });
    await waitFor(() => expect(counter.calls).toBe(4));
    await settle();
    expect(counter.calls).toBe(4);
    expect(result.current.error?.kind).toBe('http');
  });

  it('a network error is tried 1 + 3 times', async () => {
    const counter = countAccountCalls(() => HttpResponse.error());
    renderHook(() => useAccountState(), { wrapper });
    await waitFor(() => expect(counter.calls).toBe(4));
    await settle();
    expect(counter.calls).toBe(4);
  });

  it.each([
    ['HTTP 400', () => new HttpResponse(null, { status: 400 })],
    ['HTTP 404', () => new HttpResponse(null, { status: 404 })],
    ['a business code', () => HttpResponse.json({ code: 4001, msg: '账号已冻结' })],
    ['-2', () => HttpResponse.json({ code: -2, msg: '登录失效' })],
    ['403', () => HttpResponse.json({ code: 403, msg: '无权限' })],
  ])('%s is not retried', async (_name, answer) => {
    const counter = countAccountCalls(answer);
    const { result } = renderHook(() => useAccountState(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    await settle();
    expect(counter.calls).toBe(1);
  });

  it('shouldRetry by kind', () => {
    const e = (kind: RequestError['kind'], status?: number) => new RequestError(kind, '', { path: '/x', status });
    expect(shouldRetry(e('http', 503))).toBe(true);
    expect(shouldRetry(e('http', 408))).toBe(false);
    expect(shouldRetry(e('timeout'))).toBe(true);
    expect(shouldRetry(e('malformed'))).toBe(true);
    expect(shouldRetry(e('business'))).toBe(false);
    expect(shouldRetry(e('session'))).toBe(false);
    expect(shouldRetry(e('forbidden'))).toBe(false);
  });
});

describe('reads', () => {
  it('useAccount gives the typed account', async () => {
    countAccountCalls(() => HttpResponse.json(envelope(1000, account)));
    const { result } = renderHook(() => useAccountState(), { wrapper });
    await waitFor(() => expect(result.current.data?.nickname).toBe('张三'));
  });

  it('a fresh cache per test: nothing carried over from the test before', () => {
    // No handler: a call would fail; the hook is disabled and the cache is empty.
    const { result } = renderHook(() => useAccount({ enabled: false }), { wrapper });
    expect(result.current.data).toBeUndefined();
  });

  it('a read is aborted when its page unmounts: no toast, no error shown', async () => {
    const { reached, aborted } = hangingAccountRead();
    function AccountName() {
      const { data } = useAccount();
      return <p>{data?.nickname ?? '…'}</p>;
    }
    render(
      <TogglablePage>
        <AccountName />
      </TogglablePage>,
      { wrapper },
    );
    await reached;
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await waitFor(() => expect(aborted()).toBe(true));
    await settle();
    expect(getEffects().toasts).toEqual([]);
  });

  it('coming back to a page whose read was aborted shows loading, not an error', async () => {
    let calls = 0;
    server.use(
      http.post(ACCOUNT, async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    const seen: string[] = [];
    function AccountName() {
      const { data, error } = useAccount();
      seen.push(error ? `error:${error.kind}` : data ? 'data' : 'loading');
      return <p>{data?.nickname ?? '…'}</p>;
    }
    render(
      <TogglablePage>
        <AccountName />
      </TogglablePage>,
      { wrapper },
    );
    await waitFor(() => expect(calls).toBe(1));
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await settle();
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(seen.filter((s) => s.startsWith('error'))).toEqual([]);
  });
});

describe('writes (useSWRMutation)', () => {
  it('a successful write revalidates the account', async () => {
    logIn();
    const counter = countAccountCalls(() => HttpResponse.json(envelope(1000, account)));
    let body = '';
    server.use(
      http.post('*/inside/inter/doUnbindQq', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json(envelope(1000));
      }),
    );
    const { result } = renderHook(() => ({ account: useAccountState(), unbind: useUnbind('qq') }), { wrapper });
    await waitFor(() => expect(result.current.account.data).toBeDefined());
    expect(counter.calls).toBe(1);
    await act(() => result.current.unbind.trigger({ salePwd: '1234' }));
    expect(body).toBe('salePwd=1234');
    await waitFor(() => expect(counter.calls).toBe(2));
  });

  it('a business error rejects with the server msg and does not revalidate', async () => {
    const counter = countAccountCalls(() => HttpResponse.json(envelope(1000, account)));
    server.use(http.post('*/inside/inter/setSalePwd', () => HttpResponse.json({ code: 2002, msg: '登录密码错误' })));
    const { result } = renderHook(() => ({ account: useAccountState(), set: useSetSalePassword() }), { wrapper });
    await waitFor(() => expect(result.current.account.data).toBeDefined());
    let error: unknown;
    await act(async () => {
      error = await result.current.set.trigger({ salePwd: ['1', '1'], loginPwd: 'x' }).catch((e: unknown) => e);
    });
    expect(isBusinessError(error)).toBe(true);
    expect((error as RequestError).message).toBe('登录密码错误');
    await waitFor(() => expect(result.current.set.error?.message).toBe('登录密码错误'));
    await settle();
    expect(counter.calls).toBe(1);
    expect(getEffects().toasts).toEqual([]);
  });
});

describe('preloadApi: a read started before its page renders', () => {
  const LIST = '*/supply/inter/getCardList';
  const body = { page: 1, pageSize: 20, keyword: '', match: 'contains', note: '', goodsId: 13 } as const;

  function countListCalls() {
    const counter = { calls: 0 };
    server.use(
      http.post(LIST, async () => {
        counter.calls += 1;
        await delay(50);
        return HttpResponse.json(envelope(1000, { list: [], total: counter.calls, page: 1, pageSize: 20 }));
      }),
    );
    return counter;
  }

  it('the page’s first useApi with the same body takes its answer: one call', async () => {
    logIn();
    const counter = countListCalls();
    preloadApi(supply.getCardList, body);
    expect(counter.calls).toBe(0); // the request starts once the client has planned it (a microtask)
    const { result } = renderHook(() => useApi(supply.getCardList, body).data, { wrapper });
    await waitFor(() => expect(result.current?.total).toBe(1));
    await settle();
    expect(counter.calls).toBe(1);
  });

  it('a page that mounts once the answer is in the cache draws it at once: no call and no render more', async () => {
    logIn();
    const counter = countListCalls();
    // The app's own cache (no test provider): where the preloaded answer is put.
    await preloadApi(supply.getCardList, body);
    const drawn: string[] = [];
    function Probe() {
      const { data, isValidating } = useApi(supply.getCardList, body);
      drawn.push(`${data?.total ?? 'none'}${isValidating ? ' validating' : ''}`);
      return null;
    }
    const { unmount } = render(
      <SWRConfig value={swrConfig}>
        <Probe />
      </SWRConfig>,
    );
    await settle();
    unmount();
    await mutate(() => true, undefined, { revalidate: false });
    expect(counter.calls).toBe(1);
    // Before: drawn ['1 validating', '1'] and the answer asked for again on mount.
    expect(drawn).toEqual(['1']);
  });

  it('a cache emptied since (a log-out) asks again: the preloaded answer is not drawn from nowhere', async () => {
    logIn();
    const counter = countListCalls();
    await preloadApi(supply.getCardList, body);
    // A fresh cache, as after a log-out: the hook takes the preloaded call, whose answer it then draws.
    const { result } = renderHook(() => useApi(supply.getCardList, body).data, { wrapper });
    await waitFor(() => expect(result.current?.total).toBe(1));
    await settle();
    expect(counter.calls).toBe(1);
  });

  it('asks nothing without a login (the guard sends the visitor to log in)', async () => {
    localStorage.clear();
    const counter = countListCalls();
    preloadApi(supply.getCardList, body);
    await settle();
    expect(counter.calls).toBe(0);
  });
});
