// After a write in the vip merchant's back office, every read it changes shows the new state on its next
// view, mounted or not (api/freshness.ts; the table in docs/data.md). Each test opens its first page as a
// document's first load does (its reads started before React, routes/preload.ts: the desktop's), visits
// the pages the write will change so that their reads are cached, does the write, then goes in-app (a
// side-menu link, not a reload) to each read the write changes, within the window in which a preloaded
// answer counts as fresh (the clock stands still: api/preloads.ts FRESH_MS), and asserts the new state —
// drawn first, not after the answer from before the write.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb } from '@shop/mocks/db';
import { renderFirstLoad } from './render.tsx';
import { openMenu, user, watchFor, setUpFreshness } from './freshness.ts';

setUpFreshness(SEED_TOKENS.vipshop);

/** The merchant's own site (小鹿数码商城). */
const site = () => getDb().vipSites.find((s) => s.ownerId === SEED_LOGINS.vipshop.id)!;

/** A desktop figure's value as shown (null: not drawn). */
function figure(label: string): string | null {
  const term = screen.queryAllByText(label, { selector: 'dt' })[0];
  return term?.parentElement?.querySelector('dd')?.textContent ?? null;
}

/** The shop appearance's preview: its site name and goods (name and price), null until drawn. */
function preview(): { site: string; goods: string[] } | null {
  const frame = document.querySelector('[data-testid="shop-preview"]');
  if (!frame) return null;
  return {
    site: frame.querySelector('span')?.textContent ?? '',
    goods: [...frame.querySelectorAll('[data-testid="preview-goods"]')].map((g) => g.textContent ?? ''),
  };
}

/** The names a filter (a select, by its label) offers, [] until drawn. Plain DOM: the watches run it on every change. */
function optionsOf(label: string): string[] {
  const select = document.querySelector(`select[aria-label="${label}"]`);
  return select ? [...select.querySelectorAll('option')].map((o) => o.textContent?.trim() ?? '') : [];
}

/** Whether a button with this accessible label is drawn (plain DOM, as above). */
const buttonShown = (label: string) => document.querySelector(`button[aria-label="${label}"]`) !== null;

