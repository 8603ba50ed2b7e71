// Builds the whole seed world from a fixed PRNG seed: the same data in dev, Storybook and tests.
// `standard`: 200 orders, 1,000 unsold card keys. `large` (benchmarks): 10,000 orders, 5,000 keys.
import type { DecorationBlock, OrderStatus, PayMethod } from '@shop/session/contract';
import { DAY, HOUR, MINUTE, SEED_NOW } from '../clock.ts';
import { createRng, type Rng } from '../prng.ts';
import type {
  AnnouncementRow,
  CardKeyRow,
  CustomerRow,
  Db,
  DbSize,
  FundLogRow,
  GoodsRow,
  OrderRow,
  PayRecordRow,
  TableName,
  VipSiteRow,
} from '../types.ts';
import { DIRECTORIES, GOODS, LEVELS, goodsDescription, type GoodsSeed } from './catalogue.ts';
import { NICKNAMES, PINYIN, PLACES, SEED_ADMINS, SEED_LOGINS, SEED_OTHER, SEED_TOKENS } from './people.ts';
import {
  LARGE_KEYS_COUNT,
  LARGE_KEYS_ORDER_NO,
  ORDER_PAY_TTL_MS,
  SEED_VISITOR_CONTACT,
  SEED_VISITOR_QUERY_PWD,
  SEED_VISITOR_TOKEN,
} from '../policy.ts';

/** Bump when the seed's shape or content changes: browsers drop an older persisted snapshot. */
export const SEED_VERSION = 7;

export const SIZES: Record<DbSize, { orders: number; stockFactor: number }> = {
  standard: { orders: 200, stockFactor: 1 },
  large: { orders: 10_000, stockFactor: 5 },
};

const FAR_FUTURE = Date.UTC(2099, 0, 1);
/** Nothing in the seed happens after the seed moment. */
const past = (at: number) => Math.min(at, SEED_NOW - MINUTE);
const yuan = (value: number) => Math.round(value * 100);

export const goodsCover = (id: number) => `/mock-assets/goods/${id}.svg`;
export const avatarOf = (id: number) => `/mock-assets/avatar/${id}.svg`;
export const DEFAULT_AVATAR = '/static/public/images/user.png';
export const MAIN_SITE_TITLE = '云卡数字商城';

export function emptyDb(size: DbSize, realNow: number): Db {
  return {
    meta: { version: SEED_VERSION, size, clock: { seedNow: SEED_NOW, realAtSeed: realNow }, seq: {} },
    levels: [],
    customers: [],
    sessions: [],
    loginLogs: [],
    codes: [],
    bindStates: [],
    directories: [],
    goods: [],
    cardKeys: [],
    orders: [],
    fundLogs: [],
    payRecords: [],
    withdrawals: [],
    transfers: [],
    complaints: [],
    messages: [],
    announcements: [],
    favorites: [],
    commissions: [],
    collects: [],
    shopPrices: [],
    cardRepeals: [],
    goodsLogs: [],
    vipVersions: [],
    vipSites: [],
    vipGoods: [],
    vipDirectories: [],
    vipPages: [],
    settlements: [],
    cdkCodes: [],
    cdkRedemptions: [],
    coupons: [],
    captchas: [],
    admins: [],
    otherAccounts: [],
    feedback: [],
    decorations: [],
    uploads: [],
    payments: [],
    recharges: [],
    levelOrders: [],
    requestReplies: [],
    jobs: [],
    loginStates: [],
    certifications: [],
    alipayAuths: [],
  };
}

/** The next id of a table (ids keep counting after deletes). */
export function nextId(db: Db, table: TableName | string): number {
  const next = (db.meta.seq[table] ?? 0) + 1;
  db.meta.seq[table] = next;
  return next;
}

