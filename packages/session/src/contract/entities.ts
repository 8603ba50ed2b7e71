// The server's entities as they travel in `data` (screens.md, "Domain" and "Details worth matching").
// The spec shows none of them (§3 "not shown"); these shapes are our design, shared by every area's
// endpoints, the app's pages and the mock database. Money is yuan with two decimals on the wire.
import * as v from 'valibot';
import { amount, count, dateTime, maybeDateTime } from './define.ts';
import {
  announcementSummarySchema,
  deliveryTypes,
  deliveryTypeSchema,
  directorySchema,
  goodsStatuses,
  goodsStatusSchema,
  goodsSummarySchema,
  levelRefSchema,
  payMethods,
  payMethodSchema,
  serviceContactsSchema,
  decorationBlockSchema,
} from './storefront.ts';

// The entities the storefront and the log-in read first live in storefront.ts (so `/` and `/login` carry
// only them); they are part of this catalogue of entities all the same.
export {
  decorationBlockSchema,
  directorySchema,
  deliveryTypes,
  deliveryTypeSchema,
  goodsStatuses,
  goodsStatusSchema,
  goodsSummarySchema,
  payMethods,
  payMethodSchema,
  announcementSummarySchema,
  serviceContactsSchema,
  levelRefSchema,
};

const id = count;

// ---- levels and customers ----

export const levelSchema = v.object({
  id: id(),
  name: v.string(),
  /** Position in the ladder, 1 for the entry level. */
  sort: count(),
  /** What upgrading to this level costs; 0 for the entry level. */
  upgradePrice: amount(),
  /** Percent of the retail price this level pays when a goods has no price of its own for it (100 = retail). */
  discount: v.pipe(v.number(), v.minValue(1), v.maxValue(100)),
  benefits: v.array(v.string()),
  icon: v.string(),
});

// ---- catalogue ----

/** What kind of contact a visitor must leave for a goods. */
export const contactKindSchema = v.picklist(['any', 'mobile', 'email', 'qq']);

/** A custom input the buyer fills in (recharge account, server, role name …). */
export const inputFieldSchema = v.object({
  name: v.string(),
  label: v.string(),
  type: v.picklist(['text', 'password', 'number', 'select', 'checkbox', 'radio', 'textarea']),
  placeholder: v.string(),
  required: v.boolean(),
  /** A regular expression (source text) the value must match, or null. */
  pattern: v.nullable(v.string()),
  errorText: v.string(),
  /** Choices of select, radio and checkbox. */
  options: v.array(v.string()),
});

/** "Buy N or more: P each"; the highest threshold at or below the quantity wins. */
export const wholesaleTierSchema = v.object({ minQuantity: count(), price: amount() });

/**
 * A type / option of a goods (screens.md "Buy form": option chips each with its price), e.g. 月卡 /
 * 季卡 / 年卡. `price` is what the caller pays per unit for it (their level applied); `stock` is its own.
 */
export const goodsOptionSchema = v.object({ id: id(), name: v.string(), price: amount(), stock: count() });

export const levelPriceSchema = v.object({ levelId: id(), levelName: v.string(), price: amount() });

export const goodsDetailSchema = v.object({
  ...goodsSummarySchema.entries,
  /** Rich HTML from the server: the app sanitises it before showing it. */
  description: v.string(),
  levelPrices: v.array(levelPriceSchema),
  inputs: v.array(inputFieldSchema),
  contactKind: contactKindSchema,
  /** Whether the buyer may set a query password that guards the delivered keys. */
  queryPwdEnabled: v.boolean(),
  wholesale: v.array(wholesaleTierSchema),
  /** The goods' types / options; empty when it has none. With options, one must be chosen and its price applies. */
  options: v.array(goodsOptionSchema),
  /** Card goods whose buyer may pick specific keys by their preview, for each key's surcharge (shop.getPickableKeys). */
  pickKeys: v.boolean(),
  /** Whether an order needs a solved captcha (shop.getCaptcha) from this caller: visitors do. */
  captchaRequired: v.boolean(),
  supplierName: v.string(),
  hideStock: v.boolean(),
  membersOnly: v.boolean(),
  /** Whether the logged-in caller has it in their favorites (false for visitors). */
  favorite: v.boolean(),
});

// ---- orders and card keys ----

export const orderStatuses = [
  'unpaid',
  'paid',
  'processing',
  'delivered',
  'refunded',
  'closed',
  'complained',
  'expired',
  'abnormal',
] as const;
export const orderStatusSchema = v.picklist(orderStatuses);

