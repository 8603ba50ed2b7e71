// The mock database's rows. They reuse the contract's entity types (its enums and fields), with two
// deliberate differences: money is integer cents in a field named `…Cents`, and times are epoch
// milliseconds (numbers) under the contract's names. The handlers' views turn rows into wire shapes.
import type {
  CardKey,
  CdkRedemption,
  ComplaintMessage,
  Complaint,
  DecorationBlock,
  DeliveryType,
  Directory,
  FundLog,
  GoodsDetail,
  GoodsLog,
  Level,
  Message,
  Announcement,
  OrderStatus,
  PayMethod,
  PayRecord,
  Settlement,
  ShopStyle,
  TokenScope,
  VipPage,
  VipSite,
  VipVersion,
  Withdrawal,
  CardRepeal,
} from '@shop/session/contract';
import type { ClockBase } from './clock.ts';

/**
 * A contract entity as stored: the money keys `M` become `…Cents` integers, the time keys `T` epoch
 * milliseconds (nullable where the contract's are), the keys `D` are dropped (derived when answering).
 */
export type Stored<E, M extends keyof E = never, T extends keyof E = never, D extends keyof E = never> = Omit<E, M | T | D> & {
  [K in M as `${K & string}Cents`]: number;
} & { [K in T]: null extends E[K] ? number | null : number };

export type PlatformBinding = 'weixin' | 'qq' | 'mp' | 'wc';

export interface BindingRow {
  /** What the account shows: the platform nickname. */
  account: string;
  openId: string;
  boundAt: number;
}

export interface CustomerRow {
  id: number;
  loginName: string;
  /** Plain text: this is a mock. */
  password: string;
  nickname: string;
  avatar: string;
  qq: string;
  /** The bound mobile number and e-mail address (null when unbound). */
  mobile: string | null;
  mobileBoundAt: number | null;
  email: string | null;
  emailBoundAt: number | null;
  levelId: number;
  balanceCents: number;
  frozenCents: number;
  inviteCode: string;
  inviterId: number | null;
  /** Percent of an invitee's order paid to this customer as commission. */
  commissionRate: number;
  salePwd: string | null;
  salePwdEnabled: boolean;
  loginNameChanged: boolean;
  openApi: { enabled: boolean; status: boolean; appId: string; key: string };
  bindings: Record<PlatformBinding, BindingRow | null>;
  roles: Array<'vip' | 'supplier'>;
  /** The vip site the customer registered on (null: the main site). */
  siteId: number | null;
  status: 'active' | 'disabled';
  /** Where the mock says this customer's next log-in comes from (login notice variants, R2.11/R2.12). */
  loginPlace: { ip: string; address: string };
  certification: { realName: string; idCard: string; at: number } | null;
  createdAt: number;
}

export interface SessionRow {
  token: string;
  scope: TokenScope;
  /** Customer, admin or other-area account id, by scope. */
  subjectId: number;
  createdAt: number;
  expiresAt: number;
  /** The reseller site a customer logged in on; absent or null: the main site. */
  siteId?: number | null;
}

export interface LoginLogRow {
  id: number;
  customerId: number;
  ip: string;
  address: string;
  time: number;
}

export type CodePurpose = 'bindMobile' | 'unbindMobile' | 'bindEmail' | 'unbindEmail' | 'register' | 'forget';