/** An order number: China-time `yyyyMMddHHmmss` plus a 4-digit sequence. */
export function makeOrderNo(ms: number, seq: number): string {
  const d = new Date(ms + 8 * HOUR);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(seq % 10000, 4)}`;
}

export function buildSeed(size: DbSize = 'standard', realNow = Date.now()): Db {
  const rng = createRng(20261120);
  const db = emptyDb(size, realNow);
  const counts = SIZES[size];

  seedLevelsAndCatalogue(db);
  seedPeople(db, rng);
  seedUnsoldKeys(db, rng);
  seedVip(db, rng);
  seedOrders(db, rng, counts.orders);
  if (size === 'large') seedBulkKeyOrder(db, rng);
  seedCommissions(db);
  seedMoney(db, rng);
  seedPromotion(db, rng);
  seedInbox(db, rng);
  seedSupply(db);
  seedCdk(db, rng);
  seedAdminAndOther(db);
  seedSessions(db);
  return db;
}

// ---- levels, directories, goods ----

function seedLevelsAndCatalogue(db: Db): void {
  for (const l of LEVELS) {
    db.levels.push({
      id: l.id,
      name: l.name,
      sort: l.sort,
      upgradePriceCents: yuan(l.upgrade),
      discount: l.discount,
      benefits: [...l.benefits],
      icon: l.icon,
    });
  }
  db.meta.seq.levels = LEVELS.length;
  for (const d of DIRECTORIES) db.directories.push({ ...d });
  db.meta.seq.directories = DIRECTORIES.length;
  for (const g of GOODS) db.goods.push(goodsRow(g));
  db.meta.seq.goods = GOODS.length;
}

function goodsRow(g: GoodsSeed): GoodsRow {
  const price = yuan(g.price);
  const levelPriceCents: Record<number, number> = {};
  // A few goods have hand-set level prices; the rest follow the level discount.
  if (g.id % 5 === 1) {
    levelPriceCents[2] = Math.round(price * 0.96);
    levelPriceCents[3] = Math.round(price * 0.92);
    levelPriceCents[4] = Math.round(price * 0.88);
  }
  return {
    id: g.id,
    dirId: g.dirId,
    name: g.name,
    cover: goodsCover(g.id),
    description: goodsDescription(g),
    priceCents: price,
    marketPriceCents: yuan(g.market),
    costCents: Math.round(price * 0.82),
    levelPriceCents,
    sales: 0,
    deliveryType: g.type,
    status: g.status ?? 'on',
    minQuantity: g.min ?? 1,
    maxQuantity: g.max ?? 20,
    tags: g.tags ? [...g.tags] : [],
    inputs: g.inputs ? g.inputs.map((f) => ({ ...f, options: [...f.options] })) : [],
    contactKind: g.type === 'recharge' ? 'mobile' : g.dirId === 8 ? 'mobile' : 'any',
    queryPwdEnabled: g.queryPwd ?? false,
    wholesale: (g.wholesale ?? []).map(([minQuantity, p]) => ({ minQuantity, priceCents: yuan(p) })),
    options: (GOODS_OPTIONS[g.id] ?? []).map(([id, name, p]) => ({ id, name, priceCents: yuan(p) })),
    pickKeys: PICKABLE_KEYS.some(([goodsId]) => goodsId === g.id),
    stockCount: g.type === 'card' ? 0 : g.stock,
    supplierId: g.supplier ? SEED_LOGINS.supplier.id : null,
    hideStock: g.id === 31,
    membersOnly: g.membersOnly ?? false,
    deliveryNotes: g.notes ?? (g.type === 'card' ? '卡密请妥善保存，兑换后即失效。' : '充值结果以到账为准，如超时未到账请联系客服。'),
    shipped: g.shipped ?? false,
    createdAt: SEED_NOW - (120 - g.id) * DAY,
  };
}

const seedStock = (g: GoodsSeed, factor: number) => g.stock * factor;

/** Goods with types / options (id, name, retail price): Office 2021 by its activation kind. */
const GOODS_OPTIONS: Record<number, Array<[number, string, number]>> = {
  28: [
    [1, '电话激活版', 69],
    [2, '在线激活版', 99],
    [3, '绑定微软账户版', 129],
  ],
};

/** Keys a buyer may pick by their preview, for a surcharge ("key ║ preview ║ surcharge"): goods, how many, preview, surcharge (fen). */
const PICKABLE_KEYS: Array<[number, number, string, number]> = [
  [27, 3, '零售版（可换机激活）', 500],
  [11, 2, '港区账户可用', 100],
];

// ---- people ----

/**
 * A customer's row with a new account's defaults (level 1, no money, nothing bound, no sale password)
 * under what is given: the seed's people and a sign-up (public.ts) alike.
 */
export function newCustomer(
  fields: Partial<CustomerRow> & Pick<CustomerRow, 'id' | 'loginName' | 'password' | 'nickname' | 'avatar' | 'loginPlace' | 'createdAt'>,
): CustomerRow {
  return {
    qq: '',
    mobile: null,
    mobileBoundAt: null,
    email: null,
    emailBoundAt: null,
    levelId: 1,
    balanceCents: 0,
    frozenCents: 0,
    inviteCode: `YQ${String(fields.id).padStart(4, '0')}`,
    inviterId: null,
    commissionRate: 3,
    salePwd: null,
    salePwdEnabled: false,
    loginNameChanged: false,
    openApi: { enabled: false, status: false, appId: '', key: '' },
    bindings: { weixin: null, qq: null, mp: null, wc: null },
    roles: [],
    siteId: null,
    status: 'active',
    certification: null,
    ...fields,
  };
}

function customer(db: Db, partial: Partial<CustomerRow> & Pick<CustomerRow, 'id' | 'loginName' | 'password' | 'nickname'>): CustomerRow {
  const row = newCustomer({ avatar: avatarOf(partial.id), loginPlace: PLACES.hangzhou, createdAt: SEED_NOW - 200 * DAY, ...partial });
  db.customers.push(row);
  return row;
}

function seedPeople(db: Db, rng: Rng): void {
  const { demo, traveler, newbie, vipshop, supplier, banned } = SEED_LOGINS;
  customer(db, {
    ...pick(demo),
    nickname: '云端旅人',
    qq: '80012345',
    mobile: '13800138000',
    mobileBoundAt: SEED_NOW - 150 * DAY,
    levelId: 3,
    commissionRate: 5,
    salePwd: demo.salePwd,
    salePwdEnabled: true,
    bindings: {
      weixin: { account: '云端旅人', openId: 'oWx-demo-0001', boundAt: SEED_NOW - 140 * DAY },
      qq: null,
      mp: null,
      wc: { account: '云端旅人', openId: 'oWc-demo-0001', boundAt: SEED_NOW - 90 * DAY },
    },
    loginPlace: PLACES.shanghai,
    createdAt: SEED_NOW - 180 * DAY,
  });
  customer(db, {
    ...pick(traveler),
    nickname: '旅行的鱼',
    email: 'traveler@example.com',
    emailBoundAt: SEED_NOW - 60 * DAY,
    levelId: 2,
    loginPlace: PLACES.shenzhen,
    inviterId: demo.id,
    createdAt: SEED_NOW - 120 * DAY,
  });
  customer(db, { ...pick(newbie), nickname: '新来的', avatar: DEFAULT_AVATAR, loginPlace: PLACES.chengdu, createdAt: SEED_NOW - 2 * HOUR });
  customer(db, {
    ...pick(vipshop),
    nickname: '小鹿数码',
    qq: '2850011223',
    mobile: '13911112222',
    mobileBoundAt: SEED_NOW - 300 * DAY,
    levelId: 4,
    commissionRate: 8,
    salePwd: vipshop.salePwd,
    salePwdEnabled: true,
    roles: ['vip'],
    loginPlace: PLACES.hangzhou,
    openApi: { enabled: true, status: true, appId: 'ak_20260004', key: 'sk_live_9f3b2c7d4e5a6b1c8d0e2f4a6b8c0d2e' },
    createdAt: SEED_NOW - 400 * DAY,
  });
  customer(db, {
    ...pick(supplier),
    nickname: '星河数卡',
    qq: '3300998877',
    mobile: '13722223333',
    mobileBoundAt: SEED_NOW - 500 * DAY,
    levelId: 4,
    salePwd: supplier.salePwd,
    salePwdEnabled: true,
    roles: ['supplier'],
    loginPlace: PLACES.guangzhou,
    createdAt: SEED_NOW - 520 * DAY,
  });
  customer(db, { ...pick(banned), nickname: '违规用户', status: 'disabled', createdAt: SEED_NOW - 90 * DAY });

  // 15 invitees of demo, then 30 customers of the vip site, then 3 child-site owners.
  let n = 0;
  const next = () => {
    const i = n++;
    const nickname = NICKNAMES[i % NICKNAMES.length] as string;
    const login = `${PINYIN[i % PINYIN.length] as string}${i >= PINYIN.length ? i : ''}${rng.int(10, 99)}`;
    return { nickname, login };
  };
  for (let i = 0; i < 15; i += 1) {
    const { nickname, login } = next();
    customer(db, {
      id: 7 + i,
      loginName: login,
      password: 'user123456',
      nickname,
      mobile: `13${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      mobileBoundAt: SEED_NOW - rng.int(10, 100) * DAY,
      levelId: rng.pick([1, 1, 1, 2, 2, 3]),
      inviterId: demo.id,
      status: i === 14 ? 'disabled' : 'active',
      loginPlace: rng.pick(Object.values(PLACES)),
      createdAt: SEED_NOW - rng.int(5, 100) * DAY - rng.int(0, 23) * HOUR,
    });
  }
  for (let i = 0; i < 30; i += 1) {
    const { nickname, login } = next();
    customer(db, {
      id: 22 + i,
      loginName: `${login}x`,
      password: 'user123456',
      nickname,
      qq: String(rng.int(100_000_000, 999_999_999)),
      levelId: rng.pick([1, 1, 2, 3]),
      siteId: 1,
      status: i % 13 === 12 ? 'disabled' : 'active',
      loginPlace: rng.pick(Object.values(PLACES)),
      createdAt: SEED_NOW - rng.int(1, 200) * DAY - rng.int(0, 23) * HOUR,
    });
  }
  const owners = [
    { id: 52, loginName: 'mengmeng88', nickname: '萌萌小铺' },
    { id: 53, loginName: 'gamebar', nickname: '电玩吧' },
    { id: 54, loginName: 'kabao666', nickname: '卡宝' },
  ];
  for (const o of owners) {
    customer(db, { ...o, password: 'user123456', levelId: 3, roles: ['vip'], siteId: 1, createdAt: SEED_NOW - rng.int(30, 200) * DAY });
  }
  db.meta.seq.customers = db.customers.length;
}

function pick(login: { id: number; loginName: string; password: string }) {
  return { id: login.id, loginName: login.loginName, password: login.password };
}

// ---- card keys ----

function cardNoFor(goods: GoodsRow, rng: Rng): { cardNo: string; password: string } {
  if (goods.id === 27 || goods.id === 28) {
    const part = () => rng.string(5, 'BCDFGHJKMPQRTVWXY2346789');
    return { cardNo: `${part()}-${part()}-${part()}-${part()}-${part()}`, password: '' };
  }
  if (goods.id === 11 || goods.id === 12) {
    const part = () => rng.string(5);
    return { cardNo: `${part()}-${part()}-${part()}`, password: '' };
  }
  const prefix = `K${String(goods.id).padStart(2, '0')}`;
  return { cardNo: `${prefix}${rng.string(13, '0123456789')}`, password: rng.string(8, '0123456789') };
}

function addCard(db: Db, rng: Rng, goods: GoodsRow, partial: Partial<CardKeyRow>, used: Set<string>): CardKeyRow {
  let key = cardNoFor(goods, rng);
  while (used.has(key.cardNo)) key = cardNoFor(goods, rng);
  used.add(key.cardNo);
  const importedAt = partial.importedAt ?? SEED_NOW - rng.int(1, 40) * DAY - rng.int(0, 23) * HOUR;
  const row: CardKeyRow = {
    id: nextId(db, 'cardKeys'),
    goodsId: goods.id,
    cardNo: key.cardNo,
    password: key.password,
    batch: `B${formatBatch(importedAt)}`,
    status: 'unsold',
    importedAt,
    soldAt: null,
    soldOrderNo: null,
    note: '',
    preview: '',
    surchargeCents: 0,
    supplierId: goods.supplierId,
    ...partial,
  };
  db.cardKeys.push(row);
  return row;
}