/** A delivered card key as the buyer sees it. */
export const deliveredCardSchema = v.object({ id: id(), cardNo: v.string(), password: v.string() });

export const expressSchema = v.object({
  company: v.string(),
  trackingNo: v.string(),
  status: v.picklist(['pending', 'shipping', 'signed']),
  /** Newest first. */
  events: v.array(v.object({ time: dateTime(), text: v.string() })),
});

export const orderSummarySchema = v.object({
  orderNo: v.string(),
  goodsId: id(),
  goodsName: v.string(),
  goodsCover: v.string(),
  deliveryType: deliveryTypeSchema,
  quantity: count(),
  unitPrice: amount(),
  amount: amount(),
  payMethod: v.nullable(payMethodSchema),
  status: orderStatusSchema,
  /** The contact the buyer left (masked in public answers). */
  contact: v.string(),
  createdAt: dateTime(),
  paidAt: maybeDateTime(),
});

export const orderDetailSchema = v.object({
  ...orderSummarySchema.entries,
  discount: amount(),
  rechargeAccount: v.nullable(v.string()),
  inputs: v.array(v.object({ label: v.string(), value: v.string() })),
  deliveredAt: maybeDateTime(),
  cards: v.array(deliveredCardSchema),
  /** Manual delivery content, a recharge result, or the reason of an abnormal order. */
  deliveryText: v.nullable(v.string()),
  express: v.nullable(expressSchema),
  hasQueryPwd: v.boolean(),
  remark: v.string(),
  complaintId: v.nullable(id()),
});

export const cardStatuses = ['unsold', 'sold', 'locked', 'repealed'] as const;
export const cardStatusSchema = v.picklist(cardStatuses);

/** A card key of the stock (supplier and admin views). */
export const cardKeySchema = v.object({
  id: id(),
  goodsId: id(),
  goodsName: v.string(),
  cardNo: v.string(),
  password: v.string(),
  batch: v.string(),
  status: cardStatusSchema,
  importedAt: dateTime(),
  soldAt: maybeDateTime(),
  soldOrderNo: v.nullable(v.string()),
  note: v.string(),
  /** What a buyer who picks a specific key sees of it ('' when none); never the key itself. */
  preview: v.string(),
  /** Extra charge for picking this key (0 when none). */
  surcharge: amount(),
  /** The goods option (type) the key is sold under, for goods with options; null otherwise. */
  optionId: v.optional(v.nullable(id()), null),
  optionName: v.optional(v.string(), ''),
});

// ---- money ----

export const fundTypes = ['recharge', 'purchase', 'refund', 'transfer_in', 'transfer_out', 'commission', 'withdrawal'] as const;
export const fundTypeSchema = v.picklist(fundTypes);

export const fundLogSchema = v.object({
  id: id(),
  type: fundTypeSchema,
  /** Signed: positive in, negative out. */
  amount: amount(),
  balanceAfter: amount(),
  remark: v.string(),
  orderNo: v.nullable(v.string()),
  createdAt: dateTime(),
});

/** A payment the customer made: an order, a recharge, a level or a shop. */
export const payRecordSchema = v.object({
  id: id(),
  kind: v.picklist(['order', 'recharge', 'level', 'vip']),
  orderNo: v.string(),
  title: v.string(),
  channel: payMethodSchema,
  amount: amount(),
  status: v.picklist(['pending', 'paid', 'failed', 'closed']),
  createdAt: dateTime(),
  paidAt: maybeDateTime(),
});

export const withdrawChannelSchema = v.picklist(['alipay', 'wechat', 'bank']);

export const withdrawalSchema = v.object({
  id: id(),
  amount: amount(),
  fee: amount(),
  /** What arrives: amount − fee. */
  actual: amount(),
  channel: withdrawChannelSchema,
  /** The destination account, masked. */
  account: v.string(),
  accountName: v.string(),
  mode: v.picklist(['auto', 'manual']),
  status: v.picklist(['processing', 'done', 'failed']),
  message: v.string(),
  createdAt: dateTime(),
  finishedAt: maybeDateTime(),
});

export const transferSchema = v.object({
  id: id(),
  direction: v.picklist(['in', 'out']),
  /** The other side's login name, masked. */
  counterparty: v.string(),
  amount: amount(),
  remark: v.string(),
  createdAt: dateTime(),
});

