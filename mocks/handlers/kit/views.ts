// Rows of the mock database as the contract's wire shapes: cents become yuan, epoch ms become
// `YYYY-MM-DD HH:mm:ss`, derived fields (stock, level names, masks) are filled in. Every handler
// answers through these, so one entity looks the same from every endpoint.
import type {
  Account,
  Announcement,
  AnnouncementSummary,
  Binding,
  CardRepeal,
  CollectRecord,
  Commission,
  Complaint,
  ComplaintMessage,
  ComplaintSummary,
  DeliveredCard,
  Directory,
  Express,
  FundLog,
  GoodsDetail,
  GoodsSummary,
  Level,
  LoginResult,
  Message,
  OrderDetail,
  OrderSummary,
  PayRecord,
  Transfer,
  VipVersion,
  Withdrawal,
} from '@shop/session/contract';
import {
  cardById,
  PLATFORM_SUPPLIER_NAME,
  SUPPLIER_SHOP_NAME,
  formatDateTime,
  formatMaybe,
  levelName,
  levelPrice,
  mask,
  unsoldCount,
  yuan,
  type AnnouncementRow,
  type CardRepealRow,
  type CollectRow,
  type CommissionRow,
  type ComplaintMessageRow,
  type ComplaintRow,
  type CustomerRow,
  type Db,
  type DirectoryRow,
  type ExpressRow,
  type FundLogRow,
  type GoodsOptionRow,
  type GoodsRow,
  type LevelRow,
  type MessageRow,
  type OrderRow,
  type PayRecordRow,
  type SessionRow,
  type TransferRow,
  type VipVersionRow,
  type WithdrawalRow,
} from '#mocks/db/index.ts';

export const levelRef = (db: Db, levelId: number) => ({ id: levelId, name: levelName(db, levelId) });

export function levelView(row: LevelRow): Level {
  const { upgradePriceCents, ...rest } = row;
  return { ...rest, benefits: [...rest.benefits], upgradePrice: yuan(upgradePriceCents) };
}

export function directoryView(db: Db, row: DirectoryRow): Directory {
  const ids = new Set([row.id, ...db.directories.filter((d) => d.parentId === row.id).map((d) => d.id)]);
  const goodsCount = db.goods.filter((g) => ids.has(g.dirId) && g.status !== 'off').length;
  return { ...row, goodsCount };
}

/** Stock as buyers see it: unsold keys of card goods, the stock figure of the others. */
export function stockOf(db: Db, goods: GoodsRow): number {
  return goods.deliveryType === 'card' ? unsoldCount(db, goods.id) : goods.stockCount;
}

/** What a viewer pays per unit: their level's price, or retail for visitors. */
export function priceFor(db: Db, goods: GoodsRow, viewer: CustomerRow | null): number {
  return viewer ? levelPrice(goods, viewer.levelId, db.levels) : goods.priceCents;
}

/** Unsold keys per card goods in one pass over the stock (for lists: one pass instead of one per goods). */
export function unsoldByGoods(db: Db): Map<number, number> {
  const counts = new Map<number, number>();
  for (const card of db.cardKeys) if (card.status === 'unsold') counts.set(card.goodsId, (counts.get(card.goodsId) ?? 0) + 1);
  return counts;
}

/** `unsold`: counts from unsoldByGoods, when a list already has them. */
export function goodsSummary(db: Db, goods: GoodsRow, viewer: CustomerRow | null, unsold?: Map<number, number>): GoodsSummary {
  const stock = unsold && goods.deliveryType === 'card' ? (unsold.get(goods.id) ?? 0) : stockOf(db, goods);
  return {
    id: goods.id,
    dirId: goods.dirId,
    dirName: db.directories.find((d) => d.id === goods.dirId)?.name ?? '',
    name: goods.name,
    cover: goods.cover,
    price: yuan(goods.priceCents),
    marketPrice: yuan(goods.marketPriceCents),
    myPrice: yuan(priceFor(db, goods, viewer)),
    stock: goods.hideStock ? Math.min(stock, 1) : stock,
    sales: goods.sales,
    deliveryType: goods.deliveryType,
    status: goods.status === 'on' && stock === 0 ? 'soldout' : goods.status,
    minQuantity: goods.minQuantity,
    maxQuantity: goods.maxQuantity,
    tags: [...goods.tags],
  };
}

