// Customer-area screens: home page, dashboard, account security, messages, real-name verification.
// A lazy part: list 'account' in the `messages` of the routes that use it.
export const account = {
  'account.title': '用户中心',
} as const;
