// Browser tests of the supplier back office, as `supplier` on the mock build (a seed token),
// the main flow (import) on the production build instead (modes.ts), logged in through the form: an import of a small file
// with duplicates and malformed lines shows its report (line numbers), then "imported N: x succeeded, y failed", and the
// stock list's count moves by exactly x; an export of the filtered keys with "lock" downloads exactly them
// and locks them; a lock over "all N filtered" locks every key of the filter; a hand order delivered leaves the pending list and demo sees the content in the order;
// a reply to a complaint lands in its thread; a customer token on a supply URL ends at /403 (R2.9).
import { describe, expect, it } from 'vitest';
import {
  callApi,
  downloadText,
  expectForbidden,
  logInAt,
  quiet,
  resetSession,
  SEED_LOGINS,
  SEED_TOKENS,
  startAt,
  useHarness,
} from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

type Page<T> = { list: T[]; total: number };
type Card = { id: number; cardNo: string; status: string; goodsId: number };
type HandOrder = { orderNo: string; status: string; goodsName: string };

const GOODS = 13;

describe.each(MODES)('card stock import and the supply area refusals ($name)', (mode) => {
  // One context for both (a context's first page load is the slowest).
  const h = useHarness({ baseURL: mode.baseURL });
  /** `itOnProduction`: a flow the production build proves (modes.ts); the mock build runs the file's other tests. */
  const itOnProduction = itOnProductionFor(mode);
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(h.page, path, body, SEED_TOKENS.supplier);

  itOnProduction('reports duplicates, keys in stock and malformed lines by line number, then imports exactly the valid ones', async () => {
    await logInAt(h, '/supply/cardstockmanage', SEED_LOGINS.supplier);
    const before = await api<Page<Card>>('/supply/inter/getCardList', { goodsId: GOODS, pageSize: 1 });
    const stocked = (await api<Page<Card>>('/supply/inter/getCardList', { goodsId: GOODS, pageSize: 1 })).list[0]!.cardNo;
    const file = [
      'E2E-IMPORT-0001', // 1 valid
      'E2E-IMPORT-0002 pw2', // 2 valid
      'E2E-IMPORT-0001', // 3 repeated (of 1)
      'ab', // 4 malformed
      stocked, // 5 already in stock
      '', // 6 blank
      'E2E-IMPORT-0003 ║ 港服 ║ 1.50', // 7 valid
      'a b c', // 8 malformed
    ].join('\n');

    await h.page.getByRole('button', { name: '导入卡密' }).first().click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '商品' }).selectOption(String(GOODS));
    await dialog.getByRole('textbox', { name: /粘贴卡密/ }).fill(file);
    await dialog.getByRole('textbox', { name: /备注/ }).fill('e2e导入');
    await dialog.getByRole('button', { name: '检查' }).click();
    const report = dialog.getByTestId('import-report');
    await report.waitFor();
    expect(await report.getByTestId('report-valid').textContent()).toBe('3');
    expect(await report.getByTestId('report-repeated').textContent()).toBe('1');
    expect(await report.getByTestId('report-in-stock').textContent()).toBe('1');
    expect(await report.getByTestId('report-malformed').textContent()).toBe('2');
    const malformed = await report.getByRole('list', { name: '格式错误' }).textContent();
    expect(malformed).toContain('第 4 行');
    expect(malformed).toContain('第 8 行');
    const repeated = await report.getByRole('list', { name: '文件内重复' }).textContent();
    expect(repeated).toContain('第 3 行');
    expect(repeated).toContain('与第1行重复');
    // Keys in the report are masked.
    expect(await report.getByRole('list', { name: '库存中已有' }).textContent()).not.toContain(stocked);

    await dialog.getByRole('button', { name: '导入 3 条' }).click();
    const summary = dialog.getByTestId('import-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toBe('导入7条：成功3条，失败4条');
    await dialog.getByRole('button', { name: '完成' }).click();

    const after = await api<Page<Card>>('/supply/inter/getCardList', { goodsId: GOODS, pageSize: 1 });
    expect(after.total).toBe(before.total + 3);
    const mine = await api<Page<Card>>('/supply/inter/getCardList', { keyword: 'E2E-IMPORT', pageSize: 20 });
    expect(mine.list.map((c) => c.cardNo).sort()).toEqual(['E2E-IMPORT-0001', 'E2E-IMPORT-0002', 'E2E-IMPORT-0003']);
    // The list says the same count, keys masked until revealed.
    await h.page.goto(`/supply/cardstockmanage?goods=${GOODS}`);
    await h.page.getByTestId('stock-total').getByText(`共 ${after.total} 条卡密`).waitFor();
    await h.page.goto('/supply/cardstockmanage?keyword=E2E-IMPORT');
    await h.page.getByTestId('stock-total').getByText('共 3 条卡密').waitFor();
    expect(await h.page.locator('[data-card-key="masked"]').count()).toBe(3);
    expect(await h.page.locator('tbody').textContent()).not.toContain('E2E-IMPORT-0001');
    await h.page
      .getByRole('button', { name: /^显示卡密 E2E-I/ })
      .first()
      .click();
    await h.page.locator('[data-card-key="shown"]').first().waitFor();
    await quiet(h.page);
    expect(h.errors).toEqual([]);
  });

  itOnProduction('a customer token on a supply URL ends at /403 with the server’s message (R2.9)', async () => {
    await startAt(h, '/403', { loggedIn: SEED_TOKENS.demo });
    await expectForbidden(h, '/supply/cardstockmanage', '供货');
  });
});

