// Customer account: profile, upload, passwords, sale password, login name, login log, open API,
// dashboard, levels and opening a reseller shop.
import { api } from '@shop/session/contract';
import {
  DAY,
  ORDER_PAY_TTL_MS,
  formatDateTime,
  lastDays,
  mask,
  moveBalance,
  nextId,
  salePwdProblem,
  seededString,
  startOfDay,
  startOfMonth,
  yuan,
  type Db,
  type CustomerRow,
} from '#mocks/db/index.ts';
import { levelUpgradeProblem, newOrderNo, schedule } from '../kit/commerce.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { onceFor } from '../kit/requestOnce.ts';
import { storeImage } from '../kit/uploads.ts';
import { openSite } from '../kit/sites.ts';
import {
  accountView,
  announcementSummary,
  byPinnedThenNewest,
  levelRef,
  levelView,
  mobileBinding,
  orderSummary,
  vipVersionView,
} from '../kit/views.ts';

const C = api.customer;

/** Spent statuses: money that left the customer for good. */
const SPENT = new Set(['paid', 'processing', 'delivered', 'complained', 'abnormal']);

function requireSalePwd(customer: CustomerRow, given: string | undefined, when: 'required' | 'ifEnabled'): void {
  const problem = salePwdProblem(customer, given, when);
  if (problem !== null) fail(problem);
}

export function newApiKey(db: Db): string {
  return `sk_live_${seededString(db, 32, 'abcdef0123456789')}`;
}

function nextLevel(db: Db, levelId: number) {
  const current = db.levels.find((l) => l.id === levelId);
  return db.levels.filter((l) => l.sort > (current?.sort ?? 0)).sort((a, b) => a.sort - b.sort)[0] ?? null;
}

