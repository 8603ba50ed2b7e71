// What a first visit asks for while its page code cannot render yet (features/shop/prefetchGoodsPage.ts,
// prefetchHome.ts, prefetchGoodsList.ts, and each page's `prefetch`, started by routes/preload.ts): a
// page's reads start with its code, and the page draws their answers without asking again. Measured in
// `pnpm size` rather than a browser test: it holds a chunk back a second and so depends on the machine's speed.
import { readGraph } from './size-report.mjs';

/** How long the chunk is held back, as on a slow network. */
const HOLD_MS = 1000;

/**
 * A first visit of `path` whose chunk holding `module` arrives late: the names of the reads it asks for
 * (in order) and `arrived` where that chunk came in, once `drawn` is drawn and the network is idle; and
 * the path visited (`pathOn(page)` when given: an address read off the page the log-in landed on).
 */
async function firstVisitHolding(browser, baseURL, distDir, { module, path, drawn, arrived, login, pathOn }) {
  const chunk = readGraph(distDir)[module]?.chunk;
  if (!chunk) throw new Error(`${module}: in no chunk of the build`);
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    if (login) {
      // Logged in through the form first, as a user is (the browser database then holds the user).
      await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
      await page.locator('[name="loginName"]').fill(login.loginName);
      await page.locator('[name="password"]').fill(login.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    // A page whose address comes from the one the log-in lands on (an order's detail from my orders).
    if (pathOn) path = await pathOn(page);
    const events = [];
    await page.route(`**/${chunk}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      events.push(arrived);
      await route.continue();
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') events.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto(path);
    await page.getByRole(drawn.role, { name: drawn.name }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return { events, path };
  } finally {
    await context.close();
  }
}

/** A storefront page renders once its frame's catalogue part is in (its lazy load waits for it). */
const STRINGS = '../session/src/messages/zh-CN/storefront.ts';

const FIRST_PAGE_READS = [
  {
    path: '/',
    once: ['getSiteInfo', 'getHomeLayout', 'getAnnouncementList', 'getGoodsDirList'],
    // The goods blocks' goods (one read per block) once the layout is in.
    then: 'getGoodsList',
    drawn: { role: 'img', name: '视频会员低至5折' },
  },
  {
    path: '/inside/buyGoods?id=28',
    once: ['getSiteInfo', 'getGoodsInfo', 'getCaptcha'],
    then: null,
    drawn: { role: 'img', name: 'Office 2021 专业增强版 密钥' },
  },
  {
    path: '/inside/goodsList?keyword=Office',
    once: ['getSiteInfo', 'getGoodsDirList', 'getGoodsList'],
    then: null,
    drawn: { role: 'link', name: /Office 2021 专业增强版/ },
  },
];

/** The back-office frame's catalogue part: its pages render once it is in (their lazy load waits for it). */
const BACK_OFFICE_STRINGS = '../session/src/messages/zh-CN/backoffice.ts';

/**
 * Logged-in pages: their own reads and the frame's (site information, unread count) start with
 * their code, once each, before the page can render. Seed log-ins (mocks/README.md).
 */
const LOGGED_IN_FIRST_READS = [
  {
    path: '/supply/cardstockmanage',
    login: { loginName: 'supplier', password: 'supply123456' },
    once: ['getSiteInfo', 'getUnreadCount', 'getCardList', 'getGoodsList'],
    drawn: { role: 'heading', name: '卡密库存' },
  },
  {
    path: '/inside/myOrder',
    login: { loginName: 'demo', password: 'demo123456' },
    once: ['getSiteInfo', 'getUnreadCount', 'getOrderList'],
    drawn: { role: 'heading', name: '我的订单' },
  },
  {
    // demo's first order in my orders, opened by its address.
    path: '/inside/myOrder',
    pathOn: (page) => page.locator('tbody a[href*="showordermess"]').first().getAttribute('href'),
    login: { loginName: 'demo', password: 'demo123456' },
    once: ['getSiteInfo', 'getUnreadCount', 'getOrderInfo'],
    drawn: { role: 'heading', name: '订单详情' },
  },
];

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

/** Every check, as lines printed; answers the failures (empty when all hold). */
export async function firstReadsFailures(browser, baseURL, distDir) {
  const failures = [];
  // The goods page's data starts with its code, and the page takes that answer.
  const { events: goods } = await firstVisitHolding(browser, baseURL, distDir, {
    module: 'src/features/shop/BuyGoodsPage.tsx',
    path: '/inside/buyGoods?id=28',
    drawn: { role: 'img', name: 'Office 2021 专业增强版 密钥' },
    arrived: 'page code',
  });
  const order = goods.filter((event) => event === 'getGoodsInfo' || event === 'page code');
  const goodsOk = order.join(',') === 'getGoodsInfo,page code';
  console.info(
    `first reads: /inside/buyGoods?id=28 with its page code held ${HOLD_MS} ms: ${order.join(' → ')} ${goodsOk ? 'ok' : 'FAILED'}`,
  );
  if (!goodsOk) failures.push(`FIRST READS: the goods page asked ${order.join(', ')} (getGoodsInfo once, before its code arrived)`);

  const checks = [
    ...FIRST_PAGE_READS.map((check) => ({ ...check, module: STRINGS })),
    ...LOGGED_IN_FIRST_READS.map((check) => ({ ...check, then: null, module: BACK_OFFICE_STRINGS })),
  ];
  for (const { path: start, once, then, drawn, module, login, pathOn } of checks) {
    const { events, path } = await firstVisitHolding(browser, baseURL, distDir, {
      module,
      path: start,
      drawn,
      arrived: 'page strings',
      login,
      pathOn,
    });
    const strings = events.indexOf('page strings');
    const problems = [];
    if (strings <= 0) problems.push('nothing asked before the strings arrived');
    for (const read of once) {
      const times = events.filter((event) => event === read).length;
      if (times !== 1) problems.push(`${read} asked ${times} times`);
    }
    const after = events.slice(strings + 1);
    if (after.length > 0) problems.push(`asked after the page could render: ${after.join(', ')}`);
    if (then && !events.includes(then)) problems.push(`${then} never asked`);
    const expected = new Set(then ? [...once, then] : once);
    if (!sameSet(new Set(events.slice(0, Math.max(strings, 0))), expected))
      problems.push(`before the strings: ${events.slice(0, strings).join(', ')}`);
    console.info(
      `first reads: ${path} with its strings held ${HOLD_MS} ms: ${events.join(' → ')} ${problems.length === 0 ? 'ok' : 'FAILED'}`,
    );
    for (const problem of problems) failures.push(`FIRST READS: ${path}: ${problem}`);
  }
  return failures;
}
