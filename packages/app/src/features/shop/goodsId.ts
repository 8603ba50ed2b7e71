/** The goods id of `/inside/buyGoods?id=`: a positive integer, null otherwise (no call is made). */
export function goodsIdFrom(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : null;
}