export const profileRoutes: MockRoute[] = [
  route(C.uploadFile, async ({ db, body, customer, now }) =>
    reply(await storeImage(db, body.file, { scope: 'customer', id: customer.id }, now), { msg: '上传成功' }),
  ),

  route(C.getAccount, ({ db, customer }) => accountView(db, customer)),

  route(C.updateFrontCustomer, ({ body, customer }) => {
    customer.nickname = body.nickname;
    if (body.qq !== undefined) customer.qq = body.qq;
    if (body.avatar !== undefined && body.avatar !== '') customer.avatar = body.avatar;
    return reply(null, { msg: '资料已保存' });
  }),

  route(C.updateFrontLoginPwd, ({ body, customer }) => {
    if (body.oldPwd !== customer.password) fail('原密码错误');
    if (body.newPwd !== body.confirmPwd) fail('两次输入的新密码不一致');
    if (body.newPwd === customer.password) fail('新密码不能与原密码相同');
    customer.password = body.newPwd;
    return reply(null, { msg: '登录密码已修改' });
  }),

  route(C.setSalePwd, ({ body, customer }) => {
    if (customer.salePwd !== null) fail('交易密码已设置，如需修改请使用“修改交易密码”');
    const [pwd = '', confirm = ''] = body.salePwd;
    if (!/^\d{6}$/.test(pwd)) fail('交易密码为6位数字');
    if (pwd !== confirm) fail('两次输入的交易密码不一致');
    if (body.loginPwd !== customer.password) fail('登录密码错误');
    customer.salePwd = pwd;
    customer.salePwdEnabled = true;
    return reply(null, { msg: '交易密码已设置' });
  }),

  route(C.setNewSalePwd, ({ body, customer }) => {
    if (customer.salePwd === null) fail('请先设置交易密码');
    if (body.oldSalePwd !== customer.salePwd) fail('原交易密码错误');
    if (body.newSalePwd !== body.confirmSalePwd) fail('两次输入的交易密码不一致');
    if (body.newSalePwd === customer.salePwd) fail('新交易密码不能与原交易密码相同');
    customer.salePwd = body.newSalePwd;
    return reply(null, { msg: '交易密码已修改' });
  }),

  route(C.setSalePwdStatus, ({ body, customer }) => {
    requireSalePwd(customer, body.salePwd, 'required');
    customer.salePwdEnabled = body.status === 1;
    return reply(null, { msg: body.status === 1 ? '已开启交易密码验证' : '已关闭交易密码验证' });
  }),

  route(C.doUpdateLoginName, ({ db, body, customer }) => {
    if (customer.loginNameChanged) fail('登录名只能修改一次');
    if (body.loginPwd !== customer.password) fail('登录密码错误');
    if (body.loginName.toLowerCase() === customer.loginName.toLowerCase()) fail('新登录名与当前登录名相同');
    if (db.customers.some((c) => c.loginName.toLowerCase() === body.loginName.toLowerCase())) fail('该登录名已被使用');
    customer.loginName = body.loginName;
    customer.loginNameChanged = true;
    return reply(null, { msg: '登录名已修改' });
  }),

  route(C.getLastTwoLoginLog, ({ db, customer }) => {
    const logs = db.loginLogs
      .filter((l) => l.customerId === customer.id)
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .slice(0, 2)
      .map((l) => ({ IP: l.ip, Address: l.address, LoginTime: formatDateTime(l.time) }));
    return { logs };
  }),

  route(C.doOpenApi, ({ db, body, customer }) => {
    if (customer.openApi.enabled) fail('开放接口已开通');
    requireSalePwd(customer, body.salePwd, 'ifEnabled');
    customer.openApi = { enabled: true, status: true, appId: `ak_${20260000 + customer.id}`, key: newApiKey(db) };
    return reply({ appId: customer.openApi.appId, keyMasked: mask.key(customer.openApi.key) }, { msg: '开放接口已开通' });
  }),

  route(C.doOpenApiStatus, ({ body, customer }) => {
    if (!customer.openApi.enabled) fail('请先开通开放接口');
    customer.openApi.status = body.status === 1;
    return reply({ status: customer.openApi.status }, { msg: body.status === 1 ? '开放接口已启用' : '开放接口已停用' });
  }),

  route(C.doOpenApiKey, ({ db, body, customer }) => {
    if (!customer.openApi.enabled) fail('请先开通开放接口');
    requireSalePwd(customer, body.salePwd, 'ifEnabled');
    if (body.action === 'reset') customer.openApi.key = newApiKey(db);
    const { key } = customer.openApi;
    return reply({ key, keyMasked: mask.key(key) }, { msg: body.action === 'reset' ? '密钥已重新生成，旧密钥立即失效' : '请妥善保管密钥' });
  }),

  route(C.getVerified, ({ customer }) => ({
    mobile: mobileBinding(customer),
    certified: customer.certification !== null,
    realName: customer.certification ? mask.text(customer.certification.realName) : '',
    certifiedAt: customer.certification ? formatDateTime(customer.certification.at) : null,
  })),

  route(C.getIndexData, ({ db, customer, now }) => {
    const mine = db.orders.filter((o) => o.customerId === customer.id).sort((a, b) => b.createdAt - a.createdAt);
    const today = startOfDay(now);
    const month = startOfMonth(now);
    const spentSince = (from: number) =>
      mine.filter((o) => SPENT.has(o.status) && (o.paidAt ?? 0) >= from).reduce((sum, o) => sum + o.amountCents, 0);
    const next = nextLevel(db, customer.levelId);
    return {
      balance: yuan(customer.balanceCents),
      frozenBalance: yuan(customer.frozenCents),
      level: levelRef(db, customer.levelId),
      nextLevel: next ? { id: next.id, name: next.name, upgradePrice: yuan(next.upgradePriceCents) } : null,
      todayOrders: mine.filter((o) => o.createdAt >= today).length,
      todaySpend: yuan(spentSince(today)),
      monthSpend: yuan(spentSince(month)),
      totalOrders: mine.length,
      unreadMessages: db.messages.filter((m) => m.customerId === customer.id && !m.read).length,
      pinnedAnnouncements: db.announcements
        .filter((a) => a.siteId === 0 && a.pinned)
        .sort(byPinnedThenNewest)
        .map(announcementSummary),
      recentOrders: mine.slice(0, 5).map((o) => orderSummary(o)),
      // Orders placed each day, and what was paid each day (the same "spent" as todaySpend).
      last30Days: lastDays(now, 30).map(({ from, date }) => {
        const within = (at: number | null) => at !== null && at >= from && at < from + DAY;
        return {
          date,
          orders: mine.filter((o) => within(o.createdAt)).length,
          spend: yuan(mine.filter((o) => SPENT.has(o.status) && within(o.paidAt)).reduce((sum, o) => sum + o.amountCents, 0)),
        };
      }),
    };
  }),

  route(C.getLevelList, ({ db, customer }) => ({
    current: levelRef(db, customer.levelId),
    list: [...db.levels].sort((a, b) => a.sort - b.sort).map(levelView),
  })),

  route(C.doUpgradeLevel, ({ db, body, customer, now }) =>
    onceFor(db, customer, C.doUpgradeLevel, body, now, () => {
      const problem = levelUpgradeProblem(db, customer.id, body.levelId);
      if (problem !== null) fail(problem);
      const target = db.levels.find((l) => l.id === body.levelId) as (typeof db.levels)[number];
      if (body.pay === 'online') {
        // An unpaid upgrade to this level is answered again (its payment continues at /pay/payonline).
        const open = db.levelOrders.find((l) => l.customerId === customer.id && l.levelId === target.id && l.status === 'unpaid');
        const row = open ?? {
          orderNo: newOrderNo(db, now, 'L'),
          customerId: customer.id,
          levelId: target.id,
          amountCents: target.upgradePriceCents,
          status: 'unpaid' as const,
          createdAt: now,
          paidAt: null,
        };
        if (!open) {
          db.levelOrders.push(row);
          db.payRecords.unshift({
            id: nextId(db, 'payRecords'),
            customerId: customer.id,
            kind: 'level',
            orderNo: row.orderNo,
            title: `升级为 ${target.name}`,
            channel: 'alipay',
            amountCents: row.amountCents,
            status: 'pending',
            createdAt: now,
            paidAt: null,
          });
          schedule(db, 'expireOrder', row.orderNo, now + ORDER_PAY_TTL_MS);
        }
        return reply(
          { level: levelRef(db, customer.levelId), balance: yuan(customer.balanceCents), next: 'pay' as const, orderNo: row.orderNo },
          { msg: '请选择支付方式完成升级' },
        );
      }
      requireSalePwd(customer, body.salePwd, 'ifEnabled');
      if (customer.balanceCents < target.upgradePriceCents)
        fail(`余额不足，升级需要 ¥${yuan(target.upgradePriceCents).toFixed(2)}，请先充值`);
      moveBalance(db, customer, -target.upgradePriceCents, { type: 'purchase', remark: `升级为 ${target.name}`, at: now });
      db.payRecords.unshift({
        id: nextId(db, 'payRecords'),
        customerId: customer.id,
        kind: 'level',
        orderNo: `LV${now}${customer.id}`,
        title: `升级为 ${target.name}`,
        channel: 'balance',
        amountCents: target.upgradePriceCents,
        status: 'paid',
        createdAt: now,
        paidAt: now,
      });
      customer.levelId = target.id;
      return reply(
        { level: levelRef(db, target.id), balance: yuan(customer.balanceCents), next: 'done' as const, orderNo: null },
        { msg: `恭喜升级为${target.name}` },
      );
    }),
  ),

  route(C.getCreateVipInfo, ({ db, customer }) => {
    const site = db.vipSites.find((s) => s.ownerId === customer.id);
    const versions = [...db.vipVersions].sort((a, b) => a.sort - b.sort);
    return {
      versions: versions.map(vipVersionView),
      myPrices: versions.map((v) => ({ versionId: v.id, price: yuan(shopPriceFor(customer, v.priceCents)) })),
      balance: yuan(customer.balanceCents),
      site: site ? { id: site.id, name: site.name, path: site.path, expiresAt: formatDateTime(site.expiresAt) } : null,
    };
  }),

  route(C.checkVipPath, ({ db, body }) => {
    const taken = sitePathTaken(db, body.sitePath);
    return { sitePath: body.sitePath, available: !taken, reason: taken ? '该站点路径已被占用' : '' };
  }),

  route(C.doCreateVip, ({ db, body, customer, now }) =>
    onceFor(db, customer, C.doCreateVip, body, now, () => {
      if (db.vipSites.some((s) => s.ownerId === customer.id)) fail('您已开通分站，无需重复开通');
      const version = db.vipVersions.find((v) => v.id === body.versionId);
      if (!version) fail('分站版本不存在');
      if (sitePathTaken(db, body.sitePath)) fail('该站点路径已被占用');
      requireSalePwd(customer, body.salePwd, 'ifEnabled');
      const price = shopPriceFor(customer, version.priceCents);
      if (customer.balanceCents < price) fail(`余额不足，开通需要 ¥${yuan(price).toFixed(2)}，请先充值`);
      moveBalance(db, customer, -price, { type: 'purchase', remark: `开通分站（${version.name}，1年）`, at: now });
      const expiresAt = now + SITE_TERM_DAYS * DAY;
      const { id: siteId } = openSite(db, customer, now, { name: body.siteName, path: body.sitePath, versionId: version.id, expiresAt });
      db.payRecords.unshift({
        id: nextId(db, 'payRecords'),
        customerId: customer.id,
        kind: 'vip',
        orderNo: `VS${now}${customer.id}`,
        title: `开通分站（${version.name}）`,
        channel: 'balance',
        amountCents: price,
        status: 'paid',
        createdAt: now,
        paidAt: now,
      });
      if (!customer.roles.includes('vip')) customer.roles.push('vip');
      return reply(
        { siteId, path: body.sitePath, expiresAt: formatDateTime(expiresAt), days: SITE_TERM_DAYS, balance: yuan(customer.balanceCents) },
        { msg: '分站开通成功', keyDay: SITE_TERM_DAYS },
      );
    }),
  ),
];

/** A new shop runs one year; the answer's keyDay says so (R7.2). */
const SITE_TERM_DAYS = 365;

/** What a customer pays for a year of a version: 黄金会员 and above open a shop at 80 % (level benefits). */
function shopPriceFor(customer: CustomerRow, priceCents: number): number {
  return customer.levelId >= 3 ? Math.round(priceCents * 0.8) : priceCents;
}

function sitePathTaken(db: Db, path: string): boolean {
  return RESERVED_PATHS.has(path) || db.vipSites.some((s) => s.path === path);
}

/** Paths a site may not take: the app's own first segments (also for child sites: vip.createChild). */
export const RESERVED_PATHS = new Set([
  'inside',
  'vip',
  'supply',
  'cdk',
  'pay',
  'other',
  'admin',
  'shopadmin',
  'login',
  'register',
  'static',
  'api',
]);
