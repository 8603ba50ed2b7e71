// What a failed call rejects with. One class with a `kind`, so callers switch on it:
// a form shows `error.message` for `business` (the server's msg) and keeps what was typed.

export type RequestErrorKind =
  /** A well-formed answer with a code other than 1000 and no session meaning (R4.12): `message` is the server's msg. */
  | 'business'
  /** -1 / -2 / -3: the session ended; the logout dialog is shown (R4.8–R4.11). */
  | 'session'
  /** Code 403: the app went to /403 (R2.9). */
  | 'forbidden'
  /** A non-2xx HTTP status (R8.1, R8.2): a toast was shown and the failure logged. */
  | 'http'
  /** No answer: offline, DNS, refused, CORS. Toast and log as for HTTP failures. */
  | 'network'
  /** The 2-hour timeout (or a shorter per-request one) elapsed (R9.2). Toast and log. */
  | 'timeout'
  /** The body was not the envelope, or `data` did not match the contract. Toast and log. */
  | 'malformed'
  /** The caller's signal aborted (its page unmounted): nothing is shown. */
  | 'aborted';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  /** The endpoint path that was called. */
  readonly path: string;
  /** Envelope code (business, session, forbidden). */
  readonly code?: number;
  /** HTTP status (http). */
  readonly status?: number;
  /** The envelope's `data` of a business error, when the server sent one. */
  readonly data?: unknown;

  constructor(kind: RequestErrorKind, message: string, details: { path: string; code?: number; status?: number; data?: unknown }) {
    super(message);
    this.kind = kind;
    this.path = details.path;
    if (details.code !== undefined) this.code = details.code;
    if (details.status !== undefined) this.status = details.status;
    if (details.data !== undefined) this.data = details.data;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/** A business error: show `error.message` (the server's msg) next to the form. */
export function isBusinessError(error: unknown): error is RequestError & { kind: 'business'; code: number } {
  return error instanceof RequestError && error.kind === 'business';
}

/** Errors the user was already told about (dialog, page, toast) or that nobody waits for. */
export function isHandledError(error: unknown): boolean {
  return error instanceof RequestError && error.kind !== 'business';
}