/** A list's total as its pagination says it (共 N 条), null when not drawn. */
const listTotal = () => [...document.querySelectorAll('p')].find((p) => /^共 \d+ 条$/.test(p.textContent ?? ''))?.textContent ?? null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('vip goods (R: saveGoods, batchGoods, doMarketAdd → goods list, market, desktop, directories, shop preview, order filter)', () => {
  it('an edited own name and markup: the shop preview, the order filter and the goods list show them', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).not.toBeNull());
    // The reads the write changes, cached before it: the shop preview's goods, the order filter's goods.
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods[0]).toMatch(/^腾讯视频会员月卡（秒发）¥17\.00/));
    await openMenu(u, '分站订单');
    await waitFor(() => expect(optionsOf('商品')).toContain('腾讯视频会员月卡（秒发）'));

    await openMenu(u, '分站商品');
    await u.click(await screen.findByRole('button', { name: '编辑 腾讯视频会员月卡（秒发）' }));
    const dialog = await screen.findByRole('dialog');
    const ownName = within(dialog).getByRole('textbox', { name: /自定义名称/ });
    await u.clear(ownName);
    await u.type(ownName, '小鹿腾讯月卡');
    const markup = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await u.clear(markup);
    await u.type(markup, '50');
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByRole('switch', { name: '在分站上架 小鹿腾讯月卡' })).closest('tr')!;
    expect(within(row).getByTestId('markup')).toHaveTextContent('50%');
    const price = within(row).getByTestId('visitor-price').textContent!;
    expect(price).not.toBe('¥17.00');

    let stale = watchFor(() => preview()?.goods[0]?.startsWith('腾讯视频会员月卡（秒发）') ?? false);
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods[0]).toMatch(new RegExp(`^小鹿腾讯月卡${escape(price)}`)));
    expect(stale(), 'the preview drew the goods as before the edit').toBe(false);

    stale = watchFor(() => optionsOf('商品').includes('腾讯视频会员月卡（秒发）'));
    await openMenu(u, '分站订单');
    await waitFor(() => expect(optionsOf('商品')).toContain('小鹿腾讯月卡'));
    expect(stale(), 'the order filter offered the goods as before the edit').toBe(false);

    await openMenu(u, '分站商品');
    const again = (await screen.findByRole('switch', { name: '在分站上架 小鹿腾讯月卡' })).closest('tr')!;
    expect(within(again).getByTestId('visitor-price')).toHaveTextContent(price);
  });

  it('goods taken off sale in a batch: the desktop counts fewer on sale, the shop preview leaves them out', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).toMatch(/^\d+$/));
    const onSale = Number(figure('在售商品'));
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods.length).toBe(4));
    const shown = preview()!.goods;
    expect(shown[1]).toMatch(/^爱奇艺黄金VIP月卡/);

    await openMenu(u, '分站商品');
    await u.click(await screen.findByRole('checkbox', { name: '选择 腾讯视频会员月卡（秒发）' }));
    await u.click(screen.getByRole('checkbox', { name: '选择 爱奇艺黄金VIP月卡' }));
    await u.click(screen.getByRole('button', { name: '批量下架' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: '批量下架' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '在分站上架 爱奇艺黄金VIP月卡' })).not.toBeChecked());

    let stale = watchFor(() => figure('在售商品') === String(onSale));
    await openMenu(u, '分站概览');
    await waitFor(() => expect(figure('在售商品')).toBe(String(onSale - 2)));
    expect(stale(), 'the desktop drew the goods on sale as before the write').toBe(false);

    stale = watchFor(() => preview()?.goods.some((g) => g.startsWith('爱奇艺黄金VIP月卡')) ?? false);
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods[0]).toBe(shown[2]));
    expect(preview()!.goods.join()).not.toMatch(/腾讯视频会员月卡（秒发）|爱奇艺黄金VIP月卡/);
    expect(stale(), 'the preview drew the goods taken off sale').toBe(false);
  });

  it('goods added from the market: the goods list, the desktop and the directory tree count them', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).toMatch(/^\d+$/));
    const onSale = Number(figure('在售商品'));
    await openMenu(u, '分站商品');
    await waitFor(() => expect(listTotal()).toMatch(/^共 \d+ 条$/));
    const total = Number(/\d+/.exec(listTotal()!)![0]);

    await openMenu(u, '货源市场');
    await screen.findAllByRole('button', { name: /^添加 / });
    // The first goods of the market in stock (a sold-out one is not counted on sale).
    const row = screen
      .getAllByRole('button', { name: /^添加 / })
      .map((button) => button.closest('tr')!)
      .find((tr) => !within(tr).queryByText('缺货'))!;
    const name = within(row)
      .getByRole('button', { name: /^添加 / })
      .getAttribute('aria-label')!
      .slice('添加 '.length);
    const goods = getDb().goods.find((g) => g.name === name)!;
    const dir = getDb().vipDirectories.find((d) => d.siteId === site().id && d.dirId === goods.dirId)!;
    const dirName = dir.ownName || getDb().directories.find((d) => d.id === goods.dirId)!.name;
    await openMenu(u, '分站分类');
    const dirCount = () => {
      const cell = [...document.querySelectorAll('[data-testid="dir-name"]')].find((n) => n.textContent === dirName);
      return cell ? (cell.closest('tr')!.querySelectorAll('td')[1]?.textContent ?? null) : null;
    };
    await waitFor(() => expect(dirCount()).toMatch(/^\d+$/));
    const count = Number(dirCount());

    await openMenu(u, '货源市场');
    await u.click(await screen.findByRole('button', { name: `添加 ${name}` }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: `添加 ${name}` })).toBeNull());

    let stale = watchFor(() => listTotal() === `共 ${total} 条`);
    await openMenu(u, '分站商品');
    await waitFor(() => expect(listTotal()).toBe(`共 ${total + 1} 条`));
    expect(stale(), 'the goods list drew its total as before the write').toBe(false);

    stale = watchFor(() => figure('在售商品') === String(onSale));
    await openMenu(u, '分站概览');
    await waitFor(() => expect(figure('在售商品')).toBe(String(onSale + 1)));
    expect(stale(), 'the desktop drew the goods on sale as before the write').toBe(false);

    stale = watchFor(() => dirCount() === String(count));
    await openMenu(u, '分站分类');
    await waitFor(() => expect(dirCount()).toBe(String(count + 1)));
    expect(stale(), 'the directory tree drew its goods count as before the write').toBe(false);
  });

  it('goods taken out of the site: the market offers them again', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).toMatch(/^\d+$/));
    const row = getDb().vipGoods.find((g) => g.siteId === site().id && g.ownName === '腾讯视频会员月卡（秒发）')!;
    const main = getDb().goods.find((g) => g.id === row.goodsId)!.name;
    await openMenu(u, '货源市场');
    await screen.findAllByRole('button', { name: /^添加 / });
    expect(screen.queryByRole('button', { name: `添加 ${main}` })).toBeNull();

    await openMenu(u, '分站商品');
    await u.click(await screen.findByRole('checkbox', { name: '选择 腾讯视频会员月卡（秒发）' }));
    await u.click(screen.getByRole('button', { name: '移出本站' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: '移出本站' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '选择 腾讯视频会员月卡（秒发）' })).toBeNull());

    const stale = watchFor(() => document.querySelector('button[aria-label^="添加 "]') !== null && !buttonShown(`添加 ${main}`));
    await openMenu(u, '货源市场');
    expect(await screen.findByRole('button', { name: `添加 ${main}` })).toBeInTheDocument();
    expect(stale(), 'the market drew the goods as still on the site').toBe(false);
  });
});