function formatBatch(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

const usedCardNos = new WeakMap<Db, Set<string>>();
const cardSet = (db: Db) => {
  let set = usedCardNos.get(db);
  if (!set) usedCardNos.set(db, (set = new Set()));
  return set;
};

function seedUnsoldKeys(db: Db, rng: Rng): void {
  const factor = SIZES[db.meta.size].stockFactor;
  for (const seed of GOODS) {
    if (seed.type !== 'card') continue;
    const goods = db.goods.find((g) => g.id === seed.id) as GoodsRow;
    const unsold = seedStock(seed, factor);
    for (let i = 0; i < unsold; i += 1) {
      addCard(db, rng, goods, { note: i % 25 === 0 ? '补货' : '' }, cardSet(db));
    }
    // A few locked keys (held for checking) on supplier goods.
    if (goods.supplierId !== null && unsold > 0) {
      for (let i = 0; i < 3; i += 1) addCard(db, rng, goods, { status: 'locked', note: '待核验' }, cardSet(db));
    }
  }
  // Keys of goods with options: the oldest first to the first option, and so on (GOODS_OPTIONS).
  for (const [goodsId, options] of Object.entries(GOODS_OPTIONS)) {
    const keys = db.cardKeys.filter((c) => c.goodsId === Number(goodsId) && c.status !== 'sold');
    keys.forEach((card, i) => {
      const option = options[Math.min(options.length - 1, Math.floor((i * options.length) / keys.length))];
      card.optionId = option ? option[0] : null;
    });
  }
  for (const [goodsId, howMany, preview, surchargeCents] of PICKABLE_KEYS) {
    for (const card of db.cardKeys.filter((c) => c.goodsId === goodsId && c.status === 'unsold').slice(0, howMany)) {
      card.preview = preview;
      card.surchargeCents = surchargeCents;
    }
  }
}

// ---- vip sites ----

function seedVip(db: Db, rng: Rng): void {
  db.vipVersions.push(
    {
      id: 1,
      name: '基础版',
      priceCents: yuan(199),
      features: ['独立分站', '自定义公告', '商品加价'],
      childSites: 0,
      ownDomain: false,
      supplyRight: false,
      childCommission: 0,
      supplyFee: 0,
      sort: 1,
    },
    {
      id: 2,
      name: '专业版',
      priceCents: yuan(599),
      features: ['独立分站', '自定义公告', '商品加价', '绑定独立域名', '开设5个下级分站', '下级分站分成'],
      childSites: 5,
      ownDomain: true,
      supplyRight: false,
      childCommission: 5,
      supplyFee: 0,
      sort: 2,
    },
    {
      id: 3,
      name: '旗舰版',
      priceCents: yuan(1299),
      features: ['专业版全部功能', '开设50个下级分站', '供货权限', '专属客服', '自定义页面'],
      childSites: 50,
      ownDomain: true,
      supplyRight: true,
      childCommission: 8,
      supplyFee: 5,
      sort: 3,
    },
  );
  db.meta.seq.vipVersions = 3;
  const style = {
    theme: 'light' as const,
    primaryColor: '#f97316',
    layout: 'grid' as const,
    showStock: true,
    showSales: true,
    banner: '/mock-assets/banner/1.svg',
  };
  const site = (
    row: Omit<VipSiteRow, 'style' | 'service' | 'logo' | 'subDomain' | 'domain' | 'domainVerified' | 'domainBoundAt'> & Partial<VipSiteRow>,
  ): VipSiteRow => ({
    logo: `/mock-assets/logo/${row.id}.svg`,
    subDomain: row.path,
    domain: null,
    domainVerified: false,
    domainBoundAt: null,
    service: { qq: '', wechat: '', wechatQr: '', phone: '', email: '', hours: '09:00-23:00' },
    style: { ...style },
    ...row,
  });
  db.vipSites.push(
    site({
      id: 1,
      ownerId: SEED_LOGINS.vipshop.id,
      name: '小鹿数码商城',
      title: '小鹿数码商城 - 会员卡密自动发货',
      path: 'xiaolu',
      domain: 'shop.xiaolu-digital.com',
      domainVerified: true,
      domainBoundAt: SEED_NOW - 120 * DAY,
      notice: '**欢迎光临小鹿数码！** 全场卡密自动发货，如遇问题请联系客服QQ 2850011223。',
      service: {
        qq: '2850011223',
        wechat: 'xiaolu-kefu',
        wechatQr: '/mock-assets/qr/wechat.svg',
        phone: '400-820-1234',
        email: 'kefu@xiaolu-digital.com',
        hours: '09:00-23:00',
      },
      versionId: 2,
      expiresAt: SEED_NOW + 200 * DAY,
      markupPercent: 8,
      rounding: 'round',
      showMainGoods: true,
      status: 'active',
      createdAt: SEED_NOW - 165 * DAY,
      parentSiteId: null,
      commissionRate: 0,
    }),
  );
  const children = [
    { id: 2, ownerId: 52, name: '萌萌小铺', path: 'mengmeng', versionId: 1, status: 'active' as const, days: 120 },
    { id: 3, ownerId: 53, name: '电玩吧卡密站', path: 'gamebar', versionId: 1, status: 'active' as const, days: 60 },
    { id: 4, ownerId: 54, name: '卡宝自助商城', path: 'kabao', versionId: 1, status: 'expired' as const, days: 300 },
  ];
  for (const c of children) {
    db.vipSites.push(
      site({
        id: c.id,
        ownerId: c.ownerId,
        name: c.name,
        title: c.name,
        path: c.path,
        notice: '',
        versionId: c.versionId,
        expiresAt: c.status === 'expired' ? SEED_NOW - 10 * DAY : SEED_NOW + (365 - c.days) * DAY,
        markupPercent: 10,
        rounding: 'up',
        showMainGoods: true,
        status: c.status,
        createdAt: SEED_NOW - c.days * DAY,
        parentSiteId: 1,
        commissionRate: 5,
        // The expired child never bound a sub-domain.
        subDomain: c.status === 'expired' ? null : c.path,
      }),
    );
  }
  db.meta.seq.vipSites = db.vipSites.length;
  // The site's directories and 24 goods taken in from the market.
  for (const d of DIRECTORIES) {
    db.vipDirectories.push({
      id: nextId(db, 'vipDirectories'),
      siteId: 1,
      dirId: d.id,
      ownName: d.id === 3 ? '热门点卡' : '',
      visible: d.id !== 8,
      sort: d.sort,
    });
  }
  const onSale = db.goods.filter((g) => g.status !== 'off').slice(0, 24);
  for (const g of onSale) {
    db.vipGoods.push({
      id: nextId(db, 'vipGoods'),
      siteId: 1,
      goodsId: g.id,
      ownName: g.id === 1 ? '腾讯视频会员月卡（秒发）' : '',
      markupPercent: rng.pick([5, 8, 8, 10, 12]),
      visible: g.id % 9 !== 0,
      addedAt: SEED_NOW - rng.int(10, 150) * DAY,
    });
  }
  const pages: Array<[string, string, string]> = [
    ['关于我们', 'about', '<h2>关于小鹿数码</h2><p>我们专注数字会员与游戏点卡，7×14小时在线客服。</p>'],
    ['购买须知', 'notice', '<h2>购买须知</h2><ol><li>虚拟商品发货后不支持退款</li><li>请核对充值账号</li></ol>'],
    ['联系客服', 'contact', '<p>QQ：2850011223　微信：xiaolu-kefu</p>'],
  ];
  for (const [title, path, html] of pages) {
    db.vipPages.push({
      id: nextId(db, 'vipPages'),
      siteId: 1,
      title,
      path,
      html,
      visible: path !== 'contact',
      updatedAt: SEED_NOW - rng.int(1, 60) * DAY,
    });
  }
  const siteNews: Array<[string, string, boolean]> = [
    ['小鹿数码双十二预告', '<p>12月12日全场会员卡 <strong>9.5折</strong>，敬请期待！</p>', true],
    ['新增游戏点卡分类', '<p>Steam、网易一卡通现已上架，自动发货。</p>', false],
    ['客服工作时间调整', '<p>即日起客服时间为 09:00-23:00。</p>', false],
  ];
  for (const [title, html, pinned] of siteNews) {
    db.announcements.push({
      id: nextId(db, 'announcements'),
      siteId: 1,
      title,
      html,
      pinned,
      views: rng.int(20, 400),
      createdAt: SEED_NOW - rng.int(1, 40) * DAY,
    });
  }
}

// ---- orders ----

const STATUS_SHARE: Array<[OrderStatus, number]> = [
  ['delivered', 104],
  ['expired', 18],
  ['unpaid', 12],
  ['processing', 12],
  ['paid', 10],
  ['refunded', 12],
  ['closed', 12],
  ['complained', 12],
  ['abnormal', 8],
];

const COMPANIES = [
  ['顺丰速运', 'SF'],
  ['中通快递', 'ZTO'],
  ['韵达快递', 'YD'],
] as const;

function statusDeck(total: number, rng: Rng): OrderStatus[] {
  const deck: OrderStatus[] = [];
  for (const [status, share] of STATUS_SHARE) for (let i = 0; i < Math.round((share * total) / 200); i += 1) deck.push(status);
  while (deck.length < total) deck.push('delivered');
  deck.length = total;
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [deck[i], deck[j]] = [deck[j] as OrderStatus, deck[i] as OrderStatus];
  }
  return deck;
}

function goodsFor(status: OrderStatus, db: Db, rng: Rng): GoodsRow {
  const sellable = db.goods.filter((g) => g.id !== 40 && g.id !== 22);
  const pool =
    status === 'paid'
      ? sellable.filter((g) => g.deliveryType === 'manual')
      : status === 'processing'
        ? sellable.filter((g) => g.deliveryType !== 'card')
        : status === 'abnormal'
          ? sellable.filter((g) => g.deliveryType === 'card')
          : sellable;
  return rng.pick(pool);
}

export function levelPrice(goods: GoodsRow, levelId: number, levels: Db['levels']): number {
  const own = goods.levelPriceCents[levelId];
  if (own !== undefined) return own;
  const level = levels.find((l) => l.id === levelId);
  return Math.round((goods.priceCents * (level?.discount ?? 100)) / 100);
}