// ---- complaints, messages, announcements, favorites ----

export const complaintStatuses = ['open', 'replied', 'closed'] as const;
export const complaintStatusSchema = v.picklist(complaintStatuses);

export const complaintMessageSchema = v.object({
  id: id(),
  from: v.picklist(['customer', 'staff', 'supplier']),
  author: v.string(),
  content: v.string(),
  images: v.array(v.string()),
  createdAt: dateTime(),
});

export const complaintSummarySchema = v.object({
  id: id(),
  orderNo: v.string(),
  goodsName: v.string(),
  type: v.picklist(['presale', 'aftersale']),
  reason: v.string(),
  title: v.string(),
  status: complaintStatusSchema,
  createdAt: dateTime(),
  updatedAt: dateTime(),
});

export const complaintSchema = v.object({
  ...complaintSummarySchema.entries,
  content: v.string(),
  images: v.array(v.string()),
  /** The thread, oldest first. */
  messages: v.array(complaintMessageSchema),
});

export const messageSchema = v.object({
  id: id(),
  type: v.picklist(['system', 'order', 'promotion', 'account']),
  title: v.string(),
  /** Rich HTML from the server: sanitise before showing. */
  content: v.string(),
  read: v.boolean(),
  createdAt: dateTime(),
});

export const announcementSchema = v.object({
  ...announcementSummarySchema.entries,
  /** Rich HTML from the server (may hold anything): the app sanitises it. */
  html: v.string(),
  views: count(),
});

export const favoriteSchema = v.object({ id: id(), goods: goodsSummarySchema, createdAt: dateTime() });

// ---- promotion ----

export const inviteeSchema = v.object({
  id: id(),
  nickname: v.string(),
  level: v.string(),
  contact: v.string(),
  totalSpend: amount(),
  totalRecharge: amount(),
  registeredAt: dateTime(),
  status: v.picklist(['active', 'disabled']),
});

export const commissionSchema = v.object({
  id: id(),
  orderNo: v.string(),
  invitee: v.string(),
  goodsName: v.string(),
  orderAmount: amount(),
  commission: amount(),
  status: v.picklist(['pending', 'collectable', 'collected']),
  createdAt: dateTime(),
});

export const collectRecordSchema = v.object({
  id: id(),
  amount: amount(),
  balanceAfter: amount(),
  createdAt: dateTime(),
});

// ---- vip (reseller) sites ----

export const vipVersionSchema = v.object({
  id: id(),
  name: v.string(),
  /** Price per year. */
  price: amount(),
  features: v.array(v.string()),
  /** How many child sites it allows (0: none). */
  childSites: count(),
  ownDomain: v.boolean(),
  supplyRight: v.boolean(),
  /** Percent the parent earns on a child site's sales. */
  childCommission: v.number(),
  /** Percent the platform keeps of the sales of goods the site supplies (versions with supply right; 0 otherwise). */
  supplyFee: v.number(),
  sort: count(),
});

export const vipSiteSchema = v.object({
  id: id(),
  name: v.string(),
  title: v.string(),
  /** The site's path on the main domain (`/s/{path}`); fixed when the site is opened. */
  path: v.string(),
  /** The bound sub-domain label (`{subDomain}{subDomainSuffix}`), null when none; locked until unbound. */
  subDomain: v.nullable(v.string()),
  /** What follows the label, e.g. `.yunka.example.com`. */
  subDomainSuffix: v.string(),
  /** Own domain, once bound. */
  domain: v.nullable(v.string()),
  /** Whether the own domain's CNAME record points at `cnameTarget` (checked by the server). */
  domainVerified: v.boolean(),
  /** Where the own domain's CNAME record must point. */
  cnameTarget: v.string(),
  logo: v.string(),
  /** Markdown. */
  notice: v.string(),
  service: serviceContactsSchema,
  version: v.object({ id: id(), name: v.string() }),
  expiresAt: dateTime(),
  markupPercent: v.number(),
  rounding: v.picklist(['none', 'round', 'up']),
  showMainGoods: v.boolean(),
  status: v.picklist(['active', 'expired', 'disabled']),
  createdAt: dateTime(),
});

export const childSiteSchema = v.object({
  id: id(),
  name: v.string(),
  path: v.string(),
  owner: v.string(),
  version: v.string(),
  status: v.picklist(['active', 'expired', 'disabled']),
  commissionRate: v.number(),
  orders: count(),
  turnover: amount(),
  createdAt: dateTime(),
  expiresAt: dateTime(),
});

