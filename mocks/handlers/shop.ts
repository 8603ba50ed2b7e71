// The shop (spec §2 "Under /inside, no login flag"): directories, goods lists and detail, the price
// list, coupons, buying, and a visitor's orders (remembered by the visitor token createOrder gives).
import { api, type GoodsSummary, type OrderStatus } from '@shop/session/contract';
import {
  ORDER_PAY_TTL_MS,
  formatDateTime,
  levelPrice,
  orderByNo,
  ordersOfVisitor,
  paginate,
  seededString,
  yuan,
  type CustomerRow,
  type Db,
  type GoodsRow,
  type OrderRow,
  type ShopPriceRow,
} from '../db/index.ts';
import {
  checkBalancePayment,
  chosenOption,
  draftOrder,
  markOrderPaid,
  payWithBalance,
  pickedCards,
  placeOrder,
  reservedCardIds,
  unitPriceFor,
  usableCoupon,
} from './kit/commerce.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { onceFor } from './kit/requestOnce.ts';
import {
  merchantCost,
  siteDirectoryList,
  siteGoodsDetail,
  siteGoodsSummary,
  siteListing,
  siteListings,
  sitePrices,
  siteUnitPrice,
} from './site.ts';
import {
  cardsOf,
  directoryView,
  expressView,
  goodsDetail,
  goodsSummary,
  orderDetail,
  orderSummary,
  priceFor,
  unsoldByGoods,
} from './kit/views.ts';

const S = api.shop;

function dirWithChildren(db: Db, dirId: number): Set<number> {
  return new Set([dirId, ...db.directories.filter((d) => d.parentId === dirId).map((d) => d.id)]);
}

/** My shop price (doShopPrice) for a goods, or null. */
function shopPriceOf(db: Db, viewer: CustomerRow | null, goods: GoodsRow): number | null {
  if (!viewer) return null;
  const row: ShopPriceRow | undefined = db.shopPrices.find((p) => p.customerId === viewer.id && p.goodsId === goods.id);
  if (!row) return null;
  return row.mode === 'fixed' ? row.priceCents : Math.round((levelPrice(goods, viewer.levelId, db.levels) * (100 + row.percent)) / 100);
}

const SORTS: Record<string, (a: GoodsSummary, b: GoodsSummary) => number> = {
  sales: (a, b) => b.sales - a.sales || a.id - b.id,
  priceAsc: (a, b) => a.myPrice - b.myPrice || a.id - b.id,
  priceDesc: (a, b) => b.myPrice - a.myPrice || a.id - b.id,
};

/** Visitor tokens: `vt-` and 24 seeded characters; a token no order knows is not honoured (a new one is given). */
function visitorTokenFor(db: Db, sent: string): string {
  if (sent !== '' && ordersOfVisitor(db, sent).length > 0) return sent;
  return `vt-${seededString(db, 24, 'abcdefghijkmnpqrstuvwxyz23456789')}`;
}

/**
 * Who may see an order's keys on the visitor pages: the visitor token that placed it, the customer
 * who placed it, or anyone with its query password (or anyone, when it has none, as on /chadan).
 */
