// What the chaos walk visits: every route of the registry, each as the role it is for
// (visitor, demo customer, vipshop, supplier, admin, the other area; customer routes also as a visitor,
// who is sent to log-in), and on each page its main action — search, a page of a list, a tab, open a
// detail, submit a form, buy, pay, transfer, withdraw, redeem, import, deliver. `SHORT` is one route
// and its main action per area, for `npm test` (chaos.test.ts). Money actions are counted, so the
// money check can say whether any moved twice.
import type { Locator, Page } from 'playwright-core';
import { routeTable, samplePath } from '#app/routes/table.ts';
import { ADMIN_PATH, type Role, type Visit, type Walk } from './engine.ts';
import { WAIT } from '../../test/waitBudgets.ts';

const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`).first();
const button = (page: Page, name: string | RegExp, exact = true): Locator =>
  page.getByRole('button', typeof name === 'string' ? { name, exact } : { name }).first();
const visible = async (locator: Locator): Promise<boolean> => (await locator.count()) > 0 && (await locator.first().isVisible());
const hasText = (page: Page, text: string | RegExp) => visible(page.getByText(text).first());

/** The seed's data a visit needs, read (chaos off) before the walk. */
export interface Seeds {
  deliveredOrder: string;
  expressOrder: string;
  visitorOrderWithExpress: string;
  openComplaintTitle: string;
  announcementId: number;
}

export async function readSeeds(walk: Walk): Promise<Seeds> {
  const demo = 'seed-token-demo';
  type Orders = { list: Array<{ orderNo: string; deliveryType: string; status: string }> };
  const delivered = await walk.api<Orders>('/inside/inter/getOrderList', { status: 'delivered', pageSize: 100 }, demo);
  const card = delivered.list.find((o) => o.deliveryType === 'card');
  const manual = delivered.list.find((o) => o.deliveryType === 'manual');
  const complaints = await walk.api<{ list: Array<{ title: string }> }>(
    '/supply/inter/getComplaintList',
    { status: 'open' },
    'seed-token-supplier',
  );
  const announcements = await walk.api<{ list: Array<{ id: number }> }>('/inside/inter/getAnnouncementList', { page: 1, pageSize: 1 });
  return {
    announcementId: announcements.list[0]?.id ?? 1,
    deliveredOrder: card?.orderNo ?? '',
    expressOrder: manual?.orderNo ?? '',
    visitorOrderWithExpress: '',
    openComplaintTitle: complaints.list[0]?.title ?? '',
  };
}

// ---- money: what the walk means to move, to compare with the server afterwards ----

/** Fund-log lines each account should gain, by type (once per completed money action). */
export type MoneyPlan = Record<string, Record<string, number>>;

export const MONEY_ACCOUNTS = {
  demo: 'seed-token-demo',
  traveler: 'seed-token-traveler',
  vipshop: 'seed-token-vipshop',
} as const;

interface FundPage {
  list: Array<{ type: string; amount: number; balanceAfter: number }>;
  total: number;
}

export interface MoneySnapshot {
  account: keyof typeof MONEY_ACCOUNTS;
  balance: number;
  lines: number;
}

export async function moneySnapshot(walk: Walk): Promise<MoneySnapshot[]> {
  const out: MoneySnapshot[] = [];
  for (const [account, token] of Object.entries(MONEY_ACCOUNTS) as Array<[keyof typeof MONEY_ACCOUNTS, string]>) {
    const { balance } = await walk.api<{ balance: number }>('/inside/inter/getAccount', {}, token);
    const { total } = await walk.api<FundPage>('/inside/inter/getFundLog', { page: 1, pageSize: 1 }, token);
    out.push({ account, balance, lines: total });
  }
  return out;
}

/**
 * Chaos off: each account gained exactly the fund-log lines the walk's completed money actions
 * explain (no action twice), the lines add up to the change of the balance, and the newest line's
 * balance after is the balance.
 */
export async function checkMoney(walk: Walk, before: readonly MoneySnapshot[], expected: MoneyPlan): Promise<string[]> {
  const problems: string[] = [];
  for (const start of before) {
    const token = MONEY_ACCOUNTS[start.account];
    const { balance } = await walk.api<{ balance: number }>('/inside/inter/getAccount', {}, token);
    const log = await walk.api<FundPage>('/inside/inter/getFundLog', { page: 1, pageSize: 100 }, token);
    const added = log.list.slice(0, log.total - start.lines);
    const byType: Record<string, number> = {};
    for (const line of added) byType[line.type] = (byType[line.type] ?? 0) + 1;
    const want = expected[start.account] ?? {};
    for (const type of new Set([...Object.keys(byType), ...Object.keys(want)]))
      if ((byType[type] ?? 0) !== (want[type] ?? 0))
        problems.push(`${start.account}: ${byType[type] ?? 0} new "${type}" fund-log lines, the walk did ${want[type] ?? 0}`);
    const sum = Math.round(added.reduce((s, line) => s + line.amount * 100, 0));
    if (Math.round(balance * 100) - Math.round(start.balance * 100) !== sum)
      problems.push(`${start.account}: the balance moved ${balance - start.balance} but the new lines add up to ${sum / 100}`);
    if (added.length > 0 && added[0]?.balanceAfter !== balance)
      problems.push(`${start.account}: the newest line's balance after ${added[0]?.balanceAfter} is not the balance ${balance}`);
  }
  return problems;
}

