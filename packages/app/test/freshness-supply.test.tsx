// After a write, every read it changes shows the new state on its next view, mounted or not (api/
// freshness.ts; the table in docs/data.md). Each test opens its first page as a document's first load does
// (its reads started before React, routes/preload.ts), does the write, then goes in-app (a link, not a
// reload) to each read the write changes, within the window in which a preloaded answer counts as fresh
// (the clock stands still: api/preloads.ts FRESH_MS), and asserts the new state as the page first draws
// it. Here the supplier's back office (goods, card stock, hand orders, complaints) and the admin's
// decoration editor.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { cache as appCache } from 'swr/_internal';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupplierGoods } from '@shop/session/contract';
import { supply } from '@shop/session/contract/supply';
import { SEED_ADMINS, SEED_LOGINS, SEED_TOKENS, formatDateTime, getDb, now } from '@shop/mocks/db';
import { apiKey } from '../src/data/swr.ts';
import { setCookie } from './fixtures.ts';
import { renderFirstLoad } from './render.tsx';
import { type User, user, setUpFreshness } from './freshness.ts';

setUpFreshness(SEED_TOKENS.supplier);

/** A card goods of the supplier's (网易一卡通 100点, seed goods 13: 45 unsold keys, cost ¥7.95). */
const GOODS = { id: 13, name: '网易一卡通 100点' } as const;

/** Clicks an entry of the back office's side menu (opening its group first when it is closed). */
async function openMenu(u: User, group: '供货管理' | '用户中心', name: string) {
  const menu = within(screen.getByRole('navigation', { name: '主菜单' }));
  const toggle = menu.getByRole('button', { name: group });
  if (toggle.getAttribute('aria-expanded') === 'false') await u.click(toggle);
  await u.click(menu.getByRole('link', { name }));
}

/**
 * The data rows of the table captioned `caption` (its header and loading placeholders left out). Plain DOM
 * queries: this runs at every change of the page (firstDrawn), where role queries would take seconds.
 */
function dataRows(caption: string, isData: (row: HTMLTableRowElement) => boolean): HTMLTableRowElement[] {
  const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  return table ? [...table.tBodies].flatMap((body) => [...body.rows]).filter(isData) : [];
}

/**
 * What the page draws first, after `go` (a navigation, a search): `read` is noted at every change of the
 * page from before `go` on, so a cached answer from before the write, drawn for a moment before the
 * server's answer replaces it, is what this returns. `read` answers undefined while there is nothing to
 * read (another page, a loading placeholder).
 */
async function firstDrawn<T>(read: () => T | undefined, go: () => Promise<unknown>): Promise<T> {
  const drawn: T[] = [];
  const note = () => {
    const value = read();
    if (value !== undefined) drawn.push(value);
  };
  // Its callback runs right after the commit that drew a value, before the answer of a read that commit
  // started can come in.
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    await go();
    note();
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    return drawn[0]!;
  } finally {
    observer.disconnect();
  }
}

/** A cell of a goods' row on the supply goods list. */
const goodsCell = (name: string, testId: 'stock' | 'cost-price') =>
  dataRows('供货商品', (row) => row.querySelector('[data-testid="goods-name"]')?.textContent === name)
    .map((row) => row.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '')
    .at(0);
const stockOf = (name: string) => goodsCell(name, 'stock');
const costOf = (name: string) => goodsCell(name, 'cost-price');
/** The stock of the goods the tests change, as first drawn when the supply goods are opened from the menu. */
const goodsStockOnOpen = (u: User) =>
  firstDrawn(
    () => stockOf(GOODS.name),
    () => openMenu(u, '供货管理', '供货商品'),
  );

/** How many keys the supplier has in stock, of every status (of one goods: `goodsId`). */
const keysInStock = (goodsId?: number) =>
  getDb().cardKeys.filter((c) => c.supplierId === SEED_LOGINS.supplier.id && (goodsId === undefined || c.goodsId === goodsId)).length;

/** The card stock's total ("共 N 条卡密"). */
const stockTotal = () => document.querySelector('[data-testid="stock-total"]')?.textContent ?? undefined;

/** The goods log's first line (each line names its goods in a "只看 … 的变动" button). */
const latestLog = () =>
  dataRows('商品变动日志', (row) => row.querySelector('button[aria-label^="只看"]') !== null).at(0)?.textContent ?? undefined;

