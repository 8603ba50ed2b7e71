// The card-key (cdk) area (spec §2 "Card-key area", no login): a short link's landing, redeeming a key
// into an account, and querying redemptions by key. Paths are ours, under /cdk/inter/.
import * as v from 'valibot';
import { areaEndpoints, DOCS } from './define.ts';
import { optionalText, requestId, text } from './fields.ts';
import { cdkInfoSchema, cdkRedemptionSchema } from './entities.ts';

const e = areaEndpoints('cdk', '/cdk/inter/');

const cdkCode = () =>
  v.pipe(
    v.string('请输入卡密'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/, '卡密格式不正确，应为XXXX-XXXX-XXXX-XXXX'),
  );

const shortId = () => v.pipe(v.string('链接无效'), v.trim(), v.regex(/^[A-Za-z0-9]{4,16}$/, '链接无效'));

export const cdk = {
  getShortInfo: e('getShortInfo', {
    auth: 'none',
    summary: DOCS ? '/cdk/short/:short: what the key behind a short link is worth and whether it can still be redeemed.' : '',
    request: v.object({ short: shortId() }),
    response: v.object({ short: v.string(), title: v.string(), description: v.string(), cdk: cdkInfoSchema }),
  }),
  getCdkInfo: e('getCdkInfo', {
    auth: 'none',
    summary: DOCS ? '/cdk/recharge: check a key before redeeming it.' : '',
    request: v.object({ code: cdkCode() }),
    response: cdkInfoSchema,
  }),
  doRecharge: e('doRecharge', {
    auth: 'none',
    summary: DOCS
      ? 'Redeem a key (by its code, or by the short link that carries it) once. Balance keys credit a customer (login name, bound mobile or e-mail in `account`). Goods keys place a paid order of one unit at no cost, checked like a purchase: `account` fills the goods’ account input, `inputs[name]` the others, `contact` the contact it asks for (default: the account); card keys come back at once, recharges finish later. A used, void, expired or unknown key is refused and a refusal never uses it. Once per client `requestId`: a retry whose first answer was lost, a double click or a second tab answers the first redemption again (the same id with another key, account or input is refused).'
      : '',
    request: v.object({
      code: v.optional(cdkCode()),
      short: v.optional(shortId()),
      account: text('充值账号', 50),
      contact: optionalText('联系方式', 50),
      inputs: v.optional(v.record(v.string(), v.string()), {}),
      requestId: requestId(),
    }),
    response: cdkRedemptionSchema,
  }),
  getOrderList: e('getOrderList', {
    auth: 'none',
    summary: DOCS ? '/cdk/order: the redemptions of a key, newest first (accounts masked).' : '',
    request: v.object({ code: cdkCode() }),
    response: v.object({ cdk: cdkInfoSchema, list: v.array(cdkRedemptionSchema) }),
  }),
} as const;
