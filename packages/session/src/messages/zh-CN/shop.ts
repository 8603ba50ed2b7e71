// Shop screens: goods directories and lists, price lists, goods detail and buying, payment, recharge and return pages, price check (chajia).
// A lazy part: list 'shop' in the `messages` of the routes that use it.
export const shop = {
  'shop.title': '商品',
} as const;