export const vipCustomerSchema = v.object({
  id: id(),
  loginName: v.string(),
  nickname: v.string(),
  level: levelRefSchema,
  contact: v.string(),
  balance: amount(),
  totalSpend: amount(),
  orders: count(),
  status: v.picklist(['active', 'disabled']),
  registeredAt: dateTime(),
});

/** A goods as a vip site sells it: the main goods plus the site's own name, markup and switch. */
export const vipGoodsSchema = v.object({
  id: id(),
  goodsId: id(),
  name: v.string(),
  ownName: v.string(),
  dirId: id(),
  dirName: v.string(),
  cover: v.string(),
  deliveryType: deliveryTypeSchema,
  /** The main site's status of the goods (off or sold out there means not buyable on the site either). */
  goodsStatus: goodsStatusSchema,
  /** The main site's retail price. */
  retail: amount(),
  /** What the merchant pays (their level price). */
  cost: amount(),
  /** What the site's visitors pay: retail plus markup, rounded by the site's rule, never below cost. */
  price: amount(),
  /** What the site's registered customers pay: cost plus markup, rounded, never below cost. */
  memberPrice: amount(),
  markupPercent: v.number(),
  stock: count(),
  /** Quantities sold on the site. */
  salesToday: count(),
  salesYesterday: count(),
  salesWeek: count(),
  salesTotal: count(),
  visible: v.boolean(),
});

export const vipDirectorySchema = v.object({
  id: id(),
  dirId: id(),
  /** The main directory's parent (the tree), null at the top. */
  parentDirId: v.nullable(id()),
  name: v.string(),
  ownName: v.string(),
  visible: v.boolean(),
  sort: count(),
  /** Goods of the site in this directory. */
  goodsCount: count(),
});

export const vipPageSchema = v.object({
  id: id(),
  title: v.string(),
  /** Path under the site, e.g. `about`. */
  path: v.string(),
  html: v.string(),
  visible: v.boolean(),
  updatedAt: dateTime(),
});

// ---- supply ----

export const supplierGoodsSchema = v.object({
  id: id(),
  name: v.string(),
  cover: v.string(),
  dirName: v.string(),
  deliveryType: deliveryTypeSchema,
  costPrice: amount(),
  retailPrice: amount(),
  /** Unsold keys (card goods) or the stock figure (others). */
  stock: count(),
  locked: count(),
  sold: count(),
  status: goodsStatusSchema,
  /** The goods' options (types): a key is imported under one of them and sold with it; empty when none. */
  options: v.optional(v.array(v.object({ id: id(), name: v.string() })), []),
});

/** A manual order a supplier fulfils by hand. */
export const handOrderSchema = v.object({
  orderNo: v.string(),
  goodsId: id(),
  goodsName: v.string(),
  quantity: count(),
  amount: amount(),
  contact: v.string(),
  inputs: v.array(v.object({ label: v.string(), value: v.string() })),
  status: v.picklist(['pending', 'delivered', 'refunded']),
  deliveryText: v.nullable(v.string()),
  /** The buyer's note on the order. */
  remark: v.string(),
  createdAt: dateTime(),
  paidAt: maybeDateTime(),
  deliveredAt: maybeDateTime(),
});

/** A settlement (booked) record of a supplier. */
export const settlementSchema = v.object({
  id: id(),
  orderNo: v.string(),
  goodsName: v.string(),
  quantity: count(),
  costAmount: amount(),
  fee: amount(),
  settleAmount: amount(),
  status: v.picklist(['pending', 'settled']),
  createdAt: dateTime(),
  settledAt: maybeDateTime(),
});

// ---- card-key (cdk) redemption ----

/** `void`: withdrawn by the seller, never redeemable. */
export const cdkStatusSchema = v.picklist(['unused', 'used', 'expired', 'void']);

export const cdkInfoSchema = v.object({
  /** The key, masked except its last 4 characters. */
  code: v.string(),
  kind: v.picklist(['balance', 'goods']),
  /** What it is worth: an amount of balance or a goods. */
  value: amount(),
  goodsName: v.nullable(v.string()),
  status: cdkStatusSchema,
  expiresAt: dateTime(),
  /** Goods keys: how the goods is delivered, the contact it asks for and its recharge inputs (the redeem form's fields). */
  deliveryType: v.nullable(deliveryTypeSchema),
  contactKind: v.nullable(contactKindSchema),
  inputs: v.array(inputFieldSchema),
});

