/** Money arithmetic in cents, so 0.1 + 0.2 stays 0.30. */
export function timesYuan(unit: number, quantity: number): number {
  return Math.round(Math.round(unit * 100) * quantity) / 100;
}