describe('a supply goods edit (R: saveGoods → the supply goods list, the card stock’s goods, the goods log)', () => {
  it('the new cost and status show on the goods list, in the card stock’s goods and in the goods log, with no reload', async () => {
    const u = user();
    // The card stock's first load reads its goods (the filter's, the import's and the export's) before React.
    await renderFirstLoad('/supply/cardstockmanage');
    expect(await screen.findByTestId('stock-total')).toHaveTextContent(`共 ${keysInStock()} 条卡密`);
    // The goods log seen before the edit: its answer stays in the cache, unmounted, while the edit is made.
    expect(await firstDrawn(latestLog, () => openMenu(u, '用户中心', '商品变动日志'))).not.toContain(GOODS.name);

    expect(
      await firstDrawn(
        () => costOf(GOODS.name),
        () => openMenu(u, '供货管理', '供货商品'),
      ),
    ).toBe('¥7.95');
    await u.click(screen.getByRole('button', { name: `编辑 ${GOODS.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑供货商品' });
    const cost = within(dialog).getByRole('textbox', { name: /成本价/ });
    await u.clear(cost);
    await u.type(cost, '7.50');
    await u.click(within(dialog).getByRole('switch', { name: '上架销售' }));
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(costOf(GOODS.name)).toBe('¥7.50'));
    expect(screen.getByRole('switch', { name: `上架 ${GOODS.name}` })).not.toBeChecked();

    // The card stock again, seconds after its first load: its goods (the filter's and the import's names
    // and types; cost and status ride along) are asked again, not the preloaded answer drawn.
    await openMenu(u, '供货管理', '卡密库存');
    const cardGoods = unstable_serialize(apiKey(supply.getGoodsList, { page: 1, pageSize: 100, deliveryType: 'card' }));
    await waitFor(() =>
      expect((appCache.get(cardGoods)?.data as { list: SupplierGoods[] } | undefined)?.list.find((g) => g.id === GOODS.id)).toMatchObject({
        costPrice: 7.5,
        status: 'off',
      }),
    );

    // The goods log: its first line is the goods taken off sale.
    const latest = await firstDrawn(latestLog, () => openMenu(u, '用户中心', '商品变动日志'));
    expect(latest).toContain(GOODS.name);
    expect(latest).toMatch(/状态\s*上架\s*→\s*变为\s*下架/);
  });
});

describe('the card stock (R: doCardImport, doCardUpdate → the stock list, the goods’ stock)', () => {
  it('an import: the goods’ stock and the whole stock count the new keys, with no reload', async () => {
    const all = keysInStock();
    const ofGoods = keysInStock(GOODS.id);
    const u = user();
    await renderFirstLoad('/supply/cardstockmanage');
    expect(await screen.findByTestId('stock-total')).toHaveTextContent(`共 ${all} 条卡密`);
    expect(await goodsStockOnOpen(u)).toBe('45');

    // The goods' "import keys" opens the card stock of the goods with its import.
    await u.click(screen.getByRole('link', { name: `为 ${GOODS.name} 导入卡密` }));
    const dialog = await screen.findByRole('dialog', { name: /导入卡密/ });
    await u.type(
      within(dialog).getByRole('textbox', { name: /粘贴卡密/ }),
      'FRESH-IMPORT-0001{enter}FRESH-IMPORT-0002 pw2{enter}FRESH-IMPORT-0003',
    );
    await u.click(within(dialog).getByRole('button', { name: '检查' }));
    await u.click(await within(dialog).findByRole('button', { name: '导入 3 条' }));
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent('导入3条：成功3条，失败0条');
    await u.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.getByTestId('stock-total')).toHaveTextContent(`共 ${ofGoods + 3} 条卡密`));

    expect(await goodsStockOnOpen(u)).toBe('48');
    // The whole stock, preloaded by the first load seconds ago.
    expect(await firstDrawn(stockTotal, () => openMenu(u, '供货管理', '卡密库存'))).toBe(`共 ${all + 3} 条卡密`);
  });

  it('a delete: the goods’ stock and the whole stock lose the key, with no reload', async () => {
    const all = keysInStock();
    const u = user();
    await renderFirstLoad('/supply/cardstockmanage');
    expect(await screen.findByTestId('stock-total')).toHaveTextContent(`共 ${all} 条卡密`);
    expect(await goodsStockOnOpen(u)).toBe('45');

    // Back to the whole stock, then its unsold keys of the goods; one of them deleted.
    expect(await firstDrawn(stockTotal, () => openMenu(u, '供货管理', '卡密库存'))).toBe(`共 ${all} 条卡密`);
    await u.selectOptions(screen.getByRole('combobox', { name: '商品' }), String(GOODS.id));
    await u.selectOptions(screen.getByRole('combobox', { name: '卡密状态' }), 'unsold');
    await u.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByTestId('stock-total')).toHaveTextContent('共 45 条卡密'));
    const table = within(screen.getByRole('table', { name: '卡密库存' }));
    await u.click(table.getAllByRole('checkbox', { name: /^选择 卡密/ })[0]!);
    await u.click(screen.getByRole('button', { name: '删除' }));
    await u.click(within(await screen.findByRole('dialog', { name: '删除所选卡密？' })).getByRole('button', { name: '删除' }));
    await u.click(await screen.findByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(screen.getByTestId('stock-total')).toHaveTextContent('共 44 条卡密'));

    expect(await goodsStockOnOpen(u)).toBe('44');
    expect(await firstDrawn(stockTotal, () => openMenu(u, '供货管理', '卡密库存'))).toBe(`共 ${all - 1} 条卡密`);
  });
});

/** The supplier's oldest manual order waiting for delivery (the hand-order list's first). */
function pendingHandOrder() {
  const db = getDb();
  const mine = new Set(db.goods.filter((g) => g.supplierId === SEED_LOGINS.supplier.id && g.deliveryType === 'manual').map((g) => g.id));
  const waiting = db.orders.filter(
    (o) => mine.has(o.goodsId) && (o.status === 'paid' || o.status === 'processing') && o.deliveryText === null,
  );
  const order = waiting.sort((a, b) => a.createdAt - b.createdAt)[0];
  if (!order) throw new Error('the seed has no hand order to deliver');
  return { orderNo: order.orderNo, waiting: waiting.length };
}

describe('a hand-order delivery (R: doHandDeliver → hand orders, supply orders, settlements)', () => {
  it('the order shows delivered among the supply orders and its settlement is booked, with no reload', async () => {
    const { orderNo, waiting } = pendingHandOrder();
    const u = user();
    const orderRow = () => dataRows('供货订单', (row) => row.textContent?.includes(orderNo) ?? false).at(0)?.textContent ?? undefined;
    const latestSettlement = () => dataRows('结算明细', (row) => /\d{18}/.test(row.textContent ?? '')).at(0)?.textContent ?? undefined;
    const lookUp = async () => {
      await u.type(await screen.findByRole('textbox', { name: '订单号或商品' }), orderNo);
      await u.click(screen.getByRole('button', { name: '查询' }));
    };
    // The supplier looks the order up among the orders of their goods: not delivered yet.
    await renderFirstLoad('/supply/order');
    expect(await firstDrawn(orderRow, lookUp)).toContain('未发货');
    // The settlements, seen before the delivery.
    expect(await firstDrawn(latestSettlement, () => openMenu(u, '供货管理', '结算明细'))).not.toContain(orderNo);

    await openMenu(u, '供货管理', '手工发货');
    expect(await screen.findByTestId('pending-count')).toHaveTextContent(`(${waiting})`);
    await u.click(await screen.findByRole('button', { name: `为订单 ${orderNo} 发货` }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /发货内容/ }), '顺丰速运 SF1234567890');
    await u.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('pending-count')).toHaveTextContent(`(${waiting - 1})`));
    expect(screen.queryByRole('button', { name: `为订单 ${orderNo} 发货` })).toBeNull();

    // The settlement booked by the delivery is the newest.
    expect(await firstDrawn(latestSettlement, () => openMenu(u, '供货管理', '结算明细'))).toContain(orderNo);
    // The order, looked up again: delivered, its content one click away.
    const delivered = await firstDrawn(orderRow, async () => {
      await openMenu(u, '供货管理', '供货订单');
      await lookUp();
    });
    expect(delivered).not.toContain('未发货');
    await u.click(await screen.findByRole('button', { name: `查看订单 ${orderNo} 的发货内容` }));
    expect(await within(await screen.findByRole('dialog')).findByText('顺丰速运 SF1234567890')).toBeInTheDocument();
  });
});

describe('a complaint reply (R: doComplaintReply → the thread, the complaint list)', () => {
  it('the reply is in the thread and the list shows the complaint replied, with no reload', async () => {
    const u = user();
    const TITLE = '人工发货太慢';
    const REPLY = '已安排加急发货，请留意短信';
    /** The list's first line (latest activity first) and the complaint's own line. */
    const lines = () => {
      const rows = dataRows('售后投诉', (row) => row.querySelector('a') !== null).map((row) => row.textContent ?? '');
      return rows.length > 0 ? { first: rows[0]!, own: rows.find((row) => row.includes(TITLE)) } : undefined;
    };
    await renderFirstLoad('/supply/complain');
    await waitFor(() => expect(lines()?.own).toContain('待处理'));
    expect(lines()?.first).not.toContain(TITLE);

    await u.click(screen.getByRole('link', { name: TITLE }));
    expect(await screen.findByText('还没有回复')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /回复内容/ }), REPLY);
    await u.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await within(await screen.findByRole('list', { name: '沟通记录' })).findByText(REPLY)).toBeInTheDocument();
    expect(await screen.findByText('已回复')).toBeInTheDocument();

    const list = await firstDrawn(lines, () => u.click(screen.getByRole('link', { name: '返回工单列表' })));
    expect(list.first).toContain(TITLE);
    expect(list.first).toContain('已回复');
  });
});

describe('a decoration publish (R: saveDecoration → the editor’s draft, the home page’s layout)', () => {
  beforeEach(() => {
    localStorage.removeItem('token');
    localStorage.setItem('admin_token', SEED_TOKENS.admin);
    localStorage.setItem('admin_path', 'shopadmin');
    setCookie('roleIds', SEED_ADMINS.admin.roleIds.join(','));
    setCookie('verifyRole', '1');
  });

  it('the editor shows it published, and the home page opened from the admin index draws the new notice, with no reload', async () => {
    const u = user();
    const OLD = '全场卡密7×24小时自动发货，遇到问题请联系在线客服。';
    const NEW = '双十二活动期间客服在线至24点';
    /** The home page's notice (a placeholder while its layout is read). */
    const homeNotice = () => document.querySelector('section[aria-label="公告"] p')?.textContent || undefined;
    const { router } = await renderFirstLoad('/shopadmin/index');

    // The admin looks at the site, comes back (the browser's back button) and opens the editor.
    expect(await firstDrawn(homeNotice, async () => u.click(await screen.findByRole('link', { name: '查看网站' })))).toBe(OLD);
    await act(() => router.navigate(-1));
    await u.click(await screen.findByRole('link', { name: /网站装修/ }));

    await u.click(await screen.findByRole('button', { name: '编辑 公告栏' }));
    const text = screen.getByRole('textbox', { name: /公告内容/ });
    await u.clear(text);
    await u.type(text, NEW);
    const status = screen.getByTestId('decoration-status');
    expect(status).toHaveTextContent('有未保存的修改');
    await u.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(status).not.toHaveTextContent('有未保存的修改'));
    expect(status).toHaveTextContent('已发布');
    expect(status).toHaveTextContent(`发布于 ${formatDateTime(now())}`);

    // Back to the admin index, and to the site again.
    await act(() => router.navigate(-1));
    expect(await firstDrawn(homeNotice, async () => u.click(await screen.findByRole('link', { name: '查看网站' })))).toBe(NEW);
    // And back to the editor: the published draft.
    await act(() => router.navigate(-1));
    await u.click(await screen.findByRole('link', { name: /网站装修/ }));
    await u.click(await screen.findByRole('button', { name: '编辑 公告栏' }));
    expect(screen.getByRole('textbox', { name: /公告内容/ })).toHaveValue(NEW);
    expect(screen.getByTestId('decoration-status')).toHaveTextContent('已发布');
    expect(screen.getByTestId('decoration-status')).not.toHaveTextContent('有未保存的修改');
  });
});
