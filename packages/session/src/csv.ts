// A .csv export (the supplier's settlement records): RFC 4180 quoting, a BOM so spreadsheet
// programs read the Chinese text as UTF-8, and no cell a spreadsheet would run as a formula.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as written; text quoted when needed, a leading formula character defused with '. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: a header row and the rows, CRLF line ends, with a BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
