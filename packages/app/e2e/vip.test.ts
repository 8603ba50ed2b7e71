// Browser tests of the vip merchant's sales pages. On the mock build, as vipshop (a seed token; the
// renewal through the log-in form, whose keyDay it reads): a markup changed in bulk changes the site's member and visitor prices (in the list after a
// reload and in vip.getGoodsList); market goods added show in the site's goods; renewing the version
// with the sale password moves keyDay (the u-query-day cookie, R7.2), the days left and the fund log.
// On the production build (modes.ts): a customer without a site is sent to /403 by any vip call (R2.9), and the
// merchant's desktop leads to an order's details, read only.
import { describe, expect, it } from 'vitest';
import { sitePricesFor, type SiteRounding } from '@shop/session';
import { callApi, expectForbidden, logInAt, quiet, SEED_LOGINS, SEED_TOKENS, startAt, useHarness } from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

type SiteGoods = {
  id: number;
  name: string;
  ownName: string;
  retail: number;
  cost: number;
  price: number;
  memberPrice: number;
  markupPercent: number;
};
type MarketGoods = { goodsId: number; name: string; added: boolean };

/** Money as the screens show it (formatYuan): ¥1,288.50. */
const yuan = (value: number) => `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('vip sales pages, logged in as vipshop (mock build)', () => {
  const h = useHarness();
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(h.page, path, body);
  /** `path` as vipshop with a seed token (the renewal logs in through the form: its keyDay is proved). */
  const logIn = (path: string) => startAt(h, path, { loggedIn: SEED_TOKENS.vipshop });

  it('a markup changed in bulk changes the member and visitor prices: in the list after a reload and in getGoodsList', async () => {
    await logIn('/vip/vipGoods');
    const site = await api<{ rounding: SiteRounding }>('/vip/inter/getSite');
    const before = await api<{ list: SiteGoods[] }>('/vip/inter/getGoodsList', { page: 1, pageSize: 20 });
    const [a, b] = before.list.filter((g) => g.markupPercent !== 37);
    if (!a || !b) throw new Error('the seed site lacks goods');
    const expected = (g: SiteGoods) => sitePricesFor(g, 37, site.rounding);
    // The new prices differ from the old ones (the test could not pass by leaving them).
    expect([expected(a).member, expected(a).visitor]).not.toEqual([a.memberPrice, a.price]);

    const rowOf = (g: SiteGoods) => h.page.locator('tr', { has: h.page.getByRole('checkbox', { name: `选择 ${g.ownName || g.name}` }) });
    await rowOf(a).getByRole('checkbox').check();
    await rowOf(b).getByRole('checkbox').check();
    await h.page.getByRole('button', { name: '批量改加价' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /加价比例/ }).fill('37');
    // The live preview is the rule the server applies.
    expect(await dialog.getByTestId('price-preview').first().textContent()).toContain(`会员价 ${yuan(expected(a).member)}`);
    await dialog.getByRole('button', { name: '确认修改 2 件' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page.getByText('已修改 2 件商品的加价比例').waitFor();

    await h.page.reload();
    for (const g of [a, b]) {
      const row = rowOf(g);
      await row.getByTestId('markup').getByText('37%').waitFor();
      expect(await row.getByTestId('member-price').textContent()).toBe(yuan(expected(g).member));
      expect(await row.getByTestId('visitor-price').textContent()).toBe(yuan(expected(g).visitor));
    }
    const after = await api<{ list: SiteGoods[] }>('/vip/inter/getGoodsList', { page: 1, pageSize: 20 });
    for (const g of [a, b]) {
      expect(after.list.find((x) => x.id === g.id)).toMatchObject({
        markupPercent: 37,
        memberPrice: expected(g).member,
        price: expected(g).visitor,
      });
    }
    expect(h.errors).toEqual([]);
  });

  it('adds market goods with a markup and finds them in the site’s goods', async () => {
    await logIn('/vip/market');
    const market = await api<{ list: MarketGoods[]; total: number }>('/vip/inter/getMarketList', { added: 0, page: 1, pageSize: 20 });
    const picked = market.list.slice(0, 2);
    expect(picked).toHaveLength(2);
    for (const g of picked) await h.page.getByRole('checkbox', { name: `选择 ${g.name}` }).check();
    await h.page.getByRole('button', { name: '添加所选 2 件' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /加价比例/ }).fill('15');
    await dialog.getByRole('button', { name: '确认添加' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page.getByText('已添加 2 件商品到分站').waitFor();
    // Gone from "not on my site": the market list shows what is left.
    await expect.poll(() => h.page.getByRole('checkbox', { name: `选择 ${picked[0]!.name}` }).count()).toBe(0);

    for (const g of picked) {
      await h.page.goto(`/vip/vipGoods?keyword=${encodeURIComponent(g.name)}`);
      const row = h.page.locator('tr', { has: h.page.getByTestId('goods-name').getByText(g.name, { exact: true }) });
      await row.getByTestId('markup').getByText('15%').waitFor();
    }
    const added = await api<{ list: MarketGoods[] }>('/vip/inter/getMarketList', { added: 1, page: 1, pageSize: 100 });
    for (const g of picked) expect(added.list.some((x) => x.goodsId === g.goodsId)).toBe(true);
    expect(h.errors).toEqual([]);
  });

  it('renews the version with the sale password: keyDay, the days left and a fund log line follow (R7.2)', async () => {
    // Through the form: the log-in's answer (keyDay 200) sets the cookie, 1 − 200 (R7.2).
    await logInAt(h, '/vip/vipVersionMoney', SEED_LOGINS.vipshop);
    const cookie = async () => (await h.context.cookies()).find((c) => c.name === 'admincardshop-u-query-day')?.value;
    expect(await cookie()).toBe('-199');
    await h.page.getByTestId('version-days-left').getByText('剩余 200 天').waitFor();

    await h.page.getByRole('button', { name: '续费 专业版' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '续费年限' }).selectOption('1');
    const salePwd = dialog.getByLabel(/交易密码/);
    await salePwd.fill('000000');
    await dialog.getByRole('button', { name: '支付 ¥599.00' }).click();
    // A refusal in the server's words; the dialog keeps what was typed and nothing was paid.
    await dialog.getByRole('alert').getByText('交易密码错误').waitFor();
    expect(await salePwd.inputValue()).toBe('000000');
    await salePwd.fill(SEED_LOGINS.vipshop.salePwd);
    await dialog.getByRole('button', { name: '支付 ¥599.00' }).click();
    await dialog.waitFor({ state: 'detached' });

    await h.page
      .getByTestId('version-result')
      .getByText(/分站剩余 565 天/)
      .waitFor();
    expect(await cookie()).toBe('-564');
    await h.page.getByTestId('version-days-left').getByText('剩余 565 天').waitFor();
    const fund = await api<{ list: { amount: number; remark: string; balanceAfter: number }[] }>('/inside/inter/getFundLog', {
      page: 1,
      pageSize: 5,
    });
    expect(fund.list[0]).toMatchObject({ amount: -599, remark: '分站续费 专业版 1年', balanceAfter: 4401 });
    // The desktop says the same.
    await h.page.goto('/vip/desktop');
    await h.page.getByTestId('days-left').getByText('565 天').waitFor();
    expect(h.errors).toEqual([]);
  });
});

describe.each(MODES)('vip area ($name)', (mode) => {
  const h = useHarness({ baseURL: mode.baseURL });
  /** `itOnProduction`: a flow the production build proves (modes.ts); the mock build runs the file's other tests. */
  const itOnProduction = itOnProductionFor(mode);

  itOnProduction('a customer without a site: any vip URL ends at /403 with the server’s message (R2.9)', async () => {
    await startAt(h, '/403', { loggedIn: SEED_TOKENS.demo });
    await expectForbidden(h, '/vip/vipGoods', '您还没有开通分站');
  });

  itOnProduction('the desktop shows the site’s days left and charts; an order of it opens with its details (read only)', async () => {
    await startAt(h, '/vip/desktop', { loggedIn: SEED_TOKENS.vipshop });
    await h.page.getByTestId('days-left').getByText('200 天').waitFor();
    await h.page.locator('svg.ct-chart-line').waitFor();
    // The figures of the charts are a table for screen readers.
    expect(await h.page.getByRole('table', { name: '近7天每日销售额、收益和订单数' }).getByRole('row').count()).toBe(8);
    const first = h.page.getByRole('table', { name: '最新订单列表' }).getByRole('link').first();
    const orderNo = (await first.textContent())!.trim();
    await first.click();
    await h.page.waitForURL((url) => url.pathname === '/vip/vipOrder' && url.searchParams.get('order') === orderNo);
    const dialog = h.page.getByRole('dialog');
    await dialog.getByText('下单IP').waitFor();
    expect(await dialog.textContent()).toContain(orderNo);
    await h.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(h.page.url()).searchParams.get('order')).toBeNull();
    await quiet(h.page);
    expect(h.errors).toEqual([]);
  });
});
