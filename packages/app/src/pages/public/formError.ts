import { isRequestError } from '../../request/errors.ts';

/**
 * What a form shows when its call failed: the server's msg for a refusal, the transport's message
 * for a failed call (its toast is gone after 3 s; the form keeps saying it). Nothing for an ended
 * session or a 403 (the dialog or the forbidden page already speaks) nor for an abort.
 */
export function formErrorOf(error: unknown): string | null {
  if (!isRequestError(error)) return error instanceof Error ? error.message : null;
  switch (error.kind) {
    case 'session':
    case 'forbidden':
    case 'aborted':
      return null;
    default:
      return error.message;
  }
}
