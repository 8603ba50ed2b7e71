// Card keys are never shown in full in a list or a screenshot-friendly view until the user reveals
// them. The one masking rule every view uses: keep enough to tell keys apart (the first
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

/** A key's masked forms, as `maskCard` adds them. */
export interface MaskedForms {
  readonly maskedCardNo: string;
  readonly maskedPassword: string;
}

/** Keeps a masked form on the card that first asked for it (not enumerable, as the getter it replaces). */
function keep(card: object, key: keyof MaskedForms, value: string): string {
  Object.defineProperty(card, key, { value });
  return value;
}

/** The prototype of every masked key: each masked form is worked out when first read, then kept. */
const maskedForms: MaskedForms = {
  get maskedCardNo() {
    return keep(this, 'maskedCardNo', maskCardKey((this as unknown as { cardNo: string }).cardNo));
  },
  get maskedPassword() {
    return keep(this, 'maskedPassword', maskCardKey((this as unknown as { password: string }).password));
  },
};

/**
 * A delivered key with the masked forms a list shows until the user reveals it. The masked forms are
 * worked out when first read, once: an order of 5,000 keys renders only its visible rows, and masking
 * them all up front was a 30–50 ms task before the first row (npm run bench). They live on the key's
 * prototype, so making the 5,000 keys is a copy of each and no more: an object literal with two getters
 * each (two closures a key) took ~10 ms for 5,000 at a page load's first run, ~0.7 ms now.
 * A copy made with spread has no masked forms: mask the copy (`maskCard({ ...key, state })`).
 */
export function maskCard<T extends { cardNo: string; password: string }>(card: T): T & MaskedForms {
  // Masked forms that come with the key (a key masked before) are not taken: they are the rule's.
  if (Object.hasOwn(card, 'maskedCardNo') || Object.hasOwn(card, 'maskedPassword')) {
    const { maskedCardNo: _cardNo, maskedPassword: _password, ...key } = card as T & Partial<MaskedForms>;
    return Object.assign(Object.create(maskedForms) as MaskedForms, key) as T & MaskedForms;
  }
  return Object.assign(Object.create(maskedForms) as MaskedForms, card);
}

/** Whether a shown value is a masked one (it hides at least one character). */
export function isMaskedCardKey(value: string): boolean {
  return value.includes(CARD_MASK_CHAR);
}