// ---- actions ----

type Action = (walk: Walk) => Promise<void>;

const search =
  (
    box: (page: Page) => Locator,
    text: string,
    go: (page: Page) => Locator = (page) => page.getByRole('button', { name: /^(搜索|查询)$/ }).first(),
  ): Action =>
  async (walk) => {
    await walk.step(`search "${text}"`, async (page) => {
      await box(page).fill(text);
      await go(page).click();
    });
  };

const nextPage: Action = async (walk) => {
  const next = walk.page.getByRole('button', { name: '下一页' }).first();
  if (await visible(next))
    await walk.step('next page', async () => {
      await next.click();
    });
};

const tab =
  (name: string | RegExp): Action =>
  async (walk) => {
    await walk.step(`tab ${String(name)}`, async (page) => {
      await page.getByRole('tab', { name }).first().click();
    });
  };

const openFirst =
  (link: (page: Page) => Locator, what: string): Action =>
  async (walk) => {
    await walk.step(`open ${what}`, async (page) => {
      await link(page).first().click();
    });
  };

const all =
  (...actions: Action[]): Action =>
  async (walk) => {
    for (const action of actions) await action(walk);
  };

/** Counts a money action that completed. */
const moved = (plan: MoneyPlan, account: string, type: string) => {
  plan[account] ??= {};
  plan[account][type] = (plan[account][type] ?? 0) + 1;
};

/** The captcha's answer from its text alternative ("七 加 四 等于几？" → 11). */
async function captchaAnswer(page: Page): Promise<string> {
  const question = (await page.getByTestId('captcha-image').getAttribute('alt', { timeout: WAIT.browserAction })) ?? '';
  const digits = '零一二三四五六七八九';
  const [a = '', b = ''] = question.split(' 加 ');
  return String(digits.indexOf(a.trim()) + digits.indexOf(b.trim().charAt(0)));
}

/** Settles the waiting payment of the pay page's number at the mock channel (chaos never touches control calls). */
async function payAtChannel(walk: Walk): Promise<void> {
  const orderNo = new URL(walk.page.url()).searchParams.get('orderNo') ?? '';
  await fetch(new URL(`/__mock/pay?orderNo=${orderNo}`, walk.options.baseURL), { method: 'POST' });
}

// ---- the plan ----

