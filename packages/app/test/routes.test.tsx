import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogs } from '../src/logs/logStore.ts';
import { installGlobalErrorHandlers } from '../src/logs/globalErrors.ts';
import { RootLayout } from '../src/routes/RootLayout.tsx';
import { RouteErrorBoundary } from '../src/routes/RouteErrorBoundary.tsx';
import { saveUserInfo } from '../src/storage/browserDb.ts';
import { setCookie } from './fixtures.ts';
import { renderRoutes } from './render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('kaboom');
}

describe('an error boundary per route', () => {
  it('a broken page shows an error in its place, is logged, and the app keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports caught errors
    const { router } = renderRoutes(
      [
        {
          Component: RootLayout,
          children: [
            { path: '/broken', Component: Broken, ErrorBoundary: RouteErrorBoundary },
            { path: '/fine', Component: () => <h1>好页面</h1>, ErrorBoundary: RouteErrorBoundary },
          ],
        },
      ],
      '/broken',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(getLogs().map((l) => [l.type, l.message])).toContainEqual(['error', 'route error: kaboom']);
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: '好页面' })).toBeInTheDocument();
  });
});

describe('navigation progress', () => {
  it('shows a progress bar while a navigation is under way', async () => {
    let release!: () => void;
    const gate = new Promise<null>((resolve) => (release = () => resolve(null)));
    const { router } = renderRoutes(
      [
        {
          Component: RootLayout,
          children: [
            { path: '/', Component: () => <h1>起点</h1> },
            { path: '/slow', loader: () => gate, Component: () => <h1>慢页面</h1> },
          ],
        },
      ],
      '/',
    );
    await screen.findByRole('heading', { name: '起点' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    let navigation!: Promise<void>;
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(await screen.findByRole('progressbar', { name: '页面加载进度' })).toBeInTheDocument();
    release();
    await act(() => navigation);
    expect(await screen.findByRole('heading', { name: '慢页面' })).toBeInTheDocument();
    // It fills up, fades and leaves.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('the global error handler (R8.3)', () => {
  it('logs uncaught errors and unhandled rejections as "<info>: <message>", with user meta', async () => {
    const target = new EventTarget();
    const uninstall = installGlobalErrorHandlers(target as unknown as Window);
    setCookie('uuid', 'u-9');
    await saveUserInfo({ nickname: '王五' });
    target.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'Uncaught TypeError' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('chunk failed');
    target.dispatchEvent(rejection);
    const noError = new ErrorEvent('error', { message: 'Script error.' });
    target.dispatchEvent(noError);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after uninstall') }));

    const logs = getLogs();
    expect(logs.map((l) => l.message)).toEqual([
      'window error: x is undefined',
      'unhandled rejection: chunk failed',
      'window error: Script error.',
    ]);
    expect(logs.every((l) => l.type === 'error')).toBe(true);
    expect(logs[0]?.meta).toMatchObject({ uuid: 'u-9', userInfo: { nickname: '王五' }, url: location.href });
    await waitFor(() => expect(logs[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
  });
});
