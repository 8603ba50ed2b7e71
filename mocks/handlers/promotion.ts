// Promotion (invite friends, commission, collecting it) and my shop's prices (doShopPrice).
import { api, toCents, type ShopPrice } from '@shop/session/contract';
import {
  DAY,
  formatDateTime,
  lastDays,
  levelName,
  levelPrice,
  mask,
  moveBalance,
  nextId,
  paginate,
  startOfMonth,
  yuan,
  type CustomerRow,
  type Db,
  type GoodsRow,
} from '../db/index.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { onceFor } from './kit/requestOnce.ts';
import { collectView, commissionView } from './kit/views.ts';

const C = api.customer;

/** The least one collection may take. */
export const COLLECT_MINIMUM_CENTS = 1000;

const SPENT = new Set(['paid', 'processing', 'delivered', 'complained', 'abnormal']);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function commissionsOf(db: Db, customer: CustomerRow) {
  return db.commissions.filter((c) => c.customerId === customer.id);
}

function shopPriceOf(db: Db, customer: CustomerRow, goods: GoodsRow): ShopPrice {
  const cost = levelPrice(goods, customer.levelId, db.levels);
  const own = db.shopPrices.find((p) => p.customerId === customer.id && p.goodsId === goods.id);
  const price = !own ? goods.priceCents : own.mode === 'fixed' ? own.priceCents : Math.round((cost * (100 + own.percent)) / 100);
  return {
    goodsId: goods.id,
    name: goods.name,
    cover: goods.cover,
    cost: yuan(cost),
    retail: yuan(goods.priceCents),
    mode: own?.mode ?? null,
    value: !own ? null : own.mode === 'fixed' ? yuan(own.priceCents) : own.percent,
    price: yuan(price),
  };
}