function seedOrders(db: Db, rng: Rng, total: number): void {
  const deck = statusDeck(total, rng);
  const invitees = db.customers.filter((c) => c.inviterId === SEED_LOGINS.demo.id && c.id !== SEED_LOGINS.traveler.id);
  const siteCustomers = db.customers.filter((c) => c.siteId === 1 && !c.roles.includes('vip'));
  const span = total > 200 ? 365 : 60;
  deck.forEach((status, index) => {
    const roll = rng.next();
    const buyer: CustomerRow | null =
      roll < 0.35
        ? (db.customers[0] as CustomerRow)
        : roll < 0.43
          ? (db.customers[1] as CustomerRow)
          : roll < 0.58
            ? rng.pick(invitees)
            : roll < 0.7
              ? rng.pick(siteCustomers)
              : null;
    const onSite = buyer ? buyer.siteId === 1 : rng.chance(0.25);
    const goods = goodsFor(status, db, rng);
    const quantity = goods.deliveryType === 'card' ? rng.pick([1, 1, 1, 2, 3]) : 1;
    const unit = buyer ? levelPrice(goods, buyer.levelId, db.levels) : goods.priceCents;
    const site = onSite ? (db.vipSites[0] as VipSiteRow) : null;
    const vipGoods = site ? db.vipGoods.find((v) => v.goodsId === goods.id) : undefined;
    const unitPrice = site && vipGoods ? Math.round((unit * (100 + vipGoods.markupPercent)) / 100) : unit;
    const discount = index % 23 === 5 ? 500 : 0;
    const amount = Math.max(unitPrice * quantity - discount, 0);
    // Recent statuses are recent; the rest spread over the span, a few today.
    const createdAt =
      status === 'unpaid'
        ? SEED_NOW - rng.int(1, 25) * MINUTE
        : status === 'paid' || status === 'processing'
          ? SEED_NOW - rng.int(1, 30) * HOUR
          : index % 17 === 0
            ? SEED_NOW - rng.int(5, 9 * 60) * MINUTE
            : SEED_NOW - rng.int(1, span) * DAY - rng.int(0, 23) * HOUR - rng.int(0, 59) * MINUTE;
    const method: PayMethod =
      buyer && rng.chance(0.55) ? 'balance' : rng.pick(['alipay', 'alipay', 'wxpay', 'wxpay', 'qqpay', 'epay', 'fxpay']);
    const paid = !['unpaid', 'expired', 'closed'].includes(status);
    const paidAt = paid ? past(createdAt + rng.int(20, 300) * 1000) : null;
    const account = goods.deliveryType === 'recharge' ? rechargeAccount(goods, buyer, rng) : null;
    const contact = buyer ? (buyer.mobile ?? (buyer.qq || `${buyer.loginName}@qq.com`)) : visitorContact(rng);
    const order: OrderRow = {
      orderNo: makeOrderNo(createdAt, index + 1),
      customerId: buyer?.id ?? null,
      siteId: site?.id ?? null,
      goodsId: goods.id,
      goodsName: goods.name,
      goodsCover: goods.cover,
      deliveryType: goods.deliveryType,
      quantity,
      unitPriceCents: unitPrice,
      amountCents: amount,
      discountCents: discount,
      costCents: goods.costCents * quantity,
      payMethod: method,
      status,
      contact,
      queryPwd: !buyer && goods.queryPwdEnabled && rng.chance(0.6) ? String(rng.int(1000, 9999)) : '',
      rechargeAccount: account?.account ?? null,
      inputs: account?.inputs ?? [],
      cardIds: [],
      deliveryText: null,
      express: null,
      remark: index % 31 === 0 ? '麻烦尽快发货，谢谢' : '',
      coupon: discount > 0 ? 'NEW2026' : '',
      ip: rng.pick(Object.values(PLACES)).ip,
      device: rng.pick(['pc', 'pc', 'android', 'ios', 'ios', 'ipad']),
      createdAt,
      paidAt,
      deliveredAt: null,
    };
    deliver(db, rng, order, goods);
    db.orders.push(order);
    if (paid && status !== 'refunded') goods.sales += quantity;
  });
  db.orders.sort((a, b) => b.createdAt - a.createdAt);
  rememberVisitorOrders(db);
  for (const o of db.orders) {
    if (o.status === 'unpaid')
      db.jobs.push({ id: nextId(db, 'jobs'), kind: 'expireOrder', ref: o.orderNo, due: o.createdAt + ORDER_PAY_TTL_MS });
  }
  db.jobs.sort((a, b) => a.due - b.due || a.id - b.id);
}

/**
 * The large world's bulk order (LARGE_KEYS_ORDER_NO): demo's newest delivered card order becomes a
 * purchase of LARGE_KEYS_COUNT keys, placed 2026-11-18 08:00 (China time), paid by Alipay. It replaces
 * an order rather than adding one, so the world keeps exactly 10,000 orders.
 */
function seedBulkKeyOrder(db: Db, rng: Rng): void {
  const demoId = SEED_LOGINS.demo.id;
  const order = db.orders.find(
    (o) => o.customerId === demoId && o.status === 'delivered' && o.deliveryType === 'card' && o.siteId === null,
  );
  const goods = order && db.goods.find((g) => g.id === order.goodsId);
  if (!order || !goods) return;
  const createdAt = SEED_NOW - 2 * DAY - 2 * HOUR;
  const paidAt = createdAt + 40 * 1000;
  const deliveredAt = paidAt + 5 * 1000;
  order.orderNo = LARGE_KEYS_ORDER_NO;
  for (const id of order.cardIds) {
    const card = db.cardKeys.find((c) => c.id === id);
    if (card) {
      card.soldOrderNo = LARGE_KEYS_ORDER_NO;
      card.soldAt = deliveredAt;
    }
  }
  for (let i = order.cardIds.length; i < LARGE_KEYS_COUNT; i += 1) {
    const card = addCard(
      db,
      rng,
      goods,
      { status: 'sold', importedAt: createdAt - 3 * DAY, soldAt: deliveredAt, soldOrderNo: LARGE_KEYS_ORDER_NO, note: '批量采购' },
      cardSet(db),
    );
    order.cardIds.push(card.id);
  }
  goods.sales += LARGE_KEYS_COUNT - order.quantity;
  order.quantity = LARGE_KEYS_COUNT;
  order.discountCents = 0;
  order.amountCents = order.unitPriceCents * LARGE_KEYS_COUNT;
  order.costCents = goods.costCents * LARGE_KEYS_COUNT;
  order.payMethod = 'alipay';
  order.coupon = '';
  order.remark = '批量采购';
  order.createdAt = createdAt;
  order.paidAt = paidAt;
  order.deliveredAt = deliveredAt;
  db.orders.sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * One browser's visitor orders (SEED_VISITOR_TOKEN): the newest visitor order of each status, and one
 * with a query password (SEED_VISITOR_QUERY_PWD). That one and the four newest others were placed with
 * SEED_VISITOR_CONTACT, so /chadan by contact (the latest five) shows a locked order among them.
 */
function rememberVisitorOrders(db: Db): void {
  const visitors = db.orders.filter((o) => o.customerId === null);
  const chosen = new Set<OrderRow>();
  for (const status of STATUS_SHARE.map(([s]) => s)) {
    const order = visitors.find((o) => o.status === status);
    if (order) chosen.add(order);
  }
  const guarded =
    [...chosen].find((o) => o.queryPwd !== '' && o.cardIds.length > 0) ?? visitors.find((o) => o.queryPwd !== '' && o.cardIds.length > 0);
  if (guarded) chosen.add(guarded);
  const newest = [...chosen].filter((o) => o !== guarded).sort((a, b) => b.createdAt - a.createdAt);
  const withContact = new Set([...(guarded ? [guarded] : []), ...newest.slice(0, 4)]);
  for (const o of chosen) {
    o.visitorToken = SEED_VISITOR_TOKEN;
    if (withContact.has(o)) o.contact = SEED_VISITOR_CONTACT;
    if (o.queryPwd !== '') o.queryPwd = SEED_VISITOR_QUERY_PWD;
  }
}

function rechargeAccount(goods: GoodsRow, buyer: CustomerRow | null, rng: Rng) {
  const inputs: Array<{ label: string; value: string }> = [];
  let account = '';
  for (const f of goods.inputs) {
    const value =
      f.type === 'select'
        ? rng.pick(f.options)
        : f.label.includes('手机')
          ? (buyer?.mobile ?? `139${String(rng.int(0, 99_999_999)).padStart(8, '0')}`)
          : f.label.includes('UID')
            ? String(rng.int(100_000_000, 299_999_999))
            : f.label.includes('QQ')
              ? String(rng.int(10_000_000, 999_999_999))
              : f.name === 'role'
                ? rng.pick(['孤影', '一念', '长风破浪', ''])
                : `user${rng.int(1000, 9999)}`;
    if (f.name === 'account') account = value;
    inputs.push({ label: f.label, value });
  }
  return { account, inputs };
}

function visitorContact(rng: Rng): string {
  const kind = rng.int(0, 2);
  if (kind === 0) return `1${rng.pick(['35', '38', '50', '58', '86', '89'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  if (kind === 1) return String(rng.int(10_000_000, 2_999_999_999));
  return `${rng.pick(PINYIN)}${rng.int(10, 999)}@${rng.pick(['qq.com', '163.com', 'gmail.com'])}`;
}

function deliver(db: Db, rng: Rng, order: OrderRow, goods: GoodsRow): void {
  const status = order.status;
  if (status === 'abnormal') {
    order.deliveryText = '库存不足，系统将在补货后自动发货，超过24小时未发货将自动退款。';
    return;
  }
  const delivered = status === 'delivered' || status === 'complained' || status === 'refunded';
  if (!delivered && status !== 'processing' && status !== 'paid') return;
  const at = past((order.paidAt ?? order.createdAt) + rng.int(2, 120) * 1000);
  if (goods.deliveryType === 'card' && delivered) {
    for (let i = 0; i < order.quantity; i += 1) {
      const card = addCard(
        db,
        rng,
        goods,
        {
          status: status === 'refunded' ? 'repealed' : 'sold',
          importedAt: order.createdAt - rng.int(1, 30) * DAY,
          soldAt: at,
          soldOrderNo: order.orderNo,
        },
        cardSet(db),
      );
      order.cardIds.push(card.id);
    }
    order.deliveredAt = at;
    return;
  }
  if (goods.deliveryType === 'recharge') {
    if (delivered) {
      order.deliveryText = `充值成功：${order.rechargeAccount ?? ''} 已到账。`;
      order.deliveredAt = past(at + 5 * MINUTE);
    } else {
      order.deliveryText = '已提交充值，等待渠道到账…';
    }
    return;
  }
  // manual goods
  if (goods.shipped) {
    const [company, code] = rng.pick(COMPANIES);
    const trackingNo = `${code}${rng.string(12, '0123456789')}`;
    if (status === 'paid') return;
    const shipAt = past(at + rng.int(2, 20) * HOUR);
    const events = [{ time: shipAt, text: `【深圳市】${company} 已揽收` }];
    // Only the steps that have happened by the seed moment.
    const steps: Array<[number, string]> = [
      [6 * HOUR, '【深圳转运中心】快件已发往 目的地'],
      [30 * HOUR, '【目的地转运中心】快件已到达'],
    ];
    if (delivered) steps.push([40 * HOUR, '【收件地】快件已签收，签收人：本人，感谢使用']);
    for (const [after, text] of steps) if (shipAt + after < SEED_NOW) events.push({ time: shipAt + after, text });
    const signed = events.length === steps.length + 1 && delivered;
    order.express = { company, trackingNo, status: signed ? 'signed' : 'shipping', events: events.reverse() };
    order.deliveryText = `已发货：${company} ${trackingNo}`;
    order.deliveredAt = delivered ? shipAt : null;
    return;
  }
  if (delivered) {
    order.deliveryText =
      goods.id === 30
        ? `兑换码：${rng.string(4)}-${rng.string(4)}-${rng.string(4)}-${rng.string(4)}\n兑换地址：https://account.adobe.com/redeem`
        : `授权账号：jb${rng.int(10000, 99999)}@license.example.com\n授权码：${rng.string(20)}`;
    order.deliveredAt = past(at + rng.int(1, 3) * HOUR);
  }
}