export function fullPlan(seeds: Seeds, money: MoneyPlan): Visit[] {
  const v = (role: Role, path: string, action?: Action, extra: Partial<Visit> = {}): Visit => ({ role, path, action, ...extra });

  const visitor: Visit[] = [
    v(
      'visitor',
      '/',
      search((p) => p.getByRole('searchbox', { name: '搜索商品' }), '爱奇艺'),
    ),
    v(
      'visitor',
      '/announcement',
      all(
        search((p) => p.getByRole('searchbox').first(), '公告'),
        openFirst((p) => p.locator('main a[href*="viewAnnouncementInfo"]'), 'an announcement'),
      ),
    ),
    v('visitor', `/viewAnnouncementInfo?id=${seeds.announcementId}`),
    v('visitor', '/service'),
    // A reseller site's custom page (the seed site 小鹿数码商城's 关于我们).
    v('visitor', '/s/xiaolu/p/about'),
    v(
      'visitor',
      '/chadan',
      all(tab('联系方式查询'), async (walk) => {
        await walk.step('query by contact', async (page) => {
          await page.locator('main input:visible').first().fill('13566668888');
          await button(page, '查询').click();
        });
      }),
    ),
    v(
      'visitor',
      '/chajia',
      all(
        search((p) => p.getByRole('searchbox', { name: '搜索商品' }), '卡'),
        nextPage,
      ),
    ),
    v('visitor', '/aibot', async (walk) => {
      const page = walk.page;
      await walk.submit('ask the bot', {
        fields: [[field(page, 'question'), '付款后多久发货？']],
        button: () => button(page, '发送'),
        done: async () =>
          (await page.locator('[data-role="assistant"], [data-from="bot"]').count()) > 1 ||
          (await field(page, 'question').inputValue()) === '',
      });
    }),
    v('visitor', '/mpQrcode'),
    v(
      'visitor',
      '/inside/goodsdir',
      openFirst((p) => p.locator('main a[href*="goodsList"]'), 'a directory'),
    ),
    v(
      'visitor',
      '/inside/adjustPrice',
      all(
        search((p) => p.getByRole('searchbox', { name: '搜索商品' }), '月卡'),
        nextPage,
      ),
    ),
    v(
      'visitor',
      '/inside/goodsList',
      all(
        search((p) => p.getByRole('searchbox', { name: '搜索商品' }), '卡'),
        nextPage,
        openFirst((p) => p.locator('main a[href*="buyGoods"]'), 'a goods'),
      ),
    ),
    v('visitor', '/inside/buyGoods?id=2', async (walk) => {
      const page = walk.page;
      await page.getByRole('radio', { name: '支付宝' }).check({ force: true });
      await walk.submit('buy as a visitor', {
        fields: [[field(page, 'contact'), 'chaos@example.com']],
        before: async () => {
          await field(page, 'captcha').fill(await captchaAnswer(page));
        },
        button: () => button(page, '立即购买'),
        done: async () => new URL(page.url()).pathname === '/pay/payonline',
      });
      await walk.submit('pay at the channel', {
        button: () => button(page, '立即支付'),
        done: async () => new URL(page.url()).pathname === '/pay/payInterface',
      });
      await payAtChannel(walk);
      await walk.step('return page', async () => {
        await page.waitForURL((url) => url.pathname.startsWith('/pay/return_'), { timeout: WAIT.browserAction });
      });
    }),
    v(
      'visitor',
      '/inside/visitorOrder',
      all(
        tab(/已发货/),
        openFirst((p) => p.locator('main a[href*="visitorOrderDetail"]'), 'an order'),
      ),
    ),
    v('visitor', '/inside/visitorOrderDetail'),
    v('visitor', '/inside/visitorExpress'),
    v('visitor', '/cdk/short/demo10', async (walk) => {
      const page = walk.page;
      const done = await walk.submit('redeem a balance key into demo', {
        fields: [[field(page, 'account'), 'demo']],
        button: () => button(page, '立即兑换'),
        done: () => hasText(page, /兑换成功|已到账/),
      });
      if (done) moved(money, 'demo', 'recharge');
    }),
    v('visitor', '/cdk/recharge', async (walk) => {
      const page = walk.page;
      await walk.submit('look up a key', {
        fields: [[field(page, 'code'), 'CDK8-GOOD-2026-0004']],
        button: () => button(page, '查询卡密'),
        done: () => hasText(page, /腾讯视频/),
      });
    }),
    v('visitor', '/cdk/order', async (walk) => {
      const page = walk.page;
      await walk.submit('look up a redemption', {
        fields: [[field(page, 'code'), 'CDK8-USED-2026-0029']],
        button: () => button(page, '查询'),
        done: () => hasText(page, /兑换记录|已使用|兑换时间/),
      });
    }),
    v('visitor', '/forget', async (walk) => {
      const page = walk.page;
      await walk.submit('send a reset code', {
        fields: [[field(page, 'account'), '13800138000']],
        button: () => button(page, /获取验证码|重新获取|秒/),
        done: () => hasText(page, /验证码已发送|发送太频繁/),
      });
    }),
    v('visitor', '/register', async (walk) => {
      const page = walk.page;
      await field(page, 'mobile').fill('13912345678');
      await walk.submit('send a register code', {
        button: () => button(page, /获取验证码|重新获取|秒/),
        done: () => hasText(page, /验证码已发送|发送太频繁/),
      });
      await walk.submit('register', {
        fields: [
          [field(page, 'loginName'), 'chaos_user'],
          [field(page, 'password'), 'chaos123456'],
          [field(page, 'confirmPwd'), 'chaos123456'],
          [field(page, 'code'), '123456'],
        ],
        button: () => button(page, '注册并登录'),
        // An answer lost after the account was made: the name is then taken, which says so.
        done: async () => !new URL(page.url()).pathname.startsWith('/register') || (await hasText(page, /已被注册|已被使用|已注册|已存在/)),
      });
    }),
    // Customer routes as a visitor (a new one: the registration logged in): the guard sends them to log-in.
    v('visitor', '/inside/index', undefined, { redirects: true, fresh: true }),
    v('visitor', '/inside/myOrder', undefined, { redirects: true }),
    v(
      'visitor',
      '/login?redirect=%2Finside%2Findex',
      async (walk) => {
        const page = walk.page;
        await walk.submit('log in', {
          fields: [
            [field(page, 'loginName'), 'demo'],
            [field(page, 'password'), 'demo123456'],
          ],
          button: () => button(page, '登录'),
          done: async () => new URL(page.url()).pathname === '/inside/index',
        });
      },
      { fresh: true },
    ),
  ];

  // Every route the registry has that the lists above and below do not open with an action.
  const bare = (role: Role, ids: string[]): Visit[] =>
    ids.map((id) => {
      const route = routeTable.find((r) => r.id === id);
      if (!route) throw new Error(`chaos plan: no route ${id}`);
      return v(role, samplePath(route, { short: 'demo10', path: ADMIN_PATH }));
    });

  const callbacks = bare('visitor', [
    'myQqNotify',
    'qqReturn',
    'myWeixinNotify',
    'weixinReturn',
    'myMpNotify',
    'mpReturn',
    'certify.alipayFaceNotify',
    'certify.alipayFaceResult',
    'certify.alipayCodeNotify',
    'pay.payonline',
    'pay.payInterface',
    'pay.return_ali',
    'pay.return_epay',
    'pay.return_qpay',
    'pay.return_fxpay',
    'forbidden',
    'serverError',
    'notFound',
  ]);

  const demo: Visit[] = [
    v('demo', '/inside/index'),
    v(
      'demo',
      '/inside/myOrder',
      all(
        tab(/已发货/),
        search(
          (p) => p.getByRole('searchbox').first(),
          '卡',
          (p) => button(p, '查询'),
        ),
        nextPage,
        openFirst((p) => p.locator('main a[href*="showordermess"]'), 'an order'),
      ),
    ),
    v('demo', `/inside/showordermess?orderNo=${seeds.deliveredOrder}`, async (walk) => {
      const show = walk.page.getByRole('button', { name: /^显示/ }).first();
      if (await visible(show)) await walk.step('show a key', () => show.click());
    }),
    v('demo', `/inside/express?orderNo=${seeds.expressOrder}`),
    v('demo', '/inside/cardRepeal', all(tab('已通过'))),
    v(
      'demo',
      '/inside/goodsLog',
      openFirst((p) => p.getByRole('button', { name: /^只看 / }), 'one goods'),
    ),
    v('demo', '/inside/accountmoney', all(nextPage)),
    v('demo', '/inside/payInfo', all(tab('已支付'), nextPage)),
    v('demo', '/inside/collectMoney', async (walk) => {
      const page = walk.page;
      const done = await walk.submit('withdraw ¥10', {
        fields: [
          [field(page, 'amount'), '10'],
          [field(page, 'account'), '13800138000'],
          [field(page, 'accountName'), '张三'],
          [field(page, 'salePwd'), '123456'],
        ],
        button: () => button(page, '申请提现'),
        done: async () => visible(page.getByTestId('withdraw-actual')),
      });
      if (done) moved(money, 'demo', 'withdrawal');
    }),
    v('demo', '/inside/transMoney', async (walk) => {
      const page = walk.page;
      const findPayee = async () => {
        await walk.submit('find the payee', {
          fields: [
            [field(page, 'to'), 'traveler'],
            [field(page, 'amount'), '1.23'],
          ],
          button: () => button(page, '下一步'),
          done: async () => visible(page.getByTestId('payee')),
        });
      };
      await findPayee();
      const done = await walk.submit('transfer ¥1.23', {
        fields: [[field(page, 'salePwd'), '123456']],
        button: () => button(page, '确认转账 ¥1.23'),
        done: async () => visible(page.getByTestId('transfer-balance-after')),
        // A log-in again (a -2) opens the page afresh: the payee is looked up again; the same transfer keeps its request id.
        again: findPayee,
      });
      if (done) {
        moved(money, 'demo', 'transfer_out');
        moved(money, 'traveler', 'transfer_in');
      }
    }),
    v('demo', '/inside/inter/myaccount'),
    v(
      'demo',
      '/inside/inter/inviteFriends',
      all(
        search((p) => field(p, 'keyword'), '1'),
        nextPage,
      ),
    ),
    v('demo', '/inside/inter/promotion', async (walk) => {
      const page = walk.page;
      await walk.page
        .getByTestId('collectable')
        .waitFor({ timeout: WAIT.browserAction })
        .catch(() => undefined);
      const done = await walk.submit('collect commission', {
        before: async () => {
          const all = page.getByRole('button', { name: '全部', exact: true }).first();
          if (await visible(all)) await all.click();
        },
        button: () => button(page, '领取到余额'),
        // Collected (the answer, or nothing left to collect when the answer was lost after the write).
        done: async () =>
          (await visible(page.getByTestId('collect-balance-after'))) || (await page.getByTestId('collectable').textContent()) === '¥0.00',
      });
      if (done) moved(money, 'demo', 'commission');
      await tab('领取记录')(walk);
    }),
    v('demo', '/inside/selfCreatVip', async (walk) => {
      const page = walk.page;
      await page.getByRole('radio', { name: /专业版/ }).check();
      const done = await walk.submit('open a shop', {
        fields: [
          [field(page, 'siteName'), '混沌小店'],
          [field(page, 'sitePath'), 'chaosshop'],
          [field(page, 'salePwd'), '123456'],
        ],
        button: () => button(page, '支付并开通'),
        done: async () => visible(page.getByTestId('site-days')),
      });
      if (done) moved(money, 'demo', 'purchase');
    }),
    v('demo', '/inside/myFavorites', async (walk) => {
      const page = walk.page;
      const remove = page.getByRole('button', { name: /^取消收藏 / });
      const before = await remove.count();
      if (before === 0) return;
      await remove.first().click();
      await walk.submit('remove a favourite', {
        button: () => page.getByRole('dialog').getByRole('button', { name: '取消收藏' }),
        // Removed: the dialog closes (it stays open with the reason on a failure).
        done: async () => (await page.getByRole('dialog').count()) === 0,
      });
    }),
    v(
      'demo',
      '/inside/complain',
      all(
        tab('已回复'),
        openFirst((p) => p.locator('main a[href*="id="]'), 'a complaint'),
      ),
    ),
    v('demo', `/inside/orderComplain?orderNo=${seeds.deliveredOrder}`),
    v('demo', '/inside/cdk', all(nextPage)),
    v('demo', '/inside/message', async (walk) => {
      const page = walk.page;
      await walk.submit('mark all read', {
        button: () => button(page, '全部标为已读'),
        done: async () => !(await hasText(page, /未读（[1-9]/)),
      });
    }),
    v(
      'demo',
      '/inside/shop',
      search((p) => p.getByRole('searchbox').first(), '月卡'),
    ),
    v('demo', `/inside/orderContent?orderNo=${seeds.deliveredOrder}`),
    v('demo', '/inside/verified'),
    v('demo', '/inside/buyGoods?id=3', async (walk) => {
      const page = walk.page;
      await page
        .getByTestId('balance')
        .waitFor({ timeout: WAIT.browserAction })
        .catch(() => undefined);
      const done = await walk.submit('buy from the balance', {
        fields: [[field(page, 'salePwd'), '123456']],
        button: () => button(page, '余额支付'),
        done: () => hasText(page, '购买成功'),
      });
      if (done) moved(money, 'demo', 'purchase');
    }),
    v('demo', '/pay/recharge', async (walk) => {
      const page = walk.page;
      await button(page, '¥100.00').click();
      await page.getByRole('radio', { name: '支付宝' }).check({ force: true });
      const done = await walk.submit('top up ¥100', {
        button: () => button(page, '立即充值'),
        done: async () => new URL(page.url()).pathname === '/pay/payInterface',
      });
      if (!done) return;
      await payAtChannel(walk);
      moved(money, 'demo', 'recharge');
      await walk.step('return page', async () => {
        await page.waitForURL((url) => url.pathname.startsWith('/pay/return_'), { timeout: WAIT.browserAction });
      });
    }),
  ];

  const traveler: Visit[] = [
    v('traveler' as Role, '/inside/selfLevel', async (walk) => {
      const page = walk.page;
      await button(page, '立即升级 黄金会员').click();
      const dialog = page.getByRole('dialog');
      const balance = dialog.getByRole('radio', { name: /余额/ });
      if (await visible(balance)) await balance.check();
      const done = await walk.submit('upgrade from the balance', {
        button: () => dialog.getByRole('button', { name: '确认升级' }),
        done: () => hasText(page, '已升级为 黄金会员'),
      });
      if (done) moved(money, 'traveler', 'purchase');
    }),
  ];

  const vipshop: Visit[] = [
    v('vipshop', '/vip/desktop', tab('近30天')),
    v('vipshop', '/vip/vipWebSite', async (walk) => {
      const page = walk.page;
      await walk.submit('save the site', {
        fields: [[field(page, 'serviceHours'), '9:00-23:00']],
        button: () => button(page, '保存'),
        done: () => hasText(page, /已保存|保存成功/),
      });
    }),
    v('vipshop', '/vip/vipAnnouncement', async (walk) => {
      const page = walk.page;
      await page
        .getByRole('button', { name: /^编辑公告 / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await walk.submit('edit an announcement', {
        button: () => dialog.getByRole('button', { name: /保存|发布/ }).first(),
        done: async () => (await dialog.count()) === 0,
      });
    }),
    v('vipshop', '/vip/vipDirectory'),
    v(
      'vipshop',
      '/vip/vipGoods',
      all(
        search((p) => field(p, 'keyword'), '月卡'),
        nextPage,
      ),
    ),
    v(
      'vipshop',
      '/vip/market',
      search((p) => field(p, 'keyword'), '会员'),
    ),
    v(
      'vipshop',
      '/vip/vipOrder',
      all(
        search((p) => field(p, 'keyword'), '2026'),
        openFirst((p) => p.getByRole('button', { name: /^订单详情 / }), 'an order'),
      ),
    ),
    v(
      'vipshop',
      '/vip/vipCustomer',
      search((p) => field(p, 'keyword'), '小'),
    ),
    v(
      'vipshop',
      '/vip/vipChild',
      search((p) => field(p, 'keyword'), '站'),
    ),
    v('vipshop', '/vip/vipVersionMoney', async (walk) => {
      const page = walk.page;
      await button(page, '续费 专业版').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: '续费年限' }).selectOption('1');
      const done = await walk.submit('renew a year', {
        fields: [[dialog.locator('[name="salePwd"]'), '654321']],
        button: () => dialog.getByRole('button', { name: /^支付 / }),
        done: async () => visible(page.getByTestId('version-result')),
      });
      if (done) moved(money, 'vipshop', 'purchase');
    }),
    v('vipshop', '/vip/shop', async (walk) => {
      const page = walk.page;
      await button(page, '使用预设色 #16a34a').click();
      await walk.submit('save the style', {
        button: () => button(page, '保存'),
        done: () => hasText(page, /已保存|保存成功/),
      });
    }),
    v('vipshop', '/vip/pagePath'),
  ];

  const supplier: Visit[] = [
    v(
      'supplier',
      '/supply/supplyGoods',
      search((p) => field(p, 'keyword'), 'Steam'),
    ),
    v('supplier', '/supply/cardstockmanage', async (walk) => {
      const page = walk.page;
      await search((p) => field(p, 'keyword'), 'K1')(walk);
      await button(page, '导入卡密').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: '商品' }).selectOption('11');
      await dialog.getByRole('textbox', { name: /粘贴卡密/ }).fill('CHAOS-0001 pw1\nCHAOS-0002 pw2\nCHAOS-0003 pw3');
      await walk.submit('check the import', {
        button: () => dialog.getByRole('button', { name: '检查' }),
        done: async () => visible(dialog.getByTestId('import-report')),
      });
      await walk.submit('import 3 keys', {
        button: () => dialog.getByRole('button', { name: /^导入 3 条|^重试/ }),
        done: async () => visible(dialog.getByTestId('import-summary')),
      });
      await dialog
        .getByRole('button', { name: '完成' })
        .click({ timeout: WAIT.browserAction })
        .catch(() => undefined);
    }),
    v(
      'supplier',
      '/supply/order',
      all(
        search((p) => field(p, 'keyword'), '2026'),
        nextPage,
      ),
    ),
    v('supplier', '/supply/handOrder', async (walk) => {
      const page = walk.page;
      const deliver = page.getByRole('button', { name: /^为订单 \d+ 发货/ }).first();
      await deliver.click();
      const dialog = page.getByRole('dialog');
      await walk.submit('deliver by hand', {
        fields: [[dialog.getByRole('textbox', { name: /发货内容/ }), '账号：chaos 密码：Pw123456']],
        button: () => dialog.getByRole('button', { name: '确认发货' }),
        // Delivered: the dialog closes (it stays open with the reason on a failure). A delivery whose answer was
        // lost is done too: the list is read again and the order leaves it, its dialog with it.
        done: async () => (await dialog.count()) === 0,
      });
    }),
    v('supplier', '/supply/complain', async (walk) => {
      if (!seeds.openComplaintTitle) return;
      const page = walk.page;
      await openFirst((p) => p.getByRole('link', { name: seeds.openComplaintTitle }), 'a complaint')(walk);
      const text = '已核实，补发新卡密';
      await walk.submit('reply', {
        fields: [[page.getByRole('textbox', { name: /回复内容/ }), text]],
        button: () => button(page, '发送回复'),
        // Sent: the form empties (it keeps the text on a failure).
        done: async () => (await page.getByRole('textbox', { name: /回复内容/ }).inputValue()) === '',
      });
    }),
    v('supplier', '/supply/bookeddetail', all(nextPage)),
  ];

  const admin: Visit[] = [
    v('admin', `/login?adminPath=${ADMIN_PATH}`, async (walk) => {
      const page = walk.page;
      await walk.submit('admin log-in', {
        fields: [
          [page.getByLabel(/用户名/), 'designer'],
          [page.getByLabel(/^密码/), 'design123456'],
        ],
        button: () => button(page, '登录'),
        // The admin log-in leads to the admin's home (R2.6: /{adminPath}/index).
        done: async () => new URL(page.url()).pathname === `/${ADMIN_PATH}/index`,
      });
    }),
    // The admin's home (R2.6): who is logged in and the entries of their access list.
    v('admin', `/${ADMIN_PATH}/index`),
    v('admin', `/${ADMIN_PATH}/decorate/desktop`, async (walk) => {
      const page = walk.page;
      await walk.submit('save the draft', {
        before: async () => {
          await page
            .getByRole('button', { name: /^删除 / })
            .last()
            .click({ timeout: WAIT.browserAction });
          const confirm = page.getByRole('dialog').getByRole('button', { name: /删除|确定/ });
          if (await visible(confirm)) await confirm.first().click();
        },
        button: () => button(page, '保存草稿'),
        done: async () => /已保存|草稿/.test((await page.getByTestId('decoration-status').textContent()) ?? ''),
      });
    }),
  ];

  const other: Visit[] = [
    v('other', '/other/service', async (walk) => {
      const page = walk.page;
      await walk.submit('leave a message', {
        fields: [
          [field(page, 'content'), '混沌测试留言：订单查询不到'],
          [field(page, 'contact'), '13800138000'],
        ],
        button: () => button(page, '提交留言'),
        done: () => hasText(page, '留言已提交'),
      });
    }),
  ];

  return [...visitor, ...callbacks, ...demo, ...traveler, ...vipshop, ...supplier, ...admin, ...other];
}

