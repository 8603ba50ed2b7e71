// Card keys are never shown in full in a list or a screenshot-friendly view until the user reveals
// them (issue 6). The one masking rule every view uses: keep enough to tell keys apart (the first
// and last four characters of a long key, the last two of a short one), hide the rest, and keep the
// separators so the key's shape still reads (`ABCD-****-****-WXYZ`).

/** The character that stands for a hidden one. */
export const CARD_MASK_CHAR = '*';

const SEPARATOR = /[-\s_./:]/;

/** How many leading and trailing characters (separators not counted) stay visible. */
function visibleEnds(length: number): { start: number; end: number } {
  if (length >= 12) return { start: 4, end: 4 };
  if (length >= 6) return { start: 0, end: 2 };
  return { start: 0, end: 0 };
}

/**
 * A card number or password as a list shows it before it is revealed. Empty stays empty (a key
 * without a password); a key of five characters or fewer is hidden completely.
 */
export function maskCardKey(value: string): string {
  const chars = Array.from(value);
  const significant = chars.filter((c) => !SEPARATOR.test(c)).length;
  const { start, end } = visibleEnds(significant);
  let seen = 0;
  return chars
    .map((c) => {
      if (SEPARATOR.test(c)) return c;
      seen += 1;
      return seen <= start || seen > significant - end ? c : CARD_MASK_CHAR;
    })
    .join('');
}

/** Whether a shown value is a masked one (it hides at least one character). */
export function isMaskedCardKey(value: string): boolean {
  return value.includes(CARD_MASK_CHAR);
}