/** What a viewer pays per unit for a goods option: its retail price scaled as their level scales the goods' price. */
export function optionPriceFor(db: Db, goods: GoodsRow, option: GoodsOptionRow, viewer: CustomerRow | null): number {
  if (!viewer || goods.priceCents === 0) return option.priceCents;
  return Math.round((option.priceCents * priceFor(db, goods, viewer)) / goods.priceCents);
}

/** Unsold keys of one option of a card goods (other goods: the goods' stock). */
export function optionStockOf(db: Db, goods: GoodsRow, optionId: number): number {
  if (goods.deliveryType !== 'card') return goods.stockCount;
  let n = 0;
  for (const card of db.cardKeys) if (card.goodsId === goods.id && card.status === 'unsold' && card.optionId === optionId) n += 1;
  return n;
}

export function goodsDetail(db: Db, goods: GoodsRow, viewer: CustomerRow | null): GoodsDetail {
  const supplier = goods.supplierId === null ? null : db.customers.find((c) => c.id === goods.supplierId);
  return {
    ...goodsSummary(db, goods, viewer),
    description: goods.description,
    levelPrices: db.levels.map((l) => ({ levelId: l.id, levelName: l.name, price: yuan(levelPrice(goods, l.id, db.levels)) })),
    inputs: goods.inputs.map((f) => ({ ...f, options: [...f.options] })),
    contactKind: goods.contactKind,
    queryPwdEnabled: goods.queryPwdEnabled,
    wholesale: goods.wholesale.map((w) => ({ minQuantity: w.minQuantity, price: yuan(w.priceCents) })),
    options: goods.options.map((o) => ({
      id: o.id,
      name: o.name,
      price: yuan(optionPriceFor(db, goods, o, viewer)),
      stock: optionStockOf(db, goods, o.id),
    })),
    pickKeys: goods.pickKeys,
    captchaRequired: viewer === null,
    supplierName: supplier ? SUPPLIER_SHOP_NAME : PLATFORM_SUPPLIER_NAME,
    hideStock: goods.hideStock,
    membersOnly: goods.membersOnly,
    favorite: viewer ? db.favorites.some((f) => f.customerId === viewer.id && f.goodsId === goods.id) : false,
  };
}

export function orderSummary(order: OrderRow, options: { maskContact?: boolean } = {}): OrderSummary {
  return {
    orderNo: order.orderNo,
    goodsId: order.goodsId,
    goodsName: order.goodsName,
    goodsCover: order.goodsCover,
    deliveryType: order.deliveryType,
    quantity: order.quantity,
    unitPrice: yuan(order.unitPriceCents),
    amount: yuan(order.amountCents),
    payMethod: order.payMethod,
    status: order.status,
    contact: options.maskContact ? mask.contact(order.contact) : order.contact,
    createdAt: formatDateTime(order.createdAt),
    paidAt: formatMaybe(order.paidAt),
  };
}

export function expressView(express: ExpressRow): Express {
  return { ...express, events: express.events.map((e) => ({ time: formatDateTime(e.time), text: e.text })) };
}

export function cardsOf(db: Db, ids: readonly number[]): DeliveredCard[] {
  return ids.flatMap((id) => {
    const card = cardById(db, id);
    return card ? [{ id: card.id, cardNo: card.cardNo, password: card.password }] : [];
  });
}

