// After-sale and shop-owner screens: goods log, favourites, complaints and their threads, order content, my prices (doShopPrice).
// A lazy part: list 'aftersale' in the `messages` of the routes that use it.
export const aftersale = {
  'aftersale.title': '售后',
} as const;