export const cdkRedemptionSchema = v.object({
  id: id(),
  code: v.string(),
  /** The account it was redeemed into (masked). */
  account: v.string(),
  value: amount(),
  status: v.picklist(['success', 'processing', 'failed']),
  message: v.string(),
  /** Goods keys: the order the redemption placed (look it up like any order), null for balance keys. */
  orderNo: v.nullable(v.string()),
  /** Card goods: the keys delivered by it. */
  cards: v.array(deliveredCardSchema),
  createdAt: dateTime(),
});

// ---- decoration (the block schema lives in storefront.ts: the home page reads the published layout) ----

export const decorationLayoutSchema = v.object({
  /** The site it decorates: 0 for the main site. */
  siteId: count(),
  siteName: v.string(),
  /** The saved draft. */
  blocks: v.array(decorationBlockSchema),
  updatedAt: dateTime(),
  publishedAt: maybeDateTime(),
  /** Whether the draft is what visitors see (published and not changed since). */
  published: v.boolean(),
});

export type Level = v.InferOutput<typeof levelSchema>;
export type Directory = v.InferOutput<typeof directorySchema>;
export type DeliveryType = v.InferOutput<typeof deliveryTypeSchema>;
export type GoodsStatus = v.InferOutput<typeof goodsStatusSchema>;
export type WholesaleTier = v.InferOutput<typeof wholesaleTierSchema>;
export type GoodsOption = v.InferOutput<typeof goodsOptionSchema>;
export type InputField = v.InferOutput<typeof inputFieldSchema>;
export type GoodsSummary = v.InferOutput<typeof goodsSummarySchema>;
export type GoodsDetail = v.InferOutput<typeof goodsDetailSchema>;
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;
export type PayMethod = v.InferOutput<typeof payMethodSchema>;
export type Express = v.InferOutput<typeof expressSchema>;
export type DeliveredCard = v.InferOutput<typeof deliveredCardSchema>;
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;
export type CardStatus = v.InferOutput<typeof cardStatusSchema>;
export type CardKey = v.InferOutput<typeof cardKeySchema>;
export type FundType = v.InferOutput<typeof fundTypeSchema>;
export type FundLog = v.InferOutput<typeof fundLogSchema>;
export type PayRecord = v.InferOutput<typeof payRecordSchema>;
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
export type Transfer = v.InferOutput<typeof transferSchema>;
export type ComplaintStatus = v.InferOutput<typeof complaintStatusSchema>;
export type ComplaintMessage = v.InferOutput<typeof complaintMessageSchema>;
export type ComplaintSummary = v.InferOutput<typeof complaintSummarySchema>;
export type Complaint = v.InferOutput<typeof complaintSchema>;
export type Message = v.InferOutput<typeof messageSchema>;
export type AnnouncementSummary = v.InferOutput<typeof announcementSummarySchema>;
export type Announcement = v.InferOutput<typeof announcementSchema>;
export type Favorite = v.InferOutput<typeof favoriteSchema>;
export type Invitee = v.InferOutput<typeof inviteeSchema>;
export type Commission = v.InferOutput<typeof commissionSchema>;
export type CollectRecord = v.InferOutput<typeof collectRecordSchema>;
export type VipVersion = v.InferOutput<typeof vipVersionSchema>;
export type ServiceContacts = v.InferOutput<typeof serviceContactsSchema>;
export type VipSite = v.InferOutput<typeof vipSiteSchema>;
export type ChildSite = v.InferOutput<typeof childSiteSchema>;
export type VipCustomer = v.InferOutput<typeof vipCustomerSchema>;
export type VipGoods = v.InferOutput<typeof vipGoodsSchema>;
export type VipDirectory = v.InferOutput<typeof vipDirectorySchema>;
export type VipPage = v.InferOutput<typeof vipPageSchema>;
export type SupplierGoods = v.InferOutput<typeof supplierGoodsSchema>;
export type HandOrder = v.InferOutput<typeof handOrderSchema>;
export type Settlement = v.InferOutput<typeof settlementSchema>;
export type CdkInfo = v.InferOutput<typeof cdkInfoSchema>;
export type CdkRedemption = v.InferOutput<typeof cdkRedemptionSchema>;
export type DecorationLayout = v.InferOutput<typeof decorationLayoutSchema>;