export function orderDetail(db: Db, order: OrderRow, options: { maskContact?: boolean; hideCards?: boolean } = {}): OrderDetail {
  const complaint = db.complaints.find((c) => c.orderNo === order.orderNo);
  return {
    ...orderSummary(order, options),
    discount: yuan(order.discountCents),
    rechargeAccount: order.rechargeAccount,
    inputs: order.inputs.map((i) => ({ ...i })),
    deliveredAt: formatMaybe(order.deliveredAt),
    cards: options.hideCards ? [] : cardsOf(db, order.cardIds),
    deliveryText: options.hideCards ? null : order.deliveryText,
    express: order.express ? expressView(order.express) : null,
    hasQueryPwd: order.queryPwd !== '',
    remark: order.remark,
    complaintId: complaint?.id ?? null,
  };
}

export function fundLogView(row: FundLogRow): FundLog {
  return {
    id: row.id,
    type: row.type,
    amount: yuan(row.amountCents),
    balanceAfter: yuan(row.balanceAfterCents),
    remark: row.remark,
    orderNo: row.orderNo,
    createdAt: formatDateTime(row.createdAt),
  };
}

export function payRecordView(row: PayRecordRow): PayRecord {
  const { amountCents, customerId: _customerId, ...rest } = row;
  return { ...rest, amount: yuan(amountCents), createdAt: formatDateTime(row.createdAt), paidAt: formatMaybe(row.paidAt) };
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const { amountCents, feeCents, actualCents, customerId: _customerId, ...rest } = row;
  return {
    ...rest,
    amount: yuan(amountCents),
    fee: yuan(feeCents),
    actual: yuan(actualCents),
    createdAt: formatDateTime(row.createdAt),
    finishedAt: formatMaybe(row.finishedAt),
  };
}

export function transferView(db: Db, row: TransferRow, viewerId: number): Transfer {
  const out = row.fromId === viewerId;
  const other = db.customers.find((c) => c.id === (out ? row.toId : row.fromId));
  return {
    id: row.id,
    direction: out ? 'out' : 'in',
    counterparty: mask.text(other?.loginName ?? ''),
    amount: yuan(row.amountCents),
    remark: row.remark,
    createdAt: formatDateTime(row.createdAt),
  };
}

export function messageView(row: MessageRow): Message {
  const { customerId: _customerId, ...rest } = row;
  return { ...rest, createdAt: formatDateTime(row.createdAt) };
}

/** The first words of an announcement as plain text (tags dropped, never rendered as HTML). */
/**
 * The first words of an announcement as plain text, its structure kept readable: a paragraph, list
 * item or table row starts a line and a table's cells are parted by " · " (a table flattened into one
 * run of words read as nonsense).
 */
export function plainSummary(html: string, length = 80): string {
  const text = html
    .replace(/<(script|style|iframe)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/t[dh]>\s*(?=<t[dh][\s>])/gi, ' · ')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6]|blockquote|table)>/gi, '\n')
    // Inline tags (strong, time, a …) sit inside the words: no space for them.
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

export function announcementSummary(row: AnnouncementRow): AnnouncementSummary {
  return { id: row.id, title: row.title, pinned: row.pinned, summary: plainSummary(row.html), createdAt: formatDateTime(row.createdAt) };
}

export function announcementView(row: AnnouncementRow): Announcement {
  return { ...announcementSummary(row), html: row.html, views: row.views };
}

/** Pinned first, then newest first. */
export function byPinnedThenNewest(a: AnnouncementRow, b: AnnouncementRow): number {
  return Number(b.pinned) - Number(a.pinned) || b.createdAt - a.createdAt;
}

export function complaintMessageView(row: ComplaintMessageRow): ComplaintMessage {
  return { ...row, images: [...row.images], createdAt: formatDateTime(row.createdAt) };
}

export function complaintSummary(db: Db, row: ComplaintRow): ComplaintSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    goodsName: db.goods.find((g) => g.id === row.goodsId)?.name ?? '',
    type: row.type,
    reason: row.reason,
    title: row.title,
    status: row.status,
    createdAt: formatDateTime(row.createdAt),
    updatedAt: formatDateTime(row.updatedAt),
  };
}