function visitorAccess(order: OrderRow, token: string, queryPwd: string, viewer: CustomerRow | null): { mine: boolean; locked: boolean } {
  const mine = (token !== '' && order.visitorToken === token) || (viewer !== null && order.customerId === viewer.id);
  if (mine || order.queryPwd === '') return { mine, locked: false };
  if (queryPwd !== '' && queryPwd !== order.queryPwd) fail('查询密码错误');
  return { mine, locked: queryPwd !== order.queryPwd };
}

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const DIGIT_WORDS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** The captcha's picture: the sum on a noisy background, drawn as SVG (no randomness beyond the seeded digits). */
function captchaImage(a: number, b: number, seed: string): string {
  const noise = [...seed]
    .slice(0, 6)
    .map((ch, i) => {
      const c = ch.charCodeAt(0);
      return `<line x1="${(c * 7) % 120}" y1="${(c * 3 + i * 9) % 40}" x2="${(c * 11 + i * 23) % 120}" y2="${(c * 5 + i * 13) % 40}" stroke="#94a3b8" stroke-width="1"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f1f5f9"/>${noise}<text x="60" y="28" font-family="monospace" font-size="22" font-weight="700" fill="#1e293b" text-anchor="middle" transform="rotate(-4 60 20)">${a} + ${b} = ?</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Checks the captcha an order came with (visitors): known, not used, not run out, the right answer. Any try uses it up. */
function checkCaptcha(db: Db, captchaId: string, answer: string, now: number): void {
  if (captchaId === '' || answer.trim() === '') fail('请输入验证码');
  const row = db.captchas.find((c) => c.id === captchaId);
  if (!row || row.used) fail('验证码已失效，请刷新后重新输入');
  row.used = true;
  if (row.expiresAt <= now) fail('验证码已过期，请刷新后重新输入');
  if (row.answer !== answer.trim()) fail('验证码错误，请重新输入');
}

function findOrder(db: Db, orderNo: string): OrderRow {
  const order = orderByNo(db, orderNo);
  if (!order) fail('订单不存在，请检查订单号');
  return order;
}

export const shopRoutes: MockRoute[] = [
  route(S.getGoodsDirList, ({ db, site }) => ({
    list: site
      ? siteDirectoryList(db, site)
      : [...db.directories].sort((a, b) => a.sort - b.sort || a.id - b.id).map((d) => directoryView(db, d)),
  })),

  route(S.getGoodsList, ({ db, body, viewer, site }) => {
    const keyword = body.keyword.toLowerCase();
    const dirs = body.dirId === undefined ? null : dirWithChildren(db, body.dirId);
    const unsold = unsoldByGoods(db);
    // A reseller site lists what it sells, under its own names, at its prices.
    const listings = site ? siteListings(db, site) : null;
    let rows = db.goods
      .filter(
        (g) =>
          g.status !== 'off' &&
          (listings === null || listings.has(g.id)) &&
          (dirs === null || dirs.has(g.dirId)) &&
          (body.deliveryType === undefined || g.deliveryType === body.deliveryType) &&
          (keyword === '' ||
            g.name.toLowerCase().includes(keyword) ||
            (listings?.get(g.id)?.ownName.toLowerCase().includes(keyword) ?? false) ||
            g.tags.some((t) => t.toLowerCase() === keyword)),
      )
      .map((g) => {
        const listing = listings?.get(g.id);
        return site && listing ? siteGoodsSummary(db, site, listing, viewer, unsold) : goodsSummary(db, g, viewer, unsold);
      });
    if (body.inStock === 1) rows = rows.filter((g) => g.status === 'on' && g.stock > 0);
    if (body.sort === 'newest') {
      const created = new Map(db.goods.map((g) => [g.id, g.createdAt]));
      rows.sort((a, b) => (created.get(b.id) ?? 0) - (created.get(a.id) ?? 0) || b.id - a.id);
    } else if (body.sort !== 'default') rows.sort(SORTS[body.sort]);
    else {
      // Default: what can be bought first, then by the catalogue's order.
      rows.sort((a, b) => Number(a.status === 'soldout') - Number(b.status === 'soldout') || a.id - b.id);
    }
    return paginate(rows, body.page, body.pageSize);
  }),

  route(S.getGoodsInfo, ({ db, body, viewer, site }) => {
    if (site) return siteGoodsDetail(db, site, siteListing(db, site, body.id), viewer);
    const goods = db.goods.find((g) => g.id === body.id);
    if (!goods) fail('商品不存在或已删除');
    return goodsDetail(db, goods, viewer);
  }),

  route(S.getAdjustPriceList, ({ db, body, viewer, site }) => {
    if (site) {
      // A site's price list: its visitor price as retail, its members' price as the one level price.
      const keyword = body.keyword.toLowerCase();
      const dirs = body.dirId === undefined ? null : dirWithChildren(db, body.dirId);
      const unsold = unsoldByGoods(db);
      const rows = [...siteListings(db, site).values()]
        .filter(
          (l) =>
            (dirs === null || dirs.has(l.goods.dirId)) && (keyword === '' || (l.ownName || l.goods.name).toLowerCase().includes(keyword)),
        )
        .sort((a, b) => a.goods.id - b.goods.id)
        .map((listing) => {
          const summary = siteGoodsSummary(db, site, listing, viewer, unsold);
          const prices = sitePrices(db, site, listing.goods, listing.markupPercent);
          return {
            goodsId: summary.id,
            name: summary.name,
            dirName: summary.dirName,
            cover: summary.cover,
            deliveryType: summary.deliveryType,
            status: summary.status,
            stock: summary.stock,
            retail: yuan(prices.visitor),
            levelPrices: [{ levelId: 0, levelName: '本站会员', price: yuan(prices.member) }],
            myPrice: summary.myPrice,
            shopPrice: null,
          };
        });
      return paginate(rows, body.page, body.pageSize);
    }
    const keyword = body.keyword.toLowerCase();
    const dirs = body.dirId === undefined ? null : dirWithChildren(db, body.dirId);
    const unsold = unsoldByGoods(db);
    const rows = db.goods
      .filter(
        (g) => g.status !== 'off' && (dirs === null || dirs.has(g.dirId)) && (keyword === '' || g.name.toLowerCase().includes(keyword)),
      )
      .map((g) => {
        const summary = goodsSummary(db, g, viewer, unsold);
        const shopPrice = shopPriceOf(db, viewer, g);
        return {
          goodsId: g.id,
          name: g.name,
          dirName: summary.dirName,
          cover: g.cover,
          deliveryType: g.deliveryType,
          status: summary.status,
          stock: summary.stock,
          retail: yuan(g.priceCents),
          levelPrices: db.levels.map((l) => ({ levelId: l.id, levelName: l.name, price: yuan(levelPrice(g, l.id, db.levels)) })),
          myPrice: yuan(priceFor(db, g, viewer)),
          shopPrice: shopPrice === null ? null : yuan(shopPrice),
        };
      });
    return paginate(rows, body.page, body.pageSize);
  }),

  route(S.getPickableKeys, ({ db, body, site }) => {
    const goods = site ? siteListing(db, site, body.goodsId).goods : db.goods.find((g) => g.id === body.goodsId);
    if (!goods) fail('商品不存在');
    if (!goods.pickKeys) fail('该商品不支持自选卡密');
    const held = reservedCardIds(db);
    const rows = db.cardKeys
      .filter(
        (c) =>
          c.goodsId === goods.id &&
          c.status === 'unsold' &&
          c.preview !== '' &&
          !held.has(c.id) &&
          (body.optionId === undefined || c.optionId === body.optionId),
      )
      .sort((a, b) => a.importedAt - b.importedAt || a.id - b.id);
    const page = paginate(rows, body.page, body.pageSize);
    return { ...page, list: page.list.map((c) => ({ id: c.id, preview: c.preview, surcharge: yuan(c.surchargeCents) })) };
  }),

  route(S.getCaptcha, ({ db, now }) => {
    const digits = seededString(db, 2, '123456789');
    const a = Number(digits[0]);
    const b = Number(digits[1]);
    const id = `cap-${seededString(db, 16, 'abcdefghijkmnpqrstuvwxyz23456789')}`;
    // Captchas pile up only until they run out.
    db.captchas = db.captchas.filter((c) => c.expiresAt > now && !c.used);
    db.captchas.push({ id, answer: String(a + b), expiresAt: now + CAPTCHA_TTL_MS, used: false });
    return {
      captchaId: id,
      image: captchaImage(a, b, id),
      question: `${DIGIT_WORDS[a] ?? a} 加 ${DIGIT_WORDS[b] ?? b} 等于几？`,
      expiresAt: formatDateTime(now + CAPTCHA_TTL_MS),
    };
  }),

  route(S.checkCoupon, ({ db, body, viewer, now, site }) => {
    const listing = site ? siteListing(db, site, body.goodsId) : null;
    const goods = listing?.goods ?? db.goods.find((g) => g.id === body.goodsId);
    if (!goods) fail('商品不存在');
    if (body.quantity < goods.minQuantity || body.quantity > goods.maxQuantity)
      fail(`购买数量需在${goods.minQuantity}到${goods.maxQuantity}之间`);
    const option = chosenOption(goods, body.optionId);
    const picked = pickedCards(db, goods, option, body.cardIds);
    const unit =
      site && listing ? siteUnitPrice(db, site, listing, viewer, option) : unitPriceFor(db, goods, viewer, body.quantity, option);
    const subtotal = unit * body.quantity + picked.reduce((sum, c) => sum + c.surchargeCents, 0);
    const coupon = usableCoupon(db, body.code, goods, subtotal, now);
    const discount = Math.min(coupon.discountCents, subtotal);
    return reply(
      {
        code: coupon.code,
        discount: yuan(discount),
        minAmount: yuan(coupon.minAmountCents),
        expiresAt: formatDateTime(coupon.expiresAt),
        unitPrice: yuan(unit),
        subtotal: yuan(subtotal),
        total: yuan(subtotal - discount),
      },
      { msg: `优惠券可用，立减¥${yuan(discount).toFixed(2)}` },
    );
  }),

  // Once per client requestId (requestOnce.ts): a retry of an order whose answer was lost answers the first one again.
  route(S.createOrder, ({ db, body, viewer, now, request, site }) =>
    onceFor(db, viewer, S.createOrder, body, now, () => {
      // A visitor solves the captcha first (goods.captchaRequired); a wrong answer uses it up.
      if (!viewer) checkCaptcha(db, body.captchaId, body.captcha, now);
      // On a reseller site: goods it sells, at its price; the order is the site's.
      const listing = site ? siteListing(db, site, body.goodsId) : null;
      const draft = draftOrder(
        db,
        body,
        viewer,
        now,
        site && listing ? (_, option) => siteUnitPrice(db, site, listing, viewer, option) : undefined,
      );
      const byBalance = body.payMethod === 'balance' && draft.amountCents > 0;
      if (byBalance) {
        if (!viewer) fail('余额支付需要先登录，游客请选择在线支付');
        checkBalancePayment(viewer, draft.amountCents, body.salePwd);
      }
      const visitorToken = viewer ? null : visitorTokenFor(db, body.visitorToken);
      const siteCost = site ? { id: site.id, costCents: merchantCost(db, site, draft.goods, draft.option) * draft.quantity } : undefined;
      const order = placeOrder(db, draft, { viewer, payMethod: body.payMethod, visitorToken, request, now, site: siteCost });
      if (byBalance && viewer) payWithBalance(db, order, viewer, 'pc', now);
      else if (draft.amountCents === 0) markOrderPaid(db, order, body.payMethod, now);
      const paid = order.paidAt !== null;
      const msg = !paid ? '订单已创建，请在30分钟内完成支付' : order.status === 'delivered' ? '购买成功，卡密已发放' : '购买成功';
      return reply(
        {
          orderNo: order.orderNo,
          amount: yuan(order.amountCents),
          status: order.status,
          next: paid ? ('done' as const) : ('pay' as const),
          cards: cardsOf(db, order.cardIds),
          deliveryText: order.deliveryText,
          balance: byBalance && viewer ? yuan(viewer.balanceCents) : null,
          payDeadline: paid ? null : formatDateTime(order.createdAt + ORDER_PAY_TTL_MS),
          visitorToken,
        },
        { msg },
      );
    }),
  ),

  route(S.getVisitorOrders, ({ db, body, site }) => {
    // On a reseller site, the browser's orders of that site only.
    const all = ordersOfVisitor(db, body.visitorToken);
    const mine = site ? all.filter((o) => o.siteId === site.id) : all;
    const status: OrderStatus | undefined = body.status;
    const rows = status === undefined ? mine : mine.filter((o) => o.status === status);
    const page = paginate(rows, body.page, body.pageSize);
    return { ...page, list: page.list.map((o) => orderSummary(o)) };
  }),

  route(S.getVisitorOrderInfo, ({ db, body, viewer }) => {
    const order = findOrder(db, body.orderNo);
    const { mine, locked } = visitorAccess(order, body.visitorToken, body.queryPwd, viewer);
    return { ...orderDetail(db, order, { maskContact: !mine, hideCards: locked }), locked, mine };
  }),

  route(S.getVisitorExpress, ({ db, body, viewer }) => {
    const order = findOrder(db, body.orderNo);
    const { locked } = visitorAccess(order, body.visitorToken, body.queryPwd, viewer);
    if (locked) fail('该订单设置了查询密码，请输入查询密码后查看物流');
    if (!order.express) fail(order.deliveryType === 'manual' ? '商家尚未发货，暂无物流信息' : '该订单无需物流');
    return { orderNo: order.orderNo, goodsName: order.goodsName, express: expressView(order.express) };
  }),
];
