/** Joins class names, skipping everything that is not a non-empty string: `cx('a', on && 'b')`. */
export function cx(...parts: unknown[]): string {
  let out = '';
  for (const part of parts) if (typeof part === 'string' && part) out = out ? `${out} ${part}` : part;
  return out;
}