// ---- money: fund logs, pay records, withdrawals, transfers ----

interface MoneyEvent {
  at: number;
  cents: number;
  type: FundLogRow['type'];
  remark: string;
  orderNo: string | null;
  collectId?: number;
}

/** What the named customers hold at the end of the seed (a last recharge tops them up to it). */
const CLOSING_BALANCE: Record<number, number> = { 1: 128_850, 2: 35_620, 4: 500_000, 5: 80_000 };

function seedMoney(db: Db, rng: Rng): void {
  const events = new Map<number, MoneyEvent[]>();
  const push = (customerId: number, e: MoneyEvent) => {
    const list = events.get(customerId) ?? [];
    list.push(e);
    events.set(customerId, list);
  };

  for (const o of db.orders) {
    if (o.customerId === null) continue;
    const title = `${o.goodsName} ×${o.quantity}`;
    const record: PayRecordRow = {
      id: 0,
      customerId: o.customerId,
      kind: 'order',
      orderNo: o.orderNo,
      title,
      channel: o.payMethod ?? 'alipay',
      amountCents: o.amountCents,
      status: o.paidAt !== null ? 'paid' : o.status === 'unpaid' ? 'pending' : 'closed',
      createdAt: o.createdAt,
      paidAt: o.paidAt,
    };
    db.payRecords.push(record);
    if (o.payMethod === 'balance' && o.paidAt !== null) {
      push(o.customerId, { at: o.paidAt, cents: -o.amountCents, type: 'purchase', remark: `购买 ${title}`, orderNo: o.orderNo });
      if (o.status === 'refunded') {
        push(o.customerId, {
          at: o.paidAt + 2 * DAY,
          cents: o.amountCents,
          type: 'refund',
          remark: `订单退款 ${o.orderNo}`,
          orderNo: o.orderNo,
        });
      }
    }
  }

  const demo = SEED_LOGINS.demo.id;
  const traveler = SEED_LOGINS.traveler.id;
  // Level upgrade of demo to 黄金会员, paid from the balance.
  push(demo, { at: SEED_NOW - 100 * DAY, cents: -yuan(299), type: 'purchase', remark: '升级为 黄金会员', orderNo: null });
  db.payRecords.push({
    id: 0,
    customerId: demo,
    kind: 'level',
    orderNo: makeOrderNo(SEED_NOW - 100 * DAY, 9001),
    title: '升级为 黄金会员',
    channel: 'balance',
    amountCents: yuan(299),
    status: 'paid',
    createdAt: SEED_NOW - 100 * DAY,
    paidAt: SEED_NOW - 100 * DAY,
  });

  // Transfers between demo and traveler.
  const transfers: Array<[number, number, number, number, string]> = [
    [demo, traveler, 50, 40, '代付会员费'],
    [traveler, demo, 20, 25, '还你的'],
    [demo, traveler, 100, 8, '生日快乐'],
  ];
  for (const [fromId, toId, amount, days, remark] of transfers) {
    const at = SEED_NOW - days * DAY;
    const t = { id: nextId(db, 'transfers'), fromId, toId, amountCents: yuan(amount), remark, createdAt: at };
    db.transfers.push(t);
    const from = db.customers.find((c) => c.id === fromId) as CustomerRow;
    const to = db.customers.find((c) => c.id === toId) as CustomerRow;
    push(fromId, {
      at,
      cents: -t.amountCents,
      type: 'transfer_out',
      remark: `转账给 ${to.loginName}${remark ? `（${remark}）` : ''}`,
      orderNo: null,
    });
    push(toId, {
      at,
      cents: t.amountCents,
      type: 'transfer_in',
      remark: `收到 ${from.loginName} 的转账${remark ? `（${remark}）` : ''}`,
      orderNo: null,
    });
  }

  // Withdrawals of demo: done, failed (refunded to the balance) and one in progress (frozen).
  const withdrawals: Array<[number, 'alipay' | 'wechat' | 'bank', 'done' | 'failed' | 'processing', number, string]> = [
    [200, 'alipay', 'done', 50, '已到账'],
    [150, 'bank', 'failed', 20, '收款人姓名与账号不符，已退回余额'],
    [100, 'alipay', 'processing', 0.04, '审核中，预计2小时内到账'],
  ];
  for (const [amount, channel, status, days, message] of withdrawals) {
    const createdAt = SEED_NOW - days * DAY;
    const cents = yuan(amount);
    const fee = Math.max(Math.round(cents * 0.01), 100);
    db.withdrawals.push({
      id: nextId(db, 'withdrawals'),
      customerId: demo,
      amountCents: cents,
      feeCents: fee,
      actualCents: cents - fee,
      channel,
      account: channel === 'bank' ? '6222 **** **** 8821' : '138****8000',
      accountName: '*旅人',
      mode: channel === 'alipay' ? 'auto' : 'manual',
      status,
      message,
      createdAt,
      finishedAt: status === 'processing' ? null : createdAt + 3 * HOUR,
    });
    const to = channel === 'bank' ? '银行卡' : '支付宝';
    push(demo, {
      at: createdAt,
      cents: -cents,
      type: 'withdrawal',
      remark: status === 'processing' ? `提现到${to}（处理中）` : `提现到${to}`,
      orderNo: null,
    });
    if (status === 'failed') push(demo, { at: createdAt + 3 * HOUR, cents, type: 'refund', remark: '提现失败退回', orderNo: null });
  }
  const processing = db.withdrawals.find((w) => w.status === 'processing');
  if (processing) (db.customers[0] as CustomerRow).frozenCents = processing.amountCents;

  // Commission collections (seedCommissions made them); their balance after comes from the replay.
  for (const c of db.collects) {
    push(c.customerId, {
      at: c.createdAt,
      cents: c.amountCents,
      type: 'commission',
      remark: '推广佣金领取',
      orderNo: null,
      collectId: c.id,
    });
  }

  // Replay each customer's events in time; a recharge comes first whenever the balance would go below zero.
  for (const c of db.customers) {
    const list = (events.get(c.id) ?? []).sort((a, b) => a.at - b.at);
    let balance = 0;
    const first = list[0]?.at ?? SEED_NOW - 30 * DAY;
    const opening =
      c.id === demo ? 2000 : c.id === SEED_LOGINS.vipshop.id ? 5000 : c.id === SEED_LOGINS.supplier.id ? 800 : list.length ? 100 : 0;
    if (opening > 0) list.unshift({ at: first - DAY, cents: yuan(opening), type: 'recharge', remark: '在线充值', orderNo: null });
    for (const e of list) {
      if (balance + e.cents < 0) {
        const need = Math.ceil((-(balance + e.cents) + 1) / 10000) * 10000;
        balance += need;
        addFund(db, c.id, { at: e.at - HOUR, cents: need, type: 'recharge', remark: '在线充值', orderNo: null }, balance, rng);
      }
      balance += e.cents;
      addFund(db, c.id, e, balance, rng);
      if (e.collectId !== undefined) {
        const collect = db.collects.find((x) => x.id === e.collectId);
        if (collect) collect.balanceAfterCents = balance;
      }
    }
    const closing = CLOSING_BALANCE[c.id];
    if (closing !== undefined && balance < closing) {
      const last = list[list.length - 1]?.at ?? SEED_NOW - DAY;
      const topUp = closing - balance;
      balance = closing;
      addFund(
        db,
        c.id,
        { at: Math.max(last + MINUTE, SEED_NOW - 3 * HOUR), cents: topUp, type: 'recharge', remark: '在线充值', orderNo: null },
        balance,
        rng,
      );
    }
    c.balanceCents = balance;
  }
  db.fundLogs.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  db.payRecords.sort((a, b) => b.createdAt - a.createdAt);
  db.payRecords.forEach((r, i) => (r.id = db.payRecords.length - i));
  db.meta.seq.payRecords = db.payRecords.length;
}