describe('vip site settings (R: saveSite → the site, the desktop, the goods prices)', () => {
  it('a new site name: the desktop and the shop preview show it', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    const card = await screen.findByRole('region', { name: '我的分站' });
    expect(card).toHaveTextContent('小鹿数码商城');
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.site).toBe('小鹿数码商城'));

    await openMenu(u, '分站设置');
    const field = await screen.findByRole('textbox', { name: /站点名称/ });
    await waitFor(() => expect(field).toHaveValue('小鹿数码商城'));
    await u.clear(field);
    await u.type(field, '小鹿数码旗舰店');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(site().name).toBe('小鹿数码旗舰店'));

    const siteName = () => document.querySelector('section[aria-label="我的分站"] span')?.textContent ?? null;
    let stale = watchFor(() => siteName() === '小鹿数码商城');
    await openMenu(u, '分站概览');
    await waitFor(() => expect(siteName()).toBe('小鹿数码旗舰店'));
    expect(stale(), 'the desktop drew the site name as before the write').toBe(false);

    stale = watchFor(() => preview()?.site === '小鹿数码商城');
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.site).toBe('小鹿数码旗舰店'));
    expect(stale(), 'the preview drew the site name as before the write').toBe(false);

    await openMenu(u, '分站设置');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /站点名称/ })).toHaveValue('小鹿数码旗舰店'));
  });

  it("a new rounding (on the goods page): the shop preview's prices follow it", async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).not.toBeNull());
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods[0]).toMatch(/^腾讯视频会员月卡（秒发）¥17\.00/));

    await openMenu(u, '分站商品');
    await screen.findByText('当前取整方式：四舍五入到元。');
    const row = (await screen.findByRole('switch', { name: '在分站上架 腾讯视频会员月卡（秒发）' })).closest('tr')!;
    await u.click(screen.getByRole('button', { name: '修改取整方式' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('radio', { name: '不取整（保留分）' }));
    await u.click(within(dialog).getByRole('button', { name: '保存并重新计算' }));
    await screen.findByText('当前取整方式：不取整（保留分）。');
    await waitFor(() => expect(within(row).getByTestId('visitor-price')).not.toHaveTextContent('¥17.00'));
    const price = within(row).getByTestId('visitor-price').textContent!;

    const stale = watchFor(() => preview()?.goods[0]?.includes('¥17.00') ?? false);
    await openMenu(u, '店铺外观');
    await waitFor(() => expect(preview()?.goods[0]).toMatch(new RegExp(`^腾讯视频会员月卡（秒发）${escape(price)}`)));
    expect(stale(), 'the preview drew the prices as before the write').toBe(false);
  });
});

describe('vip announcements, custom pages, directories (R: their writes → their lists, the directory filters)', () => {
  it.each([
    { what: 'announcement', menu: '分站公告', edit: '编辑公告', before: '客服工作时间调整', after: '客服时间延长到24:00' },
    { what: 'custom page', menu: '自定义页面', edit: '编辑页面', before: '关于我们', after: '关于小鹿' },
  ])('an edited $what shows in the list, also after leaving it', async ({ what, menu, edit, before, after }) => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).not.toBeNull());
    await openMenu(u, menu);
    await u.click(await screen.findByRole('button', { name: `${edit} ${before}` }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /标题/ });
    await u.clear(title);
    await u.type(title, after);
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: `${edit} ${after}` })).toBeInTheDocument();

    await openMenu(u, '分站概览');
    await waitFor(() => expect(figure('在售商品')).not.toBeNull());
    const stale = watchFor(() => buttonShown(`${edit} ${before}`));
    await openMenu(u, menu);
    expect(await screen.findByRole('button', { name: `${edit} ${after}` })).toBeInTheDocument();
    expect(stale(), `the list drew the ${what} as before the edit`).toBe(false);
  });

  it("a directory's own name: the tree and the category filters of the goods and the market show it", async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    await waitFor(() => expect(figure('在售商品')).not.toBeNull());
    // The filters' options, cached before the write.
    await openMenu(u, '分站商品');
    await waitFor(() => expect(optionsOf('商品分类')).toContain('视频会员'));
    await openMenu(u, '货源市场');
    await waitFor(() => expect(optionsOf('商品分类')).toContain('视频会员'));

    await openMenu(u, '分站分类');
    await u.click(await screen.findByRole('button', { name: '编辑分类 视频会员' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /自定义名称/ }), '影视会员');
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: '编辑分类 影视会员' })).toBeInTheDocument();

    let stale = watchFor(() => optionsOf('商品分类').includes('视频会员'));
    await openMenu(u, '分站商品');
    await waitFor(() => expect(optionsOf('商品分类')).toContain('影视会员'));
    expect(stale(), 'the goods filter offered the directory as before the edit').toBe(false);

    stale = watchFor(() => optionsOf('商品分类').includes('视频会员'));
    await openMenu(u, '货源市场');
    await waitFor(() => expect(optionsOf('商品分类')).toContain('影视会员'));
    expect(stale(), 'the market filter offered the directory as before the edit').toBe(false);
  });
});

