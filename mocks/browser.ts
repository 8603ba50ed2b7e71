import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export const worker = setupWorker(...handlers);

/** Starts the service worker for the dev app and mock builds. */
export async function startMockWorker(): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
