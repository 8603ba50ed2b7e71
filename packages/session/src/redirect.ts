import { ROUTES } from './constants.ts';

const MAX_REDIRECT_LENGTH = 2048;
// Control characters, whitespace of any kind and backslashes: browsers strip or rewrite them
// while parsing a URL ("/\t/evil.com" and "/\evil.com" both become "//evil.com").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/**
 * A `redirect` query is only ever followed to a same-origin path (R4.5 and the login page).
 * Accepts `/path?query#hash`; rejects absolute and protocol-relative URLs, `/\host`, `javascript:`,
 * whitespace and control characters, and the same tricks hidden behind percent-encoding.
 */
export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return false;
  // As written, a path has no raw whitespace, control characters or backslashes at all.
  if (UNSAFE_CHARS.test(value) || !startsLikeOwnPath(value)) return false;
  // A router, server or later `location` assignment may decode once more: each decoding must
  // still start like a path of this origin. Encoded spaces inside the path stay allowed.
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeLeniently(current);
    if (decoded === current) return true;
    if (!startsLikeOwnPath(decoded.replace(STRIPPED_BY_URL_PARSER, ''))) return false;
    current = decoded;
  }
  return false; // still changing after several decodings: too clever to trust
}

// The WHATWG URL parser drops tabs and newlines anywhere and trims C0 controls and spaces at the ends.
// eslint-disable-next-line no-control-regex
const STRIPPED_BY_URL_PARSER = /[\t\n\r]|^[\u0000-\u0020]+/g;

/**
 * decodeURIComponent, or, where the text holds a stray `%` (as `/search?q=100%`), a decoding of
 * just the ASCII escapes: those are the ones that could hide a slash, backslash or control character.
 */
function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** One leading slash, not followed by another slash or a backslash. */
function startsLikeOwnPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** The path to go to after log-in: the redirect when it is safe, else the fallback. */
export function safeRedirect(value: unknown, fallback: string = ROUTES.home): string {
  return isSafeRedirect(value) ? value : fallback;
}