describe('supplier back office (mock build)', () => {
  const h = useHarness();
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(h.page, path, body, SEED_TOKENS.supplier);

  it('exports the filtered keys with "lock": the .txt holds exactly them and they are locked', async () => {
    await startAt(h, `/supply/cardstockmanage?goods=${GOODS}&status=unsold`, { loggedIn: SEED_TOKENS.supplier });
    const unsold = await api<Page<Card>>('/supply/inter/getCardList', { goodsId: GOODS, status: 'unsold', pageSize: 1 });
    await h.page.getByTestId('stock-total').getByText(`共 ${unsold.total} 条卡密`).waitFor();
    await h.page.getByRole('button', { name: '导出', exact: true }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /导出数量/ }).fill('2');
    await dialog.getByRole('radio', { name: '锁定' }).check();
    const [download] = await Promise.all([h.page.waitForEvent('download'), dialog.getByRole('button', { name: '导出 2 条' }).click()]);
    const text = await downloadText(download);
    const keys = text.split('\n').map((line) => line.split(/\s/)[0]!);
    expect(keys).toHaveLength(2);
    await h.page.getByText('已导出 2 条卡密').waitFor();
    for (const cardNo of keys) {
      const found = await api<Page<Card>>('/supply/inter/getCardList', { keyword: cardNo, match: 'exact' });
      expect(found.list.map((c) => c.status)).toEqual(['locked']);
    }
    // The list follows: two fewer unsold.
    await h.page
      .getByTestId('stock-total')
      .getByText(`共 ${unsold.total - 2} 条卡密`)
      .waitFor();
    expect(h.errors).toEqual([]);
  });

  it('locks every key of the filter, beyond the page shown, and no other key', async () => {
    await startAt(h, '/supply/cardstockmanage?status=unsold', { loggedIn: SEED_TOKENS.supplier });
    const unsold = (await api<Page<Card>>('/supply/inter/getCardList', { status: 'unsold', pageSize: 1 })).total;
    const lockedBefore = (await api<Page<Card>>('/supply/inter/getCardList', { status: 'locked', pageSize: 1 })).total;
    expect(unsold).toBeGreaterThan(20);
    await h.page.getByTestId('stock-total').getByText(`共 ${unsold} 条卡密`).waitFor();
    await h.page.getByRole('checkbox', { name: '全选本页' }).check();
    await h.page.getByRole('button', { name: `选择全部 ${unsold} 条筛选结果` }).click();
    await h.page.getByRole('button', { name: '锁定', exact: true }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByText(`所选的 ${unsold} 条卡密将被锁定`).waitFor();
    await dialog.getByRole('button', { name: '锁定' }).click();
    await h.page.getByText('没有符合条件的卡密').waitFor();
    expect((await api<Page<Card>>('/supply/inter/getCardList', { status: 'unsold', pageSize: 1 })).total).toBe(0);
    expect((await api<Page<Card>>('/supply/inter/getCardList', { status: 'locked', pageSize: 1 })).total).toBe(lockedBefore + unsold);
    expect(h.errors).toEqual([]);
  });

  it('delivers a hand order: it leaves the pending list and demo sees the content in the order', async () => {
    await startAt(h, '/supply/handOrder', { loggedIn: SEED_TOKENS.supplier });
    const pending = await api<Page<HandOrder>>('/supply/inter/getHandOrderList', { status: 'pending', pageSize: 100 });
    const demoOrders = await callApi<Page<{ orderNo: string }>>(h.page, '/inside/inter/getOrderList', { pageSize: 100 }, SEED_TOKENS.demo);
    const demoNos = new Set(demoOrders.list.map((o) => o.orderNo));
    const order = pending.list.find((o) => demoNos.has(o.orderNo));
    if (!order) throw new Error('the seed lacks a pending hand order of demo');
    const count = await h.page.getByTestId('pending-count').textContent();
    expect(count).toBe(`(${pending.total})`);
    await h.page.getByRole('button', { name: `为订单 ${order.orderNo} 发货` }).click();
    const dialog = h.page.getByRole('dialog');
    const content = `账号：e2e-${Date.now()} 密码：Pw123456`;
    await dialog.getByRole('textbox', { name: /发货内容/ }).fill(content);
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page
      .getByTestId('pending-count')
      .getByText(`(${pending.total - 1})`)
      .waitFor();
    expect(await h.page.getByRole('button', { name: `为订单 ${order.orderNo} 发货` }).count()).toBe(0);

    // demo, in the same world: the order shows the content.
    await resetSession(h.page, h.baseURL, { loggedIn: SEED_TOKENS.demo });
    await h.page.goto(`/inside/showordermess?orderNo=${order.orderNo}`);
    await h.page.getByText(content).first().waitFor();
    await quiet(h.page);
    expect(h.errors).toEqual([]);
  });

  it('replies to a complaint: the reply is in the thread and the complaint is replied', async () => {
    await startAt(h, '/supply/complain?status=open', { loggedIn: SEED_TOKENS.supplier });
    const open = await api<Page<{ id: number; title: string }>>('/supply/inter/getComplaintList', { status: 'open' });
    const first = open.list[0];
    if (!first) throw new Error('the seed lacks an open complaint');
    await h.page.getByRole('link', { name: first.title }).first().click();
    await h.page.waitForURL((url) => url.searchParams.get('id') === String(first.id));
    const reply = `已核实，补发新卡密 ${Date.now()}`;
    await h.page.getByRole('textbox', { name: /回复内容/ }).fill(reply);
    await h.page.getByRole('button', { name: '发送回复' }).click();
    await h.page.getByRole('list', { name: '沟通记录' }).getByText(reply).waitFor();
    const info = await api<{ status: string; messages: { content: string; from: string }[] }>('/supply/inter/getComplaintInfo', {
      id: first.id,
    });
    expect(info.status).toBe('replied');
    expect(info.messages.at(-1)).toMatchObject({ content: reply, from: 'supplier' });
    await quiet(h.page);
    expect(h.errors).toEqual([]);
  });
});
