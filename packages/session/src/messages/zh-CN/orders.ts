// Order screens: my orders, order detail with card keys, logistics, card-key void and refund, resale card keys, visitor orders and order lookup (chadan).
// A lazy part: list 'orders' in the `messages` of the routes that use it.
export const orders = {
  'orders.title': '订单',
} as const;