describe('a child site opened (R: createChild → child list, desktop, versions, balance, fund log, dashboard)', () => {
  it('the desktop, the versions, the balance, the fund log and the dashboard show it paid, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/vip/desktop');
    const tile = () => screen.queryAllByText('账户余额', { selector: 'dt' })[0]?.parentElement?.textContent ?? null;
    await waitFor(() => expect(tile()).toBe('账户余额¥5,000.00下级分站 3 个'));
    // The reads the write changes, cached before it.
    await openMenu(u, '账户余额');
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('¥5,000.00');
    /** The fund log's rows, newest first (plain DOM: the watches run it on every change). */
    const fundRows = () => [...document.querySelectorAll('table tbody tr')];
    await waitFor(() => expect(fundRows()[0]).toHaveTextContent('¥5,000.00'));
    await openMenu(u, '用户中心');
    const dashBalance = () => document.querySelector('section[aria-label="余额与等级"]')?.textContent ?? null;
    await waitFor(() => expect(dashBalance()).toContain('¥5,000.00'));

    await openMenu(u, '下级分站');
    await u.click(await screen.findByRole('button', { name: '开设下级分站' }));
    const dialog = await screen.findByRole('dialog');
    const owners = new Set(getDb().vipSites.map((s) => s.ownerId));
    const owner = getDb().customers.find((c) => c.siteId === site().id && c.status === 'active' && !owners.has(c.id))!;
    await u.type(within(dialog).getByRole('textbox', { name: /站长账号/ }), owner.loginName);
    await u.type(within(dialog).getByRole('textbox', { name: /站点名称/ }), '小鹿二号店');
    await u.type(within(dialog).getByRole('textbox', { name: /站点路径/ }), 'xiaolu2');
    await u.type(within(dialog).getByLabelText(/交易密码/), SEED_LOGINS.vipshop.salePwd);
    await u.click(within(dialog).getByRole('button', { name: /支付 ¥199.00/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('小鹿二号店')).toBeInTheDocument();

    let stale = watchFor(() => tile()?.includes('¥5,000.00') ?? false);
    await openMenu(u, '分站概览');
    await waitFor(() => expect(tile()).toBe('账户余额¥4,801.00下级分站 4 个'));
    expect(stale(), 'the desktop drew the balance as before the write').toBe(false);

    stale = watchFor(() => document.body.textContent?.includes('账户余额 ¥5,000.00') ?? false);
    await openMenu(u, '分站版本');
    expect(await screen.findByText(/账户余额 ¥4,801\.00/)).toBeInTheDocument();
    expect(stale(), 'the versions drew the balance as before the write').toBe(false);

    stale = watchFor(() =>
      [document.querySelector('[data-testid="available-balance"]'), fundRows()[0]].some((shown) =>
        shown?.textContent?.includes('¥5,000.00'),
      ),
    );
    await openMenu(u, '账户余额');
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('¥4,801.00'));
    await waitFor(() => expect(fundRows()[0]).toHaveTextContent('-¥199.00'));
    expect(fundRows()[0]).toHaveTextContent('¥4,801.00');
    expect(stale(), 'the balance or the fund log drew as before the write').toBe(false);

    stale = watchFor(() => dashBalance()?.includes('¥5,000.00') ?? false);
    await openMenu(u, '用户中心');
    await waitFor(() => expect(dashBalance()).toContain('¥4,801.00'));
    expect(stale(), 'the dashboard drew the balance as before the write').toBe(false);

    await openMenu(u, '下级分站');
    expect(await screen.findByText('小鹿二号店')).toBeInTheDocument();
  });
});