function addFund(db: Db, customerId: number, e: MoneyEvent, balanceAfter: number, rng: Rng): void {
  db.fundLogs.push({
    id: nextId(db, 'fundLogs'),
    customerId,
    type: e.type,
    amountCents: e.cents,
    balanceAfterCents: balanceAfter,
    remark: e.remark,
    orderNo: e.orderNo,
    createdAt: e.at,
  });
  if (e.type === 'recharge') {
    db.payRecords.push({
      id: 0,
      customerId,
      kind: 'recharge',
      orderNo: makeOrderNo(e.at, 8000 + (db.meta.seq.fundLogs ?? 0)),
      title: `余额充值 ¥${(e.cents / 100).toFixed(2)}`,
      channel: rng.pick(['alipay', 'wxpay'] as const),
      amountCents: e.cents,
      status: 'paid',
      createdAt: e.at,
      paidAt: e.at + 30_000,
    });
  }
}

// ---- promotion ----

/** demo's invitees' orders pay demo commission: collected when older than 30 days, collectable after 7. */
function seedCommissions(db: Db): void {
  const demo = db.customers[0] as CustomerRow;
  const invitees = new Set(db.customers.filter((c) => c.inviterId === demo.id).map((c) => c.id));
  const rows = db.orders
    .filter((o) => o.customerId !== null && invitees.has(o.customerId) && o.paidAt !== null && o.status !== 'refunded')
    .sort((a, b) => (a.paidAt as number) - (b.paidAt as number));
  const collected: number[] = [];
  for (const o of rows) {
    const paidAt = o.paidAt as number;
    const status = paidAt < SEED_NOW - 30 * DAY ? 'collected' : paidAt < SEED_NOW - 7 * DAY ? 'collectable' : 'pending';
    const commission = Math.round((o.amountCents * demo.commissionRate) / 100);
    db.commissions.push({
      id: nextId(db, 'commissions'),
      customerId: demo.id,
      inviteeId: o.customerId as number,
      orderNo: o.orderNo,
      goodsName: o.goodsName,
      orderAmountCents: o.amountCents,
      commissionCents: commission,
      status,
      createdAt: paidAt,
    });
    if (status === 'collected') collected.push(commission);
  }
  // The collected commission was taken in four collections, the last one 31 days ago.
  const total = collected.reduce((a, b) => a + b, 0);
  const parts = [0.3, 0.2, 0.25, 0.25].map((share) => Math.floor(total * share));
  parts[3] = total - (parts[0] as number) - (parts[1] as number) - (parts[2] as number);
  parts.forEach((amountCents, i) => {
    if (amountCents <= 0) return;
    db.collects.push({
      id: nextId(db, 'collects'),
      customerId: demo.id,
      amountCents,
      balanceAfterCents: 0,
      createdAt: SEED_NOW - (70 - i * 13) * DAY,
    });
  });
}

function seedPromotion(db: Db, rng: Rng): void {
  const demo = db.customers[0] as CustomerRow;
  // demo's own shop prices and favorites.
  db.shopPrices.push(
    { customerId: demo.id, goodsId: 1, mode: 'percent', percent: 10 },
    { customerId: demo.id, goodsId: 2, mode: 'fixed', priceCents: yuan(18.8) },
    { customerId: demo.id, goodsId: 8, mode: 'percent', percent: 15 },
    { customerId: demo.id, goodsId: 17, mode: 'fixed', priceCents: yuan(6.5) },
  );
  for (const goodsId of [1, 5, 12, 18, 20, 36]) {
    db.favorites.push({ id: nextId(db, 'favorites'), customerId: demo.id, goodsId, createdAt: SEED_NOW - rng.int(1, 50) * DAY });
  }
  db.favorites.push({ id: nextId(db, 'favorites'), customerId: SEED_LOGINS.traveler.id, goodsId: 2, createdAt: SEED_NOW - 3 * DAY });
  // Goods log: price and stock changes.
  for (let i = 0; i < 40; i += 1) {
    const goods = rng.pick(db.goods);
    const kind = rng.pick(['price', 'stock', 'stock', 'status'] as const);
    const price = goods.priceCents / 100;
    const [before, after, remark] =
      kind === 'price'
        ? [(price + rng.int(1, 3)).toFixed(2), price.toFixed(2), '调价']
        : kind === 'stock'
          ? [String(rng.int(0, 30)), String(rng.int(31, 120)), '补货入库']
          : ['下架', '上架', '恢复销售'];
    db.goodsLogs.push({
      id: nextId(db, 'goodsLogs'),
      goodsId: goods.id,
      kind,
      before,
      after,
      remark,
      createdAt: SEED_NOW - rng.int(0, 60) * DAY - rng.int(0, 23) * HOUR,
    });
  }
  db.goodsLogs.sort((a, b) => b.createdAt - a.createdAt);
  // Card repeal requests of demo: one pending, one rejected, one approved (on a refunded order).
  const demoCards = db.orders.filter((o) => o.customerId === demo.id && o.deliveryType === 'card');
  const delivered = demoCards.filter((o) => o.status === 'delivered');
  const refunded = demoCards.find((o) => o.status === 'refunded');
  const repeals: Array<[OrderRow | undefined, 'pending' | 'rejected' | 'approved', string, string]> = [
    [delivered[0], 'pending', '卡密提示已被使用', ''],
    [delivered[1], 'rejected', '买错了，想退款', '卡密已兑换成功，无法作废。'],
    [refunded, 'approved', '卡密无效', '核实卡密无效，已全额退款。'],
  ];
  for (const [order, status, reason, reply] of repeals) {
    if (!order) continue;
    const createdAt = past((order.deliveredAt ?? order.createdAt) + HOUR);
    db.cardRepeals.push({
      id: nextId(db, 'cardRepeals'),
      customerId: demo.id,
      orderNo: order.orderNo,
      cardIds: [...order.cardIds],
      reason,
      status,
      reply,
      // What the request asks back: the keys at the unit price (as doCardRepeal does); an approved one
      // refunded the order in full, never more than was paid.
      refundCents:
        status === 'approved'
          ? Math.min(order.amountCents, order.unitPriceCents * order.cardIds.length)
          : order.unitPriceCents * order.cardIds.length,
      createdAt,
      handledAt: status === 'pending' ? null : past(createdAt + 5 * HOUR),
    });
  }
}

// ---- complaints, messages, announcements ----

const COMPLAINT_TOPICS: Array<[string, string, string]> = [
  ['卡密无效', '卡密提示无效', '兑换时提示“卡密不存在”，麻烦核实一下。'],
  ['未到账', '话费一直没到账', '已经过去3个小时了，话费还没到账。'],
  ['充错账号', '充值账号填错了', '不小心把QQ号填错了一位，能否帮忙处理？'],
  ['发货慢', '人工发货太慢', '下单一天了还没发货，请尽快处理。'],
  ['商品不符', '收到的键盘轴体不对', '买的是茶轴，收到的是红轴。'],
];

