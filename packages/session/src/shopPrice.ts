// My shop's price (doShopPrice): what my visitors pay for a goods. The server decides; the app shows
// this as a preview while the owner types, with the same arithmetic as the back end's rule: a markup
// in percent on my cost (my level's price), a fixed price, or the retail price when nothing is set.

export type ShopPriceSetting = { mode: 'percent'; value: number } | { mode: 'fixed'; value: number } | { mode: 'clear' };

/** Yuan, two decimals; `cost` and `retail` in yuan. Rounded to the fen as the server does (half up). */
export function shopPriceFor(cost: number, retail: number, setting: ShopPriceSetting): number {
  const toFen = (yuan: number) => Math.round(yuan * 100);
  switch (setting.mode) {
    case 'percent':
      return Math.round((toFen(cost) * (100 + setting.value)) / 100) / 100;
    case 'fixed':
      return toFen(setting.value) / 100;
    case 'clear':
      return toFen(retail) / 100;
  }
}