export function complaintView(db: Db, row: ComplaintRow): Complaint {
  return { ...complaintSummary(db, row), content: row.content, images: [...row.images], messages: row.messages.map(complaintMessageView) };
}

export function commissionView(db: Db, row: CommissionRow): Commission {
  const invitee = db.customers.find((c) => c.id === row.inviteeId);
  return {
    id: row.id,
    orderNo: row.orderNo,
    invitee: invitee?.nickname ?? '',
    goodsName: row.goodsName,
    orderAmount: yuan(row.orderAmountCents),
    commission: yuan(row.commissionCents),
    status: row.status,
    createdAt: formatDateTime(row.createdAt),
  };
}

export function collectView(row: CollectRow): CollectRecord {
  return { id: row.id, amount: yuan(row.amountCents), balanceAfter: yuan(row.balanceAfterCents), createdAt: formatDateTime(row.createdAt) };
}

export function cardRepealView(db: Db, row: CardRepealRow): CardRepeal {
  const order = db.orders.find((o) => o.orderNo === row.orderNo);
  return {
    id: row.id,
    orderNo: row.orderNo,
    goodsName: order?.goodsName ?? '',
    cards: cardsOf(db, row.cardIds),
    reason: row.reason,
    status: row.status,
    reply: row.reply,
    refund: yuan(row.refundCents),
    createdAt: formatDateTime(row.createdAt),
    handledAt: formatMaybe(row.handledAt),
  };
}

export function vipVersionView(row: VipVersionRow): VipVersion {
  const { priceCents, ...rest } = row;
  return { ...rest, features: [...rest.features], price: yuan(priceCents) };
}

const UNBOUND: Binding = { bound: false, account: '', boundAt: null };

export function accountView(db: Db, c: CustomerRow): Account {
  const platform = (key: keyof CustomerRow['bindings']): Binding => {
    const b = c.bindings[key];
    return b ? { bound: true, account: b.account, boundAt: formatDateTime(b.boundAt) } : UNBOUND;
  };
  return {
    id: c.id,
    loginName: c.loginName,
    nickname: c.nickname,
    avatar: c.avatar,
    qq: c.qq,
    level: levelRef(db, c.levelId),
    balance: yuan(c.balanceCents),
    frozenBalance: yuan(c.frozenCents),
    inviteCode: c.inviteCode,
    loginNameChangeable: !c.loginNameChanged,
    salePwd: { set: c.salePwd !== null, enabled: c.salePwd !== null && c.salePwdEnabled },
    openApi: { enabled: c.openApi.enabled, status: c.openApi.status, appId: c.openApi.appId, keyMasked: mask.key(c.openApi.key) },
    bindings: {
      weixin: platform('weixin'),
      qq: platform('qq'),
      mp: platform('mp'),
      wc: platform('wc'),
      mobile: mobileBinding(c),
      email: emailBinding(c),
    },
    roles: [...c.roles],
    createdAt: formatDateTime(c.createdAt),
  };
}

export function mobileBinding(c: CustomerRow): Binding {
  return c.mobile ? { bound: true, account: mask.mobile(c.mobile), boundAt: formatMaybe(c.mobileBoundAt) } : UNBOUND;
}

export function emailBinding(c: CustomerRow): Binding {
  return c.email ? { bound: true, account: mask.email(c.email), boundAt: formatMaybe(c.emailBoundAt) } : UNBOUND;
}

export function loginResult(db: Db, c: CustomerRow, session: SessionRow): LoginResult {
  return {
    authCode: session.token,
    expiresAt: formatDateTime(session.expiresAt),
    user: { id: c.id, loginName: c.loginName, nickname: c.nickname, avatar: c.avatar, level: levelRef(db, c.levelId), roles: [...c.roles] },
  };
}