function seedInbox(db: Db, rng: Rng): void {
  const demo = db.customers[0] as CustomerRow;
  // Complaints: every complained order gets an open or replied one; a few closed ones on delivered orders.
  const complained = db.orders.filter((o) => o.status === 'complained' && o.customerId !== null);
  const closedOn = db.orders.filter((o) => o.status === 'delivered' && o.customerId === demo.id).slice(2, 5);
  const targets: Array<[OrderRow, 'open' | 'replied' | 'closed']> = [
    ...complained.slice(0, 12).map((o, i): [OrderRow, 'open' | 'replied'] => [o, i % 2 === 0 ? 'open' : 'replied']),
    ...closedOn.map((o): [OrderRow, 'closed'] => [o, 'closed']),
  ];
  for (const [order, status] of targets) {
    const goods = db.goods.find((g) => g.id === order.goodsId) as GoodsRow;
    const [reason, title, content] = rng.pick(COMPLAINT_TOPICS);
    const createdAt = past((order.deliveredAt ?? order.paidAt ?? order.createdAt) + rng.int(1, 20) * HOUR);
    const buyer = db.customers.find((c) => c.id === order.customerId) as CustomerRow;
    const messages: ComplaintRowMessage[] = [];
    let t = createdAt;
    let mid = 0;
    const say = (from: 'customer' | 'staff' | 'supplier', text: string) => {
      t = past(t + rng.int(20, 300) * MINUTE);
      messages.push({
        id: ++mid,
        from,
        author: from === 'customer' ? buyer.nickname : from === 'staff' ? '客服小云' : '星河数卡',
        content: text,
        images: [],
        createdAt: t,
      });
    };
    if (status !== 'open') {
      say(goods.supplierId !== null ? 'supplier' : 'staff', '您好，已收到您的反馈，正在为您核实，请稍候。');
      if (status === 'closed') {
        say('customer', '好的，已经可以用了，谢谢！');
        say('staff', '问题已解决，本工单关闭。如有其他问题欢迎随时联系。');
      }
    }
    db.complaints.push({
      id: nextId(db, 'complaints'),
      customerId: buyer.id,
      orderNo: order.orderNo,
      goodsId: goods.id,
      supplierId: goods.supplierId,
      type: 'aftersale',
      reason,
      title,
      content,
      images: status === 'open' ? ['/mock-assets/proof/1.svg'] : [],
      status,
      createdAt,
      updatedAt: messages.length ? (messages[messages.length - 1] as ComplaintRowMessage).createdAt : createdAt,
      messages,
    });
  }
  db.complaints.sort((a, b) => b.updatedAt - a.updatedAt);

  // Messages: demo 24 (8 unread), traveler 5 (2 unread), others a welcome.
  const templates: Array<['system' | 'order' | 'promotion' | 'account', string, string]> = [
    ['order', '订单发货通知', '您的订单 <b>{order}</b> 已自动发货，请在订单详情查看卡密。'],
    ['account', '登录提醒', '您的账号于 {time} 在新设备登录，如非本人操作请及时修改密码。'],
    ['promotion', '推广佣金到账', '您邀请的好友完成了一笔订单，佣金 <b>¥{money}</b> 已计入待领取。'],
    ['system', '系统维护通知', '平台将于本周四 02:00-04:00 进行系统维护，届时暂停充值业务。'],
    ['order', '售后进度更新', '您的售后工单已有新的回复，<a href="/inside/complain">点击查看</a>。'],
    ['account', '余额变动提醒', '您的账户余额发生变动，当前余额请在资金明细查看。'],
  ];
  const addMessages = (customerId: number, total: number, unread: number) => {
    for (let i = 0; i < total; i += 1) {
      const [type, title, body] = templates[i % templates.length] as ['system' | 'order' | 'promotion' | 'account', string, string];
      const createdAt = SEED_NOW - i * 2 * DAY - rng.int(0, 20) * HOUR;
      const order = db.orders.find((o) => o.customerId === customerId);
      db.messages.push({
        id: nextId(db, 'messages'),
        customerId,
        type,
        title,
        content: body
          .replace('{order}', order?.orderNo ?? '')
          .replace('{time}', '2026-11-18 21:14:05')
          .replace('{money}', (rng.int(50, 900) / 100).toFixed(2)),
        read: i >= unread,
        createdAt,
      });
    }
  };
  addMessages(demo.id, 24, 8);
  addMessages(SEED_LOGINS.traveler.id, 5, 2);
  for (const c of db.customers.slice(3, 6)) addMessages(c.id, 3, 1);
  db.messages.sort((a, b) => b.createdAt - a.createdAt);

  // Main-site announcements, one of them hostile on purpose.
  const news: Array<[string, string, boolean, number]> = [
    [
      '欢迎来到云卡数字商城',
      '<h2>欢迎光临</h2><p>本站主营<strong>视频会员、游戏点卡、话费充值</strong>等数字商品，<span style="color:#e11d48">7×24小时自动发货</span>。</p><p>新用户注册即送 <b>5元</b> 优惠券，<a href="/register">立即注册</a>。</p>',
      true,
      30,
    ],
    [
      '双十二会员卡限时特惠',
      '<p>活动时间：<time>2026-12-10</time> 至 <time>2026-12-12</time></p><table><thead><tr><th>商品</th><th>活动价</th></tr></thead><tbody><tr><td>腾讯视频VIP月卡</td><td>¥14.80</td></tr><tr><td>爱奇艺黄金VIP月卡</td><td>¥15.50</td></tr></tbody></table><p><img src="/mock-assets/banner/2.svg" alt="双十二活动海报" width="600"></p>',
      true,
      2,
    ],
    ['系统维护通知', '<p>平台将于 <b>11月27日 02:00-04:00</b> 进行系统升级，期间话费充值暂停，卡密商品不受影响。</p>', false, 1],
    [
      '关于卡密售后的说明',
      '<ol><li>卡密发货后请尽快兑换，<u>超过7天</u>不再受理无效申诉；</li><li>申请作废请在订单详情提交；</li><li>人工商品以订单内容为准。</li></ol>',
      false,
      12,
    ],
    ['新增QQ钱包、易支付通道', '<p>即日起支持 <em>QQ钱包</em>、<em>易支付</em>、<em>FxPay</em> 付款，欢迎使用。</p>', false, 20],
    [
      '防骗提醒',
      '<blockquote>本站客服<strong>不会</strong>以任何理由索要您的登录密码和交易密码。</blockquote><p>如遇可疑情况请立即联系官方客服。</p>',
      false,
      45,
    ],
    [
      '【测试】富文本兼容性公告',
      '<p>这是一条用于检验富文本过滤的公告。</p><script>alert("xss")</script><img src="x" onerror="alert(\'xss\')"><p><a href="javascript:alert(document.cookie)">点此领取红包</a></p><iframe src="https://evil.example.com"></iframe><svg onload="alert(1)"><circle r="5"></circle></svg><p style="background:url(javascript:alert(1))" onclick="alert(1)">点我</p>',
      false,
      50,
    ],
    ['11月充值返利活动结束', '<p>感谢大家的参与，返利已于今日全部到账。</p>', false, 8],
  ];
  for (const [title, html, pinned, days] of news) {
    db.announcements.push({
      id: nextId(db, 'announcements'),
      siteId: 0,
      title,
      html,
      pinned,
      views: rng.int(50, 3000),
      createdAt: SEED_NOW - days * DAY - rng.int(0, 10) * HOUR,
    });
  }
  db.announcements.sort((a, b) => b.createdAt - a.createdAt);
}

type ComplaintRowMessage = Db['complaints'][number]['messages'][number];

// ---- supply: settlements ----

function seedSupply(db: Db): void {
  const supplierId = SEED_LOGINS.supplier.id;
  const goods = new Set(db.goods.filter((g) => g.supplierId === supplierId).map((g) => g.id));
  const delivered = db.orders
    .filter((o) => goods.has(o.goodsId) && (o.status === 'delivered' || o.status === 'complained'))
    .sort((a, b) => (a.deliveredAt ?? a.createdAt) - (b.deliveredAt ?? b.createdAt));
  for (const o of delivered) {
    const at = o.deliveredAt ?? o.createdAt;
    const fee = Math.round(o.costCents * 0.02);
    const settled = at < SEED_NOW - 7 * DAY;
    db.settlements.push({
      id: nextId(db, 'settlements'),
      supplierId,
      orderNo: o.orderNo,
      goodsName: o.goodsName,
      quantity: o.quantity,
      costAmountCents: o.costCents,
      feeCents: fee,
      settleAmountCents: o.costCents - fee,
      status: settled ? 'settled' : 'pending',
      createdAt: at,
      settledAt: settled ? at + 7 * DAY : null,
    });
  }
  db.settlements.sort((a, b) => b.createdAt - a.createdAt);
}

// ---- cdk ----

/** Card-key codes with fixed values for QA and the README (the others are generated). */
const DOCUMENTED_CDK: Record<number, { code: string; short: string }> = {
  0: { code: 'CDK8-TEST-2026-0001', short: 'demo10' },
  3: { code: 'CDK8-GOOD-2026-0004', short: 'vipmonth' },
  4: { code: 'CDK8-GAME-2026-0005', short: 'game60' },
  28: { code: 'CDK8-USED-2026-0029', short: 'used29' },
  36: { code: 'CDK8-EXPD-2026-0037', short: 'expired37' },
  38: { code: 'CDK8-VOID-2026-0039', short: 'void39' },
};