export const promotionRoutes: MockRoute[] = [
  route(C.getPromotionCustomerStatus, ({ db, customer }) => ({
    enabled: customer.status === 'active',
    rate: customer.commissionRate,
    inviteCode: customer.inviteCode,
    inviteeCount: db.customers.filter((c) => c.inviterId === customer.id).length,
  })),

  route(C.getPromotionCustomerList, ({ db, body, customer }) => {
    const keyword = body.keyword.toLowerCase();
    const invitees = db.customers
      .filter((c) => c.inviterId === customer.id)
      .filter(
        (c) =>
          keyword === '' ||
          c.nickname.toLowerCase().includes(keyword) ||
          (c.mobile ?? '').includes(keyword) ||
          c.loginName.includes(keyword),
      )
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((c) => ({
        id: c.id,
        nickname: c.nickname,
        level: levelName(db, c.levelId),
        contact: c.mobile ? mask.mobile(c.mobile) : c.qq ? mask.text(c.qq) : '',
        totalSpend: yuan(sum(db.orders.filter((o) => o.customerId === c.id && SPENT.has(o.status)).map((o) => o.amountCents))),
        totalRecharge: yuan(sum(db.fundLogs.filter((f) => f.customerId === c.id && f.type === 'recharge').map((f) => f.amountCents))),
        registeredAt: formatDateTime(c.createdAt),
        status: c.status === 'active' ? ('active' as const) : ('disabled' as const),
      }));
    return paginate(invitees, body.page, body.pageSize);
  }),

  route(C.getPromotionCollect, ({ db, customer }) => {
    const rows = commissionsOf(db, customer);
    return {
      collectable: yuan(sum(rows.filter((r) => r.status === 'collectable').map((r) => r.commissionCents))),
      pending: yuan(sum(rows.filter((r) => r.status === 'pending').map((r) => r.commissionCents))),
      minimum: yuan(COLLECT_MINIMUM_CENTS),
    };
  }),

  route(C.doPromotionCollect, ({ db, body, customer, now }) =>
    onceFor(db, customer, C.doPromotionCollect, body, now, () => {
      const wanted = toCents(body.amount);
      const collectable = commissionsOf(db, customer)
        .filter((r) => r.status === 'collectable')
        .sort((a, b) => a.createdAt - b.createdAt);
      const available = sum(collectable.map((r) => r.commissionCents));
      if (available === 0) fail('暂无可领取的佣金');
      if (wanted < COLLECT_MINIMUM_CENTS) fail(`单次领取不得少于 ¥${yuan(COLLECT_MINIMUM_CENTS).toFixed(2)}`);
      if (wanted > available) fail(`领取金额超过可领取佣金 ¥${yuan(available).toFixed(2)}`);
      // Oldest first; the last one is split when the amount ends inside it.
      let left = wanted;
      for (const row of collectable) {
        if (left === 0) break;
        if (row.commissionCents <= left) {
          row.status = 'collected';
          left -= row.commissionCents;
          continue;
        }
        db.commissions.push({ ...row, id: nextId(db, 'commissions'), commissionCents: row.commissionCents - left });
        row.commissionCents = left;
        row.status = 'collected';
        left = 0;
      }
      moveBalance(db, customer, wanted, { type: 'commission', remark: '推广佣金领取', at: now });
      const record = {
        id: nextId(db, 'collects'),
        customerId: customer.id,
        amountCents: wanted,
        balanceAfterCents: customer.balanceCents,
        createdAt: now,
      };
      db.collects.push(record);
      return reply(collectView(record), { msg: `已领取 ¥${yuan(wanted).toFixed(2)} 到余额` });
    }),
  ),

  route(C.getPromotionCollects, ({ db, body, customer }) => {
    const rows = db.collects
      .filter((c) => c.customerId === customer.id)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(collectView);
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getPromotionLink, ({ customer, request }) => ({
    link: `${new URL(request.url).origin}/register?invite=${customer.inviteCode}`,
    inviteCode: customer.inviteCode,
  })),

  route(C.getPromotionPoster, ({ customer, request }) => ({
    background: '/mock-assets/poster/1.svg',
    link: `${new URL(request.url).origin}/register?invite=${customer.inviteCode}`,
    caption: `${customer.nickname} 邀请你加入云卡数字商城，会员卡密低至5折`,
  })),

  route(C.getAllPromotionDetails, ({ db, customer }) => ({
    list: commissionsOf(db, customer)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .slice(0, 50)
      .map((r) => commissionView(db, r)),
  })),

  route(C.getAllPromotionTotal, ({ db, customer, now }) => {
    const rows = commissionsOf(db, customer);
    const month = startOfMonth(now);
    return {
      invitees: db.customers.filter((c) => c.inviterId === customer.id).length,
      orders: new Set(rows.map((r) => r.orderNo)).size,
      monthCommission: yuan(sum(rows.filter((r) => r.createdAt >= month).map((r) => r.commissionCents))),
      totalCommission: yuan(sum(rows.map((r) => r.commissionCents))),
      collected: yuan(sum(rows.filter((r) => r.status === 'collected').map((r) => r.commissionCents))),
      // Commission earned each day (a collection splits a record but keeps its day) and the invitee orders behind it.
      last30Days: lastDays(now, 30).map(({ from, date }) => {
        const day = rows.filter((r) => r.createdAt >= from && r.createdAt < from + DAY);
        return { date, orders: new Set(day.map((r) => r.orderNo)).size, commission: yuan(sum(day.map((r) => r.commissionCents))) };
      }),
    };
  }),

  route(C.getShopPriceList, ({ db, body, customer, request }) => {
    const keyword = body.keyword.toLowerCase();
    const rows = db.goods
      .filter((g) => g.status !== 'off' && (keyword === '' || g.name.toLowerCase().includes(keyword)))
      .map((g) => shopPriceOf(db, customer, g));
    return { ...paginate(rows, body.page, body.pageSize), shopLink: `${new URL(request.url).origin}/?shop=${customer.inviteCode}` };
  }),

  route(C.doShopPrice, ({ db, body, customer }) => {
    const goods = db.goods.find((g) => g.id === body.goodsId);
    if (!goods || goods.status === 'off') fail('商品不存在或已下架');
    db.shopPrices = db.shopPrices.filter((p) => !(p.customerId === customer.id && p.goodsId === goods.id));
    if (body.mode === 'percent') {
      if (body.value < 0 || body.value > 300) fail('加价比例应在0到300之间');
      db.shopPrices.push({ customerId: customer.id, goodsId: goods.id, mode: 'percent', percent: body.value });
    } else if (body.mode === 'fixed') {
      const cost = levelPrice(goods, customer.levelId, db.levels);
      const price = toCents(body.value);
      if (price < cost) fail(`售价不能低于您的拿货价 ¥${yuan(cost).toFixed(2)}`);
      if (price > goods.priceCents * 3) fail('售价不能超过零售价的3倍');
      db.shopPrices.push({ customerId: customer.id, goodsId: goods.id, mode: 'fixed', priceCents: price });
    }
    return reply(shopPriceOf(db, customer, goods), { msg: body.mode === 'clear' ? '已恢复为零售价' : '价格已保存' });
  }),
];
