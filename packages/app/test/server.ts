import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { account, envelope, frameHandlers } from './fixtures.ts';

/**
 * Only the frames' reads by default (every rendered page sits in a frame that asks for them); each
 * test states what else the server answers (architecture.md, Mocks).
 */
export const server = setupServer(...frameHandlers());

/** The bodies of the calls of an endpoint (its path ends with `path`) as the server receives them, from now on. */
export function bodiesSentTo(path: string): string[] {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
  });
  return bodies;
}

/**
 * The account read held open (never answered): `reached` resolves once the server has the call,
 * `aborted()` says whether the server has seen it aborted since.
 */
export function hangingAccountRead(): { reached: Promise<void>; aborted: () => boolean } {
  let serverAborted = false;
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http.post('*/inside/inter/getAccount', async ({ request }) => {
      request.signal.addEventListener('abort', () => (serverAborted = true));
      arrived();
      await delay('infinite');
      return HttpResponse.json(envelope(1000, account));
    }),
  );
  return { reached, aborted: () => serverAborted };
}
