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

/**
 * 1288.5 → "1,288.50" (for a value ≥ 0). Not Intl.NumberFormat: the first formatter a page builds loads
 * ICU's locale data, ~25 ms of the home page's start-up at phone speed (4× CPU slowdown), for digits that
 * need no locale. Rounds like Intl (half up on the number as written, so 1.005 → 1.01): the shortest
 * decimal string shifted by two places, not `value * 100`, whose binary error would give 100.4999….
 */
function yuanDigits(value: number): string {
  const written = String(value);
  const cents = written.includes('e') ? Math.round(value * 100) : Math.round(Number(`${written}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Money as every screen shows it: ¥1,288.50 (the currency sign, grouped thousands, two decimals).
 * The one formatter of the ui; amounts arrive in yuan (numbers), as the API gives them.
 */
export function formatYuan(value: number): string {
  const shown = yuanDigits(Math.abs(value));
  // The sign goes before the currency sign (-¥3.20); a value that rounds to zero shows no sign.
  return `${value < 0 && shown !== '0.00' ? '-' : ''}¥${shown}`;
}

/**
 * A server's text with its money figures ("余额充值 ¥1258.43") in the one format (¥1,258.43), so a
 * title never disagrees with the amount beside it.
 */
export function formatYuanIn(text: string): string {
  return text.replace(/¥\s?(\d+(?:\.\d+)?)(?![\d,])/g, (_, digits: string) => formatYuan(Number(digits)));
}
