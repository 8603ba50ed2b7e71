// An order number from the address, in a module without the contract: the order page reads it, and so do
// a page load's first reads (routes/earlyReads.ts), which go out with the entry.

/** An order number as the server writes them (letters, digits, dashes), else null. */
export function orderNoFrom(value: string | null): string | null {
  const trimmed = (value ?? '').trim();
  return /^[A-Za-z0-9_-]{4,40}$/.test(trimmed) ? trimmed : null;
}
