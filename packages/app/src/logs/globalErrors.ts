import { logError } from './logStore.ts';

/**
 * R8.3: the global error handler. Uncaught errors and unhandled promise rejections become error
 * log entries "<info>: <message>". Returns a function that removes the listeners.
 */
export function installGlobalErrorHandlers(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onError = (event: ErrorEvent) => {
    logError('window error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logError('unhandled rejection', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
