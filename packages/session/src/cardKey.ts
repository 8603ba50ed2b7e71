// Card keys are never shown in full in a list or a screenshot-friendly view until the user reveals
// them (issue 6). The one masking rule every view uses: keep enough to tell keys apart (the first
// and last four characters of a long key, the last two of a short one), hide the rest, and keep the
// separators so the key's shape still reads (`ABCD-****-****-WXYZ`).

/** The character that stands for a hidden one. */
export const CARD_MASK_CHAR = '*';

const SEPARATOR = /[-\s_./:]/;

/** Letters and digits (the bulk of every key) answer without the regular expression. */
function isSeparator(c: string): boolean {
  const code = c.charCodeAt(0);
  if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return false;
  return SEPARATOR.test(c);
}

/** How many leading and trailing characters (separators not counted) stay visible. */
function visibleEnds(length: number): { start: number; end: number } {
  if (length >= 12) return { start: 4, end: 4 };
  if (length >= 6) return { start: 0, end: 2 };
  return { start: 0, end: 0 };
}

/**
 * A card number or password as a list shows it before it is revealed. Empty stays empty (a key
 * without a password); a key of five characters or fewer is hidden completely. Cheap enough to run
 * over thousands of keys as they arrive (one pass to count, one to build).
 */
export function maskCardKey(value: string): string {
  if (value === '') return '';
  const chars = Array.from(value);
  const separator = chars.map(isSeparator);
  let significant = 0;
  for (const isSep of separator) if (!isSep) significant += 1;
  const { start, end } = visibleEnds(significant);
  let seen = 0;
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    if (separator[i]) out += c;
    else {
      seen += 1;
      out += seen <= start || seen > significant - end ? c : CARD_MASK_CHAR;
    }
  }
  return out;
}

/**
 * A delivered key with the masked forms a list shows until the user reveals it. The masked forms are
 * worked out when first read, once: an order of 5,000 keys renders only its visible rows, and masking
 * them all up front was a 30–50 ms task before the first row (npm run bench).
 */
export function maskCard<T extends { cardNo: string; password: string }>(card: T): T & { maskedCardNo: string; maskedPassword: string } {
  let maskedCardNo: string | undefined;
  let maskedPassword: string | undefined;
  return {
    ...card,
    get maskedCardNo() {
      return (maskedCardNo ??= maskCardKey(card.cardNo));
    },
    get maskedPassword() {
      return (maskedPassword ??= maskCardKey(card.password));
    },
  };
}

/** Whether a shown value is a masked one (it hides at least one character). */
export function isMaskedCardKey(value: string): boolean {
  return value.includes(CARD_MASK_CHAR);
}
