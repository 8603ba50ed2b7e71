/** 1536 → "1.5 KB". Binary units, as operating systems show file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

let digits: Intl.NumberFormat | undefined;
/**
 * One formatter for every amount: `toLocaleString` with options builds a new one per call, which
 * made a 20-row stock page spend ~1 ms per amount on a loaded machine (npm run bench).
 */
const yuanDigits = () => (digits ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Money as every screen shows it: ¥1,288.50 (the currency sign, grouped thousands, two decimals).
 * The one formatter of the ui; amounts arrive in yuan (numbers), as the API gives them.
 */
export function formatYuan(value: number): string {
  const shown = yuanDigits().format(Math.abs(value));
  // The sign goes before the currency sign (-¥3.20); a value that rounds to zero shows no sign.
  return `${value < 0 && shown !== '0.00' ? '-' : ''}¥${shown}`;
}