function seedCdk(db: Db, rng: Rng): void {
  const code = () => `${rng.string(4)}-${rng.string(4)}-${rng.string(4)}-${rng.string(4)}`;
  const kinds: Array<['balance' | 'goods', number, number | null]> = [
    ['balance', 10, null],
    ['balance', 50, null],
    ['balance', 100, null],
    ['goods', 15.8, 1],
    ['goods', 5.8, 17],
  ];
  for (let i = 0; i < 40; i += 1) {
    const [kind, value, goodsId] = kinds[i % kinds.length] as ['balance' | 'goods', number, number | null];
    const status = i < 28 ? 'unused' : i < 36 ? 'used' : i < 38 ? 'expired' : 'void';
    const createdAt = SEED_NOW - rng.int(20, 90) * DAY;
    // Generated either way, so the documented codes do not move the rest of the seed.
    const generated = i === 0 ? null : code();
    const short = i === 0 ? 'demo10' : rng.string(8, 'abcdefghjkmnpqrstuvwxyz23456789');
    const fixed = DOCUMENTED_CDK[i];
    const row = {
      id: nextId(db, 'cdkCodes'),
      code: fixed?.code ?? generated ?? '',
      short: fixed?.short ?? short,
      kind,
      valueCents: yuan(value),
      goodsId,
      status: status as 'unused' | 'used' | 'expired' | 'void',
      batch: `CDK${formatBatch(createdAt)}`,
      expiresAt: status === 'expired' ? SEED_NOW - rng.int(1, 10) * DAY : SEED_NOW + rng.int(30, 180) * DAY,
      createdAt,
    };
    db.cdkCodes.push(row);
    if (status === 'used') {
      const at = createdAt + rng.int(1, 15) * DAY;
      db.cdkRedemptions.push({
        id: nextId(db, 'cdkRedemptions'),
        codeId: row.id,
        code: row.code,
        account: kind === 'balance' ? rng.pick(db.customers.slice(6, 20)).loginName : String(rng.int(10_000_000, 999_999_999)),
        valueCents: row.valueCents,
        status: 'success',
        message: kind === 'balance' ? '余额已到账' : '充值成功',
        orderNo: null,
        createdAt: at,
      });
    }
  }
  db.coupons.push(
    { code: 'NEW2026', discountCents: 500, minAmountCents: 3000, goodsIds: null, usesLeft: 1000, expiresAt: SEED_NOW + 60 * DAY },
    { code: 'VIP10', discountCents: 1000, minAmountCents: 10000, goodsIds: null, usesLeft: 200, expiresAt: SEED_NOW + 30 * DAY },
    {
      code: 'GAME3',
      discountCents: 300,
      minAmountCents: 2000,
      goodsIds: [17, 18, 19, 20, 21],
      usesLeft: 50,
      expiresAt: SEED_NOW + 15 * DAY,
    },
    { code: 'OLD2025', discountCents: 800, minAmountCents: 0, goodsIds: null, usesLeft: 10, expiresAt: SEED_NOW - 5 * DAY },
  );
}

// ---- admins, other area, decoration, sessions ----

function seedAdminAndOther(db: Db): void {
  const access: Record<number, string[]> = {
    1: ['goods:view', 'goods:edit', 'order:view', 'order:refund'],
    2: ['customer:view', 'customer:edit', 'finance:view'],
    3: ['decorate:view', 'decorate:edit', 'decorate:publish'],
  };
  const names = { admin: '站点管理员', root: '超级管理员', designer: '装修设计师' };
  for (const [key, a] of Object.entries(SEED_ADMINS) as Array<[keyof typeof SEED_ADMINS, (typeof SEED_ADMINS)[keyof typeof SEED_ADMINS]]>) {
    db.admins.push({
      id: a.id,
      username: a.username,
      password: a.password,
      name: names[key],
      roleIds: [...a.roleIds],
      verifyRole: a.verifyRole,
      access: a.verifyRole === '0' ? Object.values(access).flat() : a.roleIds.flatMap((r) => access[r] ?? []),
      status: 'active',
    });
  }
  db.meta.seq.admins = db.admins.length;
  db.otherAccounts.push(
    {
      id: SEED_OTHER.service.id,
      loginName: SEED_OTHER.service.loginName,
      password: SEED_OTHER.service.password,
      name: '开放平台对接',
      kind: 'partner',
      lastLoginAt: SEED_NOW - 3 * DAY,
    },
    {
      id: SEED_OTHER.agent.id,
      loginName: SEED_OTHER.agent.loginName,
      password: SEED_OTHER.agent.password,
      name: '渠道代理 01',
      kind: 'agent',
      lastLoginAt: SEED_NOW - 20 * DAY,
    },
  );
  db.meta.seq.otherAccounts = 2;
  db.decorations.push({
    siteId: 0,
    blocks: defaultBlocks(),
    updatedAt: SEED_NOW - 10 * DAY,
    publishedBlocks: defaultBlocks(),
    publishedAt: SEED_NOW - 10 * DAY,
  });
  db.decorations.push({
    siteId: 1,
    blocks: defaultBlocks().filter((b) => b.type !== 'notice'),
    updatedAt: SEED_NOW - 3 * DAY,
    publishedBlocks: null,
    publishedAt: null,
  });
}

export function defaultBlocks(): DecorationBlock[] {
  return [
    {
      id: 'banner-1',
      type: 'banner',
      visible: true,
      autoplay: true,
      images: [
        { src: '/mock-assets/banner/1.svg', link: '/inside/goodsList?dirId=1', alt: '视频会员低至5折' },
        { src: '/mock-assets/banner/2.svg', link: '/announcement', alt: '双十二会员卡限时特惠' },
      ],
    },
    { id: 'notice-1', type: 'notice', visible: true, text: '全场卡密7×24小时自动发货，遇到问题请联系在线客服。' },
    { id: 'categories-1', type: 'categories', visible: true, dirIds: [1, 2, 3, 5, 6, 7], columns: 6 },
    { id: 'goods-1', type: 'goods', visible: true, title: '热销推荐', dirId: null, limit: 8, columns: 4 },
    { id: 'goods-2', type: 'goods', visible: true, title: '游戏点卡', dirId: 3, limit: 4, columns: 4 },
    {
      id: 'footer-1',
      type: 'footer',
      visible: true,
      text: '本站商品均为虚拟商品，卡密发出后不支持无理由退换；购买前请核对商品说明，遇到问题请在订单页申请售后。',
      links: [
        { label: '订单查询', href: '/chadan' },
        { label: '联系客服', href: '/service' },
      ],
    },
  ];
}

function seedSessions(db: Db): void {
  const session = (token: string, scope: 'user' | 'admin' | 'other', subjectId: number, expiresAt = FAR_FUTURE) =>
    db.sessions.push({ token, scope, subjectId, createdAt: SEED_NOW - HOUR, expiresAt });
  session(SEED_TOKENS.demo, 'user', SEED_LOGINS.demo.id);
  session(SEED_TOKENS.traveler, 'user', SEED_LOGINS.traveler.id);
  session(SEED_TOKENS.vipshop, 'user', SEED_LOGINS.vipshop.id);
  session(SEED_TOKENS.supplier, 'user', SEED_LOGINS.supplier.id);
  session(SEED_TOKENS.admin, 'admin', SEED_ADMINS.admin.id);
  session(SEED_TOKENS.root, 'admin', SEED_ADMINS.root.id);
  session(SEED_TOKENS.designer, 'admin', SEED_ADMINS.designer.id);
  session(SEED_TOKENS.other, 'other', SEED_OTHER.service.id);
  session(SEED_TOKENS.expired, 'user', SEED_LOGINS.demo.id, SEED_NOW - DAY);

  // Login logs: demo twice from Shanghai (address normal), traveler from Guangzhou then Beijing
  // (address differs, and their next log-in comes from Shenzhen), newbie none yet.
  const log = (customerId: number, place: { ip: string; address: string }, at: number) =>
    db.loginLogs.push({ id: nextId(db, 'loginLogs'), customerId, ip: place.ip, address: place.address, time: at });
  log(SEED_LOGINS.demo.id, PLACES.shanghai, SEED_NOW - 3 * DAY - 5 * HOUR);
  log(SEED_LOGINS.demo.id, PLACES.shanghai, SEED_NOW - HOUR);
  log(SEED_LOGINS.traveler.id, PLACES.guangzhou, SEED_NOW - 10 * DAY);
  log(SEED_LOGINS.traveler.id, PLACES.beijing, SEED_NOW - HOUR);
  log(SEED_LOGINS.vipshop.id, PLACES.hangzhou, SEED_NOW - 2 * DAY);
  log(SEED_LOGINS.vipshop.id, PLACES.hangzhou, SEED_NOW - HOUR);
  log(SEED_LOGINS.supplier.id, PLACES.guangzhou, SEED_NOW - HOUR);
}

export type { AnnouncementRow };