/**
 * One route and its main action per area: the short walk `npm test` runs (chaos.test.ts): search the
 * goods and open one (visitor), transfer (demo), search the site's goods (vipshop), search the supply
 * orders (supplier), the admin log-in, a message to the other area's service desk. Each also makes a
 * secondary read, the kind a page forgets to show the failure of:
 * - visitor: the goods directories, the filter's option list beside the goods (getGoodsDirList);
 * - demo: the payee look-up before the password (getTransferPayee) and the transfer records beside the form;
 * - vipshop: the site's directories (the filter's options) and its rounding (getDirectoryList, getSite);
 * - supplier: the supplied goods, the filter's option list beside the orders (getGoodsList);
 * - admin: who is logged in, read by the home the log-in leads to (getAdminInfo);
 * - other: the other area's account beside the service desk's own read (getAccount of the other area).
 */
export function shortPlan(seeds: Seeds, money: MoneyPlan): Visit[] {
  const plan = fullPlan(seeds, money);
  const pick = (role: Role, path: string) => {
    const found = plan.find((visit) => visit.role === role && visit.path === path);
    if (!found) throw new Error(`chaos plan: no ${role} visit of ${path}`);
    return found;
  };
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: '搜索商品' });
  return [
    {
      role: 'visitor',
      path: '/inside/goodsList',
      action: all(
        search(searchBox, '卡'),
        openFirst((p) => p.locator('main a[href*="buyGoods"]'), 'a goods'),
      ),
    },
    pick('demo', '/inside/transMoney'),
    { role: 'vipshop', path: '/vip/vipGoods', action: search((p) => field(p, 'keyword'), '月卡') },
    { role: 'supplier', path: '/supply/order', action: search((p) => field(p, 'keyword'), '2026') },
    pick('admin', `/login?adminPath=${ADMIN_PATH}`),
    pick('other', '/other/service'),
  ];
}

/** Route paths of the registry the plan does not open (printed by the script; should be none). */
export function unvisited(plan: readonly Visit[]): string[] {
  // A visit opens the route whose pattern its path fits (a reseller site's pages under /s/:site too).
  const segments = (path: string) => (path.split('?')[0] as string).split('/').filter(Boolean);
  const opened = plan.map((visit) => segments(visit.path.replace(/^\/s\/[^/?]+/, '')));
  const fits = (pattern: string[], path: string[]) =>
    pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i]);
  return routeTable
    .filter((route) => route.path !== '*')
    .filter((route) => !opened.some((path) => fits(segments(route.path.replace(':path', ADMIN_PATH)), path)))
    .map((route) => samplePath(route, { short: 'demo10', path: ADMIN_PATH }));
}