export interface CodeRow {
  id: number;
  purpose: CodePurpose;
  /** Mobile number or e-mail address. */
  target: string;
  code: string;
  customerId: number | null;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

export interface BindStateRow {
  state: string;
  customerId: number | null;
  type: PlatformBinding;
  purpose: 'bind' | 'login';
  createdAt: number;
  expiresAt: number;
  status: 'pending' | 'done' | 'cancelled';
}

export type LevelRow = Stored<Level, 'upgradePrice'>;

export type DirectoryRow = Omit<Directory, 'goodsCount'>;

export interface WholesaleRow {
  minQuantity: number;
  priceCents: number;
}

/** A type / option of a goods at its retail price; card goods count its stock in keys of that option. */
export interface GoodsOptionRow {
  id: number;
  name: string;
  priceCents: number;
}

export type GoodsRow = Omit<
  GoodsDetail,
  | 'price'
  | 'marketPrice'
  | 'myPrice'
  | 'levelPrices'
  | 'wholesale'
  | 'dirName'
  | 'supplierName'
  | 'favorite'
  | 'stock'
  | 'options'
  | 'captchaRequired'
> & {
  options: GoodsOptionRow[];
  priceCents: number;
  marketPriceCents: number;
  /** What the platform pays the supplier per unit. */
  costCents: number;
  /** Own prices per level id; a level without one pays `discount` percent of retail. */
  levelPriceCents: Record<number, number>;
  wholesale: WholesaleRow[];
  /** Stock of recharge and manual goods; card goods count their unsold keys. */
  stockCount: number;
  supplierId: number | null;
  /** Shown with the delivered content (orderContent). */
  deliveryNotes: string;
  /** Manual goods that are shipped carry an express. */
  shipped: boolean;
  createdAt: number;
};

export type CardKeyRow = Stored<CardKey, 'surcharge', 'importedAt' | 'soldAt', 'goodsName' | 'optionId' | 'optionName'> & {
  supplierId: number | null;
  /** The goods option the key belongs to (goods with options); absent or null otherwise. */
  optionId?: number | null;
};

export interface ExpressRow {
  company: string;
  trackingNo: string;
  status: 'pending' | 'shipping' | 'signed';
  events: Array<{ time: number; text: string }>;
}

export interface OrderRow {
  orderNo: string;
  customerId: number | null;
  /** The vip site it was placed on (null: the main site). */
  siteId: number | null;
  goodsId: number;
  goodsName: string;
  goodsCover: string;
  deliveryType: DeliveryType;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  discountCents: number;
  /** The platform's cost of the order (supplier settlement, site profit). */
  costCents: number;
  /**
   * A site order placed through its storefront: what the reseller pays for it (their level's price of
   * the goods or option, × quantity) when it was placed; its profit is the amount paid minus this.
   */
  siteCostCents?: number;
  payMethod: PayMethod | null;
  status: OrderStatus;
  contact: string;
  /** '' when none was set. */
  queryPwd: string;
  rechargeAccount: string | null;
  inputs: Array<{ label: string; value: string }>;
  cardIds: number[];
  deliveryText: string | null;
  express: ExpressRow | null;
  remark: string;
  coupon: string;
  ip: string;
  device: 'pc' | 'android' | 'ios' | 'ipad';
  createdAt: number;
  paidAt: number | null;
  deliveredAt: number | null;
  /** A visitor order's token (the browser that placed it keeps it); absent or null for customers' orders. */
  visitorToken?: string | null;
  /** The chosen goods option (absent: none). */
  optionId?: number | null;
  optionName?: string | null;
  /** The unit price before the wholesale tier (absent: the same as unitPriceCents). */
  listUnitCents?: number;
  /** The picked keys (absent or empty: any keys) and their surcharges, part of amountCents. */
  pickedCardIds?: number[];
  surchargeCents?: number;
}

export type FundLogRow = Stored<FundLog, 'amount' | 'balanceAfter', 'createdAt'> & { customerId: number };

export type PayRecordRow = Stored<PayRecord, 'amount', 'createdAt' | 'paidAt'> & { customerId: number };

export type WithdrawalRow = Stored<Withdrawal, 'amount' | 'fee' | 'actual', 'createdAt' | 'finishedAt'> & { customerId: number };

export interface TransferRow {
  id: number;
  fromId: number;
  toId: number;
  amountCents: number;
  remark: string;
  createdAt: number;
}

export type ComplaintMessageRow = Stored<ComplaintMessage, never, 'createdAt'>;

export type ComplaintRow = Stored<Complaint, never, 'createdAt' | 'updatedAt', 'messages' | 'goodsName'> & {
  customerId: number;
  goodsId: number;
  supplierId: number | null;
  messages: ComplaintMessageRow[];
};

export type MessageRow = Stored<Message, never, 'createdAt'> & { customerId: number };

/** Announcements of the main site (siteId 0) and of vip sites. */
export type AnnouncementRow = Stored<Announcement, never, 'createdAt', 'summary'> & { siteId: number };

export interface FavoriteRow {
  id: number;
  customerId: number;
  goodsId: number;
  createdAt: number;
}

export interface CommissionRow {
  id: number;
  /** Who earns it. */
  customerId: number;
  inviteeId: number;
  orderNo: string;
  goodsName: string;
  orderAmountCents: number;
  commissionCents: number;
  status: 'pending' | 'collectable' | 'collected';
  createdAt: number;
}

export interface CollectRow {
  id: number;
  customerId: number;
  amountCents: number;
  balanceAfterCents: number;
  createdAt: number;
}

export type ShopPriceRow = { customerId: number; goodsId: number } & (
  { mode: 'percent'; percent: number } | { mode: 'fixed'; priceCents: number }
);

export type CardRepealRow = Stored<CardRepeal, 'refund', 'createdAt' | 'handledAt', 'cards' | 'goodsName'> & {
  customerId: number;
  cardIds: number[];
};

export type GoodsLogRow = Stored<GoodsLog, never, 'createdAt', 'goodsName'>;

export type VipVersionRow = Stored<VipVersion, 'price'>;

export type VipSiteRow = Stored<VipSite, never, 'expiresAt' | 'createdAt', 'version' | 'subDomainSuffix' | 'cnameTarget'> & {
  ownerId: number;
  /** When the own domain was bound (its CNAME is checked from then on). */
  domainBoundAt: number | null;
  versionId: number;
  /** A child site's parent (null: a site under the main site). */
  parentSiteId: number | null;
  /** Percent of a child site's sales its parent earns. */
  commissionRate: number;
  style: ShopStyle;
};

export interface VipGoodsRow {
  id: number;
  siteId: number;
  goodsId: number;
  ownName: string;
  markupPercent: number;
  visible: boolean;
  addedAt: number;
}

export interface VipDirectoryRow {
  id: number;
  siteId: number;
  dirId: number;
  ownName: string;
  visible: boolean;
  sort: number;
}

export type VipPageRow = Stored<VipPage, never, 'updatedAt'> & { siteId: number };

export type SettlementRow = Stored<Settlement, 'costAmount' | 'fee' | 'settleAmount', 'createdAt' | 'settledAt'> & { supplierId: number };

export interface CdkCodeRow {
  id: number;
  code: string;
  /** The short link's id (`/cdk/short/:short`). */
  short: string;
  kind: 'balance' | 'goods';
  valueCents: number;
  goodsId: number | null;
  status: 'unused' | 'used' | 'expired' | 'void';
  batch: string;
  expiresAt: number;
  createdAt: number;
}

/** A redemption; one that placed an order (goods keys) reads its status, message and keys from the order. */
export type CdkRedemptionRow = Stored<CdkRedemption, 'value', 'createdAt', 'cards'> & { codeId: number };

/** A captcha of the buy form: the answer, until when, and whether it was used (one try each). */
export interface CaptchaRow {
  id: string;
  answer: string;
  expiresAt: number;
  used: boolean;
}

export interface CouponRow {
  code: string;
  discountCents: number;
  minAmountCents: number;
  /** null: every goods. */
  goodsIds: number[] | null;
  usesLeft: number;
  expiresAt: number;
}

export interface AdminRow {
  id: number;
  username: string;
  password: string;
  name: string;
  roleIds: number[];
  verifyRole: '0' | '1';
  access: string[];
  status: 'active' | 'disabled';
}

export interface OtherAccountRow {
  id: number;
  loginName: string;
  password: string;
  name: string;
  kind: 'partner' | 'agent';
  lastLoginAt: number;
}

export interface FeedbackRow {
  id: number;
  content: string;
  contact: string;
  name: string;
  createdAt: number;
}

export interface DecorationRow {
  siteId: number;
  /** The draft the decoration page edits. */
  blocks: DecorationBlock[];
  updatedAt: number;
  /** What visitors see: the draft as it was last published (null: never published). */
  publishedBlocks: DecorationBlock[] | null;
  publishedAt: number | null;
}

export interface UploadRow {
  id: number;
  name: string;
  type: string;
  size: number;
  /** base64 of files up to 2 MB; larger ones keep no bytes. */
  data: string | null;
  scope: 'customer' | 'admin';
  ownerId: number;
  createdAt: number;
}

/** A payment started through a channel (or the balance) for an order or a recharge. */
export interface PaymentRow {
  id: number;
  /** The channel's trade number ('' for balance). */
  tradeNo: string;
  /** The order, recharge or level-upgrade number it pays. */
  orderNo: string;
  kind: 'order' | 'recharge' | 'level';
  method: PayMethod;
  client: 'pc' | 'mobile';
  amountCents: number;
  status: 'waiting' | 'paid' | 'expired' | 'failed' | 'cancelled';
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
}

/** A top-up of the balance; paid, it credits amount + bonus once. */
export interface RechargeRow {
  orderNo: string;
  customerId: number;
  amountCents: number;
  bonusCents: number;
  status: 'unpaid' | 'paid' | 'expired' | 'closed';
  createdAt: number;
  paidAt: number | null;
}

/** A level upgrade paid through a channel (customer.doUpgradeLevel pay=online); paid, the level changes once. */
export interface LevelOrderRow {
  /** `L…` */
  orderNo: string;
  customerId: number;
  levelId: number;
  amountCents: number;
  status: 'unpaid' | 'paid' | 'expired' | 'closed';
  createdAt: number;
  paidAt: number | null;
}

/**
 * The answer of a money write sent with a client request id (withdraw, transfer, upgrade, open a shop, redeem a key):
 * the same id again answers this, and nothing moves twice.
 */
export interface RequestReplyRow {
  /** 0: a call without a log-in (a card-key redemption). */
  customerId: number;
  /** The endpoint's id (customer.doTransfer …). */
  endpoint: string;
  requestId: string;
  /** The request without its sale password: the same id with other content is refused. */
  fingerprint: string;
  data: unknown;
  msg: string | undefined;
  keyDay: number | string | undefined;
  createdAt: number;
}

/** Something the mock server does later, on the first call at or after `due` (the mock payer, expiries, recharge channels). */
export interface JobRow {
  id: number;
  kind: 'autoPay' | 'expirePayment' | 'expireOrder' | 'finishRecharge';
  /** The order or recharge number (expireOrder, finishRecharge) or the payment's id (autoPay, expirePayment). */
  ref: string;
  /** Epoch ms of the mock clock (not `…At`: the seed's "nothing after the seed moment" check reads those). */
  due: number;
}

/** A QQ / Weixin / mini-program log-in in progress (getOauthUrl, getMpQrcode purpose login); each state works once. */
export interface LoginStateRow {
  state: string;
  type: 'qq' | 'weixin' | 'mp';
  createdAt: number;
  expiresAt: number;
  /** pending → done (a callback logged a customer in) or unbound (the platform account has no customer). */
  status: 'pending' | 'done' | 'unbound';
  customerId: number | null;
  /** Mini-program log-in: the session handed to the browser that polls (getMpQrcodeStatus). */
  sessionToken: string | null;
}

export interface CertificationRow {
  certifyId: string;
  customerId: number;
  realName: string;
  idCard: string;
  status: 'pending' | 'passed' | 'failed';
  message: string;
  createdAt: number;
  expiresAt: number;
  finishedAt: number | null;
}

/** An Alipay authorisation for withdrawals: the state issued, then the account bound with it. */
export interface AlipayAuthRow {
  state: string;
  customerId: number;
  createdAt: number;
  expiresAt: number;
  status: 'pending' | 'done';
  account: string | null;
  boundAt: number | null;
}

export type DbSize = 'standard' | 'large';

/** The whole mock world; plain data, so it clones and persists as it is. */
export interface Db {
  meta: {
    /** Bumped when the seed changes shape: an older snapshot is discarded. */
    version: number;
    size: DbSize;
    clock: ClockBase;
    /** The last id given per table. */
    seq: Record<string, number>;
    /** The mock payer's delay (ms of mock time) before it pays a waiting payment; null: never (QA pays by hand). Absent: the default. */
    payerDelayMs?: number | null;
  };
  levels: LevelRow[];
  customers: CustomerRow[];
  sessions: SessionRow[];
  loginLogs: LoginLogRow[];
  codes: CodeRow[];
  bindStates: BindStateRow[];
  directories: DirectoryRow[];
  goods: GoodsRow[];
  cardKeys: CardKeyRow[];
  orders: OrderRow[];
  fundLogs: FundLogRow[];
  payRecords: PayRecordRow[];
  withdrawals: WithdrawalRow[];
  transfers: TransferRow[];
  complaints: ComplaintRow[];
  messages: MessageRow[];
  announcements: AnnouncementRow[];
  favorites: FavoriteRow[];
  commissions: CommissionRow[];
  collects: CollectRow[];
  shopPrices: ShopPriceRow[];
  cardRepeals: CardRepealRow[];
  goodsLogs: GoodsLogRow[];
  vipVersions: VipVersionRow[];
  vipSites: VipSiteRow[];
  vipGoods: VipGoodsRow[];
  vipDirectories: VipDirectoryRow[];
  vipPages: VipPageRow[];
  settlements: SettlementRow[];
  cdkCodes: CdkCodeRow[];
  cdkRedemptions: CdkRedemptionRow[];
  coupons: CouponRow[];
  captchas: CaptchaRow[];
  admins: AdminRow[];
  otherAccounts: OtherAccountRow[];
  feedback: FeedbackRow[];
  decorations: DecorationRow[];
  uploads: UploadRow[];
  payments: PaymentRow[];
  recharges: RechargeRow[];
  levelOrders: LevelOrderRow[];
  requestReplies: RequestReplyRow[];
  /** Pending jobs only, earliest first. */
  jobs: JobRow[];
  loginStates: LoginStateRow[];
  certifications: CertificationRow[];
  alipayAuths: AlipayAuthRow[];
}

export type TableName = Exclude<keyof Db, 'meta'>;
