// A logged-in shopper's account (balance, level, roles) and favourites: what storefront pages such as
// the buy form call besides the shop's own calls. A module of its own so they do not load the whole
// customer area; `customer` (customer.ts) carries the same endpoints.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, int, noBody, ok, paged, pageQuery } from './define.ts';
import { favoriteSchema } from './entities.ts';
import { levelRefSchema } from './storefront.ts';

const e = areaEndpoints('customer', '/inside/inter/');

export const bindingSchema = v.object({
  bound: v.boolean(),
  /** The bound account's display name (nickname, masked number or address); '' when unbound. */
  account: v.string(),
  boundAt: v.nullable(v.string()),
});

export const bindingTypes = ['weixin', 'qq', 'mp', 'wc', 'mobile', 'email'] as const;

/** The roles a customer account may hold besides buying: a vip site of their own, supplying goods. */
export const customerRoleSchema = v.picklist(['vip', 'supplier']);

export const accountSchema = v.object({
  id: count(),
  loginName: v.string(),
  nickname: v.string(),
  avatar: v.string(),
  qq: v.string(),
  level: levelRefSchema,
  balance: amount(),
  frozenBalance: amount(),
  inviteCode: v.string(),
  /** Whether the login name may still be changed (once only). */
  loginNameChangeable: v.boolean(),
  salePwd: v.object({ set: v.boolean(), enabled: v.boolean() }),
  openApi: v.object({
    enabled: v.boolean(),
    /** Status toggle: on and enabled means calls are accepted. */
    status: v.boolean(),
    appId: v.string(),
    /** The key, masked except its last 4 characters; the full key comes only from doOpenApiKey. */
    keyMasked: v.string(),
  }),
  bindings: v.object({
    weixin: bindingSchema,
    qq: bindingSchema,
    mp: bindingSchema,
    wc: bindingSchema,
    mobile: bindingSchema,
    email: bindingSchema,
  }),
  roles: v.array(customerRoleSchema),
  createdAt: dateTime(),
});

export const account = {
  getAccount: e('getAccount', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'The logged-in customer: profile, level, balance, sale password, open API, bindings and roles.' : '',
    request: noBody,
    response: accountSchema,
  }),
  getFavoriteList: e('getFavoriteList', {
    auth: 'user',
    summary: DOCS ? 'My favorite goods, newest first.' : '',
    request: v.object({ ...pageQuery }),
    response: paged(favoriteSchema),
  }),
  doFavorite: e('doFavorite', {
    auth: 'user',
    summary: DOCS ? 'Add a goods to my favorites.' : '',
    request: v.object({ goodsId: int() }),
    response: favoriteSchema,
  }),
  doFavoriteDelete: e('doFavoriteDelete', {
    auth: 'user',
    summary: DOCS ? 'Remove a goods from my favorites.' : '',
    request: v.object({ goodsId: int() }),
    response: ok,
  }),
} as const;
