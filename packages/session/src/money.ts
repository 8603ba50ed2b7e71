// The customer's money screens (accountmoney, collectMoney, transMoney, selfLevel): amounts typed in
// yuan become integer cents here, and what a withdrawal costs is computed in cents with the back end's
// rule (mocks/handlers/customer/money.ts), so a preview never drifts by a fen from what the server takes.
// The server decides; these only say what the screen shows while the customer types.

/** An amount typed in yuan ("12", "12.3", "12.34"; at most two decimals): integer cents, or null when it is not one. */
export function centsOfInput(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents as the amount field shows them ("1288.50"): the "all" button fills this. */
export function inputOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan on the wire (at most two decimals) from integer cents. */
export const yuanOfCents = (cents: number): number => Math.round(cents) / 100;

/** Integer cents from yuan as the wire carries them. */
export const centsOfYuan = (yuan: number): number => Math.round(yuan * 100);

export interface WithdrawQuote {
  feeCents: number;
  /** What reaches the account: the amount less the fee (never below 0). */
  arrivesCents: number;
}

/**
 * What a withdrawal costs: `feeRate` percent of the amount (0.5 = 0.5 %), rounded half up to the fen,
 * at least `minFeeCents`; the fee comes out of the amount.
 */
export function withdrawQuote(amountCents: number, feeRate: number, minFeeCents: number): WithdrawQuote {
  // The rate in hundredths of a percent keeps the product an integer (no float sums).
  const basisPoints = Math.round(feeRate * 100);
  const percentFee = Math.floor((amountCents * basisPoints + 5000) / 10000);
  const feeCents = Math.max(percentFee, minFeeCents);
  return { feeCents, arrivesCents: Math.max(0, amountCents - feeCents) };
}

/** Why an amount cannot be withdrawn, checked before asking the server (it checks again), else null. */
export function withdrawAmountProblem(
  amountCents: number | null,
  limits: { availableCents: number; minimumCents: number },
): 'invalid' | 'belowMinimum' | 'overAvailable' | null {
  if (amountCents === null || amountCents <= 0) return 'invalid';
  if (amountCents < limits.minimumCents) return 'belowMinimum';
  if (amountCents > limits.availableCents) return 'overAvailable';
  return null;
}

export interface LevelProgress {
  /** 0 … 1, whole percents rounded down (100 % only when it is reached). */
  ratio: number;
  /** What is still missing to the price, in cents (0 when the balance covers it). */
  missingCents: number;
}

/** How far the balance is from paying a level's upgrade price (the growth bar of selfLevel and recharge). */
export function levelProgress(balanceCents: number, priceCents: number): LevelProgress {
  if (priceCents <= 0) return { ratio: 1, missingCents: 0 };
  const percent = Math.floor((Math.max(0, balanceCents) * 100) / priceCents);
  return { ratio: Math.min(100, percent) / 100, missingCents: Math.max(0, priceCents - balanceCents) };
}

/** Where a level stands against mine: mine, above (may be bought) or below (refused by the server). */
export function levelStanding(levelSort: number, mySort: number): 'current' | 'higher' | 'lower' {
  return levelSort === mySort ? 'current' : levelSort > mySort ? 'higher' : 'lower';
}
