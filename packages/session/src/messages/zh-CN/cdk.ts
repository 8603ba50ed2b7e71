// The card-key (cdk) area (issue 13): a short link's landing, redeeming a key, its redemptions.
// A lazy part: list 'cdk' in the `messages` of the routes that use it.
export const cdk = {
  'cdk.loading': '正在查询卡密',
} as const;
