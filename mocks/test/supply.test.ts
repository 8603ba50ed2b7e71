import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_NOW, freezeClock, unsoldCount, type GoodsRow } from '../db/index.ts';
import { cardLine, handStatus, parseCardLine } from '../handlers/supply.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const S = api.supply;
const supplier = { token: SEED_TOKENS.supplier };
const SUPPLIER_ID = 5;
const goods = (id: number) => getDb().goods.find((g) => g.id === id) as GoodsRow;
const myCards = () => getDb().cardKeys.filter((c) => c.supplierId === SUPPLIER_ID);

describe('access', () => {
  it('only suppliers: others get 403, no session -2', async () => {
    for (const endpoint of [S.getDesktop, S.getGoodsList, S.getCardList, S.getBookedList]) {
      expect(await call(endpoint, {}, { token: SEED_TOKENS.vipshop })).toMatchObject({
        code: 403,
        msg: '您还不是供货商，无法访问供货中心',
      });
      expect((await call(endpoint, {}, { token: SEED_TOKENS.demo })).code).toBe(403);
      expect((await call(endpoint, {})).code).toBe(-2);
    }
  });
});

describe('desktop', () => {
  it('figures from my goods, keys, hand orders, complaints and settlements', async () => {
    const desk = await ok(S.getDesktop, undefined, supplier);
    expect(desk.goods).toBe(getDb().goods.filter((g) => g.supplierId === SUPPLIER_ID).length);
    expect(desk.unsold).toBe(myCards().filter((c) => c.status === 'unsold').length);
    expect(desk.locked).toBe(myCards().filter((c) => c.status === 'locked').length);
    expect(desk.toDeliver).toBeGreaterThanOrEqual(5);
    expect(desk.openComplaints).toBe(getDb().complaints.filter((c) => c.supplierId === SUPPLIER_ID && c.status === 'open').length);
    expect(desk.pendingSettle + desk.settledTotal).toBeGreaterThan(0);
    expect(desk.lowStock.map((g) => g.goodsId)).toContain(16);
    expect(desk.lowStock.every((g) => g.stock < 10)).toBe(true);
  });
});

describe('supplied goods', () => {
  it('lists my goods with cost, retail, stock, locked and sold; filters', async () => {
    const page = await ok(S.getGoodsList, { pageSize: 100 }, supplier);
    expect(page.total).toBe(13);
    const steam = page.list.find((g) => g.id === 11);
    expect(steam).toMatchObject({ deliveryType: 'card', stock: unsoldCount(getDb(), 11), locked: 3, costPrice: 39.77, retailPrice: 48.5 });
    expect(steam?.sold).toBeGreaterThan(0);
    expect(page.list.find((g) => g.id === 16)?.status).toBe('soldout');
    expect((await ok(S.getGoodsList, { status: 'soldout' }, supplier)).list.map((g) => g.id)).toEqual([16]);
    expect((await ok(S.getGoodsList, { deliveryType: 'manual', pageSize: 100 }, supplier)).total).toBe(5);
    expect((await ok(S.getGoodsList, { keyword: 'steam', pageSize: 100 }, supplier)).list.map((g) => g.id)).toEqual([11, 12, 38]);
  });

  it('saves cost, status and manual stock; logs changes; refusals', async () => {
    const saved = await ok(S.saveGoods, { id: 36, costPrice: 230, status: 'off', stock: 8 }, supplier);
    expect(saved).toMatchObject({ costPrice: 230, status: 'off', stock: 8 });
    expect((await ok(S.getGoodsList, { keyword: '键盘' }, supplier)).list[0]).toMatchObject({ costPrice: 230, stock: 8, status: 'off' });
    expect(goods(36).stockCount).toBe(8);
    const logs = await ok(api.customer.getGoodsLog, { goodsId: 36 }, { token: SEED_TOKENS.demo });
    expect(
      logs.list
        .slice(0, 2)
        .map((l) => l.kind)
        .sort(),
    ).toEqual(['status', 'stock']);
    expect(await refused(S.saveGoods, { id: 36, costPrice: 500, status: 'on' }, supplier)).toBe('成本价不能高于零售价 ¥299.00');
    expect(await refused(S.saveGoods, { id: 11, costPrice: 30, status: 'on', stock: 5 }, supplier)).toBe(
      '自动发卡商品的库存由卡密数量决定，请导入卡密',
    );
    expect(await refused(S.saveGoods, { id: 1, costPrice: 10, status: 'on' }, supplier)).toBe('商品不存在或不属于您');
    expect(await refused(S.saveGoods, { id: 36, costPrice: 0, status: 'on' }, supplier)).toBe('成本价必须大于0');
    expect(await refused(S.saveGoods, { id: 36, costPrice: 10, status: 'soldout' }, supplier)).toBe('状态应为 on 或 off');
  });
});

describe('card stock: list and filters', () => {
  it('my keys only, newest import first; goods, status, key exact / contains, note, date range', async () => {
    const all = await ok(S.getCardList, { pageSize: 100 }, supplier);
    expect(all.total).toBe(myCards().length);
    expect(all.list.map((c) => c.importedAt)).toEqual([...all.list.map((c) => c.importedAt)].sort().reverse());
    const locked = await ok(S.getCardList, { status: 'locked', pageSize: 100 }, supplier);
    expect(locked.list.every((c) => c.status === 'locked' && c.note === '待核验')).toBe(true);
    expect((await ok(S.getCardList, { note: '待核验', pageSize: 100 }, supplier)).total).toBe(locked.total);
    const card = myCards().find((c) => c.goodsId === 27 && c.status === 'unsold');
    const exact = await ok(S.getCardList, { keyword: card?.cardNo, match: 'exact' }, supplier);
    expect(exact.list.map((c) => c.id)).toEqual([card?.id]);
    const part = card?.cardNo.slice(0, 5) ?? '';
    const contains = await ok(S.getCardList, { keyword: part.toLowerCase(), pageSize: 100 }, supplier);
    expect(contains.list.every((c) => c.cardNo.includes(part))).toBe(true);
    expect((await ok(S.getCardList, { keyword: part, match: 'exact' }, supplier)).total).toBe(0);
    const g27 = await ok(S.getCardList, { goodsId: 27, pageSize: 100 }, supplier);
    expect(g27.list.every((c) => c.goodsName === 'Windows 11 专业版 激活密钥')).toBe(true);
    expect(g27.list.filter((c) => c.preview !== '').map((c) => c.surcharge)).toEqual([5, 5, 5]);
    const recent = await ok(S.getCardList, { startDate: '2026-11-15', endDate: '2026-11-20', pageSize: 100 }, supplier);
    expect(recent.list.every((c) => c.importedAt >= '2026-11-15')).toBe(true);
    expect((await ok(S.getCardList, { goodsId: 1 }, supplier)).total).toBe(0);
  });
});

describe('card stock: the list order kept between calls (50,000 keys are sorted once)', () => {
  it('follows imports, status changes and deletes at once', async () => {
    freezeClock(SEED_NOW);
    const first = await ok(S.getCardList, { goodsId: 13, pageSize: 5 }, supplier);
    await ok(S.doCardImport, { goodsId: 13, content: 'ORDER-KEY-0001\nORDER-KEY-0002' }, supplier);
    const after = await ok(S.getCardList, { goodsId: 13, pageSize: 5 }, supplier);
    expect(after.total).toBe(first.total + 2);
    expect(after.list.slice(0, 2).map((c) => c.cardNo)).toEqual(['ORDER-KEY-0002', 'ORDER-KEY-0001']);
    const [newest] = after.list;
    await ok(S.doCardUpdate, { ids: [newest!.id], action: 'lock' }, supplier);
    expect((await ok(S.getCardList, { goodsId: 13, status: 'locked', keyword: 'ORDER-KEY' }, supplier)).list.map((c) => c.cardNo)).toEqual([
      'ORDER-KEY-0002',
    ]);
    await ok(S.doCardUpdate, { ids: [newest!.id], action: 'delete' }, supplier);
    const deleted = await ok(S.getCardList, { goodsId: 13, pageSize: 5 }, supplier);
    expect(deleted.total).toBe(first.total + 1);
    expect(deleted.list[0]?.cardNo).toBe('ORDER-KEY-0001');
    const exported = await ok(S.doCardExport, { goodsId: 13, keyword: 'ORDER-KEY', count: 0, retag: '', then: 'none' }, supplier);
    expect(exported.content).toBe('ORDER-KEY-0001');
  });
});

describe('card stock: import', () => {
  it('parses every line format and reports malformed ones with a reason', () => {
    expect(parseCardLine('ABCD-1234')).toEqual({ cardNo: 'ABCD-1234', password: '', preview: '', surchargeCents: 0 });
    expect(parseCardLine('K123456 pw99')).toMatchObject({ cardNo: 'K123456', password: 'pw99' });
    expect(parseCardLine('K123456----pw99')).toMatchObject({ cardNo: 'K123456', password: 'pw99' });
    expect(parseCardLine('K123456 pw ║ 港区可用 ║ 2.5')).toEqual({
      cardNo: 'K123456',
      password: 'pw',
      preview: '港区可用',
      surchargeCents: 250,
    });
    expect(parseCardLine('K123456 ║ 预览')).toMatchObject({ preview: '预览', surchargeCents: 0 });
    expect(parseCardLine('a b c')).toEqual({ reason: '卡号和密码之间只能用一个空格或“----”分隔' });
    expect(parseCardLine('ab')).toEqual({ reason: '卡号应为4到64位字母、数字、短横线或下划线' });
    expect(parseCardLine('K1234 ║ x ║ 1 ║ 2')).toHaveProperty('reason');
    expect(parseCardLine('K1234 ║ x ║ abc')).toEqual({ reason: '加价金额应为0到9999.99元' });
    expect(parseCardLine(`K1234 ║ ${'长'.repeat(41)}`)).toEqual({ reason: '预览文字不能超过40个字符' });
    expect(parseCardLine(' ║ x')).toEqual({ reason: '缺少卡密' });
    expect(parseCardLine('K1234----')).toEqual({ reason: '密码不能为空，且不能超过64个字符' });
    // An exported line imports again as it was.
    expect(parseCardLine(cardLine({ cardNo: 'K9999', password: 'p1', preview: '靓号', surchargeCents: 100 }))).toEqual({
      cardNo: 'K9999',
      password: 'p1',
      preview: '靓号',
      surchargeCents: 100,
    });
  });

  it('imports pasted keys; duplicates skipped and malformed lines reported; stock and the shop see them at once', async () => {
    freezeClock(SEED_NOW);
    const existing = myCards().find((c) => c.goodsId === 13)?.cardNo;
    const stockBefore = unsoldCount(getDb(), 13);
    const content = [
      'NEW-CARD-0001 pass01',
      '',
      'NEW-CARD-0002----pass02',
      `${existing}`,
      'NEW-CARD-0001 again',
      'bad line with spaces',
      'NEW-CARD-0003 ║ 端游可用 ║ 1.50',
    ].join('\r\n');
    const answer = await call(S.doCardImport, { goodsId: 13, content, note: '11月补货' }, supplier);
    expect(answer.code).toBe(1000);
    expect(answer.msg).toBe('导入6条：成功3条，失败3条');
    expect(answer.data).toMatchObject({ total: 6, succeeded: 3, failed: 3, duplicates: [existing, 'NEW-CARD-0001'] });
    expect(answer.data.malformed).toEqual([{ line: 6, text: 'bad line with spaces', reason: '卡号和密码之间只能用一个空格或“----”分隔' }]);
    expect(answer.data.batch).toMatch(/^B20261120-\d{3}$/);
    expect(unsoldCount(getDb(), 13)).toBe(stockBefore + 3);
    const imported = await ok(S.getCardList, { goodsId: 13, note: '11月补货', pageSize: 100 }, supplier);
    expect(imported.list.map((c) => c.cardNo).sort()).toEqual(['NEW-CARD-0001', 'NEW-CARD-0002', 'NEW-CARD-0003']);
    expect(imported.list.find((c) => c.cardNo === 'NEW-CARD-0003')).toMatchObject({ preview: '端游可用', surcharge: 1.5, password: '' });
    expect(imported.list.find((c) => c.cardNo === 'NEW-CARD-0002')).toMatchObject({ password: 'pass02', status: 'unsold' });
    expect((await ok(S.getGoodsList, { keyword: '网易' }, supplier)).list[0]?.stock).toBe(stockBefore + 3);
  });

  it('without “skip duplicates” a duplicate is imported and still reported', async () => {
    const existing = myCards().find((c) => c.goodsId === 14)?.cardNo ?? '';
    const answer = await ok(S.doCardImport, { goodsId: 14, content: `${existing}\nFRESH-0001`, skipDuplicates: 0 }, supplier);
    expect(answer).toMatchObject({ total: 2, succeeded: 2, failed: 0, duplicates: [existing] });
    expect(myCards().filter((c) => c.cardNo === existing)).toHaveLength(2);
  });

  it('a sold-out goods comes back on sale when keys arrive', async () => {
    expect(goods(16).status).toBe('soldout');
    await ok(S.doCardImport, { goodsId: 16, content: 'JW-0001-AAAA\nJW-0002-BBBB' }, supplier);
    expect(goods(16).status).toBe('on');
    expect((await ok(S.getGoodsList, { keyword: '骏网' }, supplier)).list[0]).toMatchObject({ status: 'on', stock: 2 });
  });

  it('refuses other goods, non-card goods, empty content and too many lines', async () => {
    expect(await refused(S.doCardImport, { goodsId: 1, content: 'K1234' }, supplier)).toBe('商品不存在或不属于您');
    expect(await refused(S.doCardImport, { goodsId: 36, content: 'K1234' }, supplier)).toBe('该商品不是自动发卡商品，无需导入卡密');
    expect(await refused(S.doCardImport, { goodsId: 13, content: '   ' }, supplier)).toBe('请输入卡密内容');
    const many = Array.from({ length: 10_001 }, (_, i) => `K${i}`).join('\n');
    expect(await refused(S.doCardImport, { goodsId: 13, content: many }, supplier)).toBe('单次最多导入10000条卡密，请分批导入');
  });

  it('a batch retried with its request id is answered again and imports nothing twice', async () => {
    const before = myCards().length;
    const body = { goodsId: 13, content: 'RETRY-0001\nRETRY-0002', note: '分批', requestId: 'batch-abc-0001' };
    const first = await call(S.doCardImport, body, supplier);
    const again = await call(S.doCardImport, body, supplier);
    expect(first.code).toBe(1000);
    expect(again).toEqual(first);
    expect(myCards().length).toBe(before + 2);
    // The same id with other content is refused; a new id imports (duplicates skipped).
    expect(await refused(S.doCardImport, { ...body, content: 'RETRY-0003' }, supplier)).toBe(
      '该请求编号已用于另一笔操作，请刷新页面后重试',
    );
    const next = await ok(S.doCardImport, { ...body, requestId: 'batch-abc-0002' }, supplier);
    expect(next).toMatchObject({ succeeded: 0, failed: 2, duplicates: ['RETRY-0001', 'RETRY-0002'] });
    expect(myCards().length).toBe(before + 2);
  });

  it('keys of a goods with options are imported under one of them, listed and filtered by it, and sold with it', async () => {
    // Goods 28 has options (电话激活版 / 在线激活版 / 绑定微软账户版): a key without one could never be sold.
    expect(await refused(S.doCardImport, { goodsId: 28, content: 'OPT-KEY-0001' }, supplier)).toBe('请选择商品类型');
    expect(await refused(S.doCardImport, { goodsId: 28, optionId: 9, content: 'OPT-KEY-0001' }, supplier)).toBe(
      '商品类型不存在，请重新选择',
    );
    await ok(S.doCardImport, { goodsId: 28, optionId: 2, content: 'OPT-KEY-0001\nOPT-KEY-0002' }, supplier);
    const listed = await ok(S.getCardList, { goodsId: 28, optionId: 2, keyword: 'OPT-KEY' }, supplier);
    expect(listed.list.map((c) => [c.cardNo, c.optionId, c.optionName])).toEqual([
      ['OPT-KEY-0002', 2, '在线激活版'],
      ['OPT-KEY-0001', 2, '在线激活版'],
    ]);
    expect((await ok(S.getCardList, { goodsId: 28, optionId: 1, keyword: 'OPT-KEY' }, supplier)).total).toBe(0);
    expect((await ok(S.getGoodsList, { pageSize: 50 }, supplier)).list.find((g) => g.id === 28)?.options).toEqual([
      { id: 1, name: '电话激活版' },
      { id: 2, name: '在线激活版' },
      { id: 3, name: '绑定微软账户版' },
    ]);
    // Goods without options ignore none and take none.
    expect((await ok(S.getCardList, { goodsId: 13, pageSize: 1 }, supplier)).list[0]).toMatchObject({ optionId: null, optionName: '' });
    // Every key of option 2 but the two new ones sold out of the way: a buyer of option 2 gets one of them.
    for (const card of getDb().cardKeys.filter((c) => c.goodsId === 28 && c.optionId === 2 && !c.cardNo.startsWith('OPT-KEY'))) {
      card.status = 'sold';
    }
    const bought = await ok(
      api.shop.createOrder,
      { goodsId: 28, optionId: 2, quantity: 1, payMethod: 'balance', salePwd: '123456' },
      { token: SEED_TOKENS.demo },
    );
    expect(bought.cards?.map((c) => c.cardNo)).toEqual([expect.stringMatching(/^OPT-KEY-000[12]$/)]);
  });

  it('checkCardKeys answers which numbers are already in the goods’ stock', async () => {
    const inStock = getDb()
      .cardKeys.filter((c) => c.goodsId === 13)
      .slice(0, 2)
      .map((c) => c.cardNo);
    const answer = await ok(S.checkCardKeys, { goodsId: 13, cardNos: [...inStock, 'NEW-KEY-0001', inStock[0]].join('\n') }, supplier);
    expect(answer.existing).toEqual(inStock);
    expect(await refused(S.checkCardKeys, { goodsId: 1, cardNos: 'K1234' }, supplier)).toBe('商品不存在或不属于您');
    expect((await call(S.checkCardKeys, { goodsId: 13, cardNos: 'K1234' }, { token: SEED_TOKENS.demo })).code).toBe(403);
  });
});

describe('order content on demand', () => {
  it('answers the keys or the delivery text of an order of my goods; others are not found', async () => {
    const db = getDb();
    const mine = new Set(db.goods.filter((g) => g.supplierId === SUPPLIER_ID).map((g) => g.id));
    const card = db.orders.find((o) => mine.has(o.goodsId) && o.cardIds.length > 0);
    if (!card) throw new Error('the seed lacks a delivered card order of supplier goods');
    const content = await ok(S.getOrderContent, { orderNo: card.orderNo }, supplier);
    expect(content.cards.map((c) => c.id)).toEqual(card.cardIds);
    const other = db.orders.find((o) => !mine.has(o.goodsId));
    expect(await refused(S.getOrderContent, { orderNo: other?.orderNo ?? 'x' }, supplier)).toBe('订单不存在');
  });
});

describe('the shop and the supplier share the stock and the orders', () => {
  const demo = { token: SEED_TOKENS.demo };

  it('keys imported into a sold-out goods are on sale at once, and a purchase delivers one of them', async () => {
    expect((await ok(api.shop.getGoodsInfo, { id: 16 })).status).toBe('soldout');
    await ok(S.doCardImport, { goodsId: 16, content: 'JW-0001-AAAA pw1\nJW-0002-BBBB pw2' }, supplier);
    expect(await ok(api.shop.getGoodsInfo, { id: 16 })).toMatchObject({ status: 'on', stock: 2 });
    const bought = await ok(api.shop.createOrder, { goodsId: 16, quantity: 1, payMethod: 'balance', salePwd: '123456' }, demo);
    expect(bought.cards.map((c) => c.cardNo)).toEqual(['JW-0001-AAAA']);
    const card = (await ok(S.getCardList, { goodsId: 16, status: 'sold' }, supplier)).list[0];
    expect(card).toMatchObject({ cardNo: 'JW-0001-AAAA', soldOrderNo: bought.orderNo });
    expect((await ok(S.getBookedList, { keyword: bought.orderNo }, supplier)).total).toBe(1);
    // Locking the last key takes the goods off sale for buyers.
    const last = myCards().find((c) => c.cardNo === 'JW-0002-BBBB');
    await ok(S.doCardUpdate, { ids: [last?.id], action: 'lock' }, supplier);
    expect((await ok(api.shop.getGoodsInfo, { id: 16 })).stock).toBe(0);
  });

  it('a manual goods bought in the shop waits in the hand orders; delivered there, the buyer reads it', async () => {
    const bought = await ok(api.shop.createOrder, { goodsId: 30, quantity: 1, payMethod: 'balance', salePwd: '123456' }, demo);
    expect(bought.status).toBe('paid');
    const pending = await ok(S.getHandOrderList, { status: 'pending', pageSize: 100 }, supplier);
    expect(pending.list.find((o) => o.orderNo === bought.orderNo)).toMatchObject({
      status: 'pending',
      goodsName: 'Adobe Creative Cloud 月度兑换码',
    });
    await ok(S.doHandDeliver, { orderNo: bought.orderNo, content: '兑换码：ADBE-1234-5678' }, supplier);
    expect((await ok(api.customer.getOrderContent, { orderNo: bought.orderNo }, demo)).content).toBe('兑换码：ADBE-1234-5678');
    expect((await ok(api.customer.getOrderInfo, { orderNo: bought.orderNo }, demo)).status).toBe('delivered');
  });
});

describe('card stock: lock, unlock, mark sold, delete', () => {
  it('acts on the keys that may take the action, skips the rest; stock follows', async () => {
    const unsold = myCards()
      .filter((c) => c.goodsId === 11 && c.status === 'unsold')
      .slice(0, 3);
    const sold = myCards().find((c) => c.goodsId === 11 && c.status === 'sold');
    const ids = [...unsold.map((c) => c.id), sold?.id];
    const before = unsoldCount(getDb(), 11);
    const locked = await call(S.doCardUpdate, { ids, action: 'lock' }, supplier);
    expect(locked).toMatchObject({ code: 1000, data: { updated: 3, skipped: 1 }, msg: '已锁定3条卡密，1条状态不符已跳过' });
    expect(unsoldCount(getDb(), 11)).toBe(before - 3);
    expect((await ok(S.getCardList, { goodsId: 11, status: 'locked', pageSize: 100 }, supplier)).total).toBe(6);
    expect(await ok(S.doCardUpdate, { ids: unsold.map((c) => c.id), action: 'unlock' }, supplier)).toEqual({ updated: 3, skipped: 0 });
    expect(unsoldCount(getDb(), 11)).toBe(before);
    await ok(S.doCardUpdate, { ids: [unsold[0]?.id], action: 'sold' }, supplier);
    expect(getDb().cardKeys.find((c) => c.id === unsold[0]?.id)).toMatchObject({ status: 'sold', soldOrderNo: null });
    await ok(S.doCardUpdate, { ids: [unsold[1]?.id], action: 'delete' }, supplier);
    expect(getDb().cardKeys.some((c) => c.id === unsold[1]?.id)).toBe(false);
    expect(unsoldCount(getDb(), 11)).toBe(before - 2);
  });

  it('with scope=filter acts on every key the filters match, on every page, and on nothing else', async () => {
    const matching = (await ok(S.getCardList, { goodsId: 11, status: 'unsold', pageSize: 5 }, supplier)).total;
    expect(matching).toBeGreaterThan(5);
    const otherUnsold = myCards().filter((c) => c.goodsId !== 11 && c.status === 'unsold').length;
    // ids are ignored with scope=filter: the one given (a key of another goods) stays unsold.
    const elsewhere = myCards().find((c) => c.goodsId !== 11 && c.status === 'unsold');
    const locked = await call(
      S.doCardUpdate,
      { scope: 'filter', goodsId: 11, status: 'unsold', ids: [elsewhere?.id], action: 'lock' },
      supplier,
    );
    expect(locked).toMatchObject({ code: 1000, data: { updated: matching, skipped: 0 }, msg: `已锁定${matching}条卡密` });
    expect(unsoldCount(getDb(), 11)).toBe(0);
    expect(myCards().filter((c) => c.goodsId !== 11 && c.status === 'unsold')).toHaveLength(otherUnsold);
    expect(await refused(S.doCardUpdate, { scope: 'filter', goodsId: 11, status: 'unsold', action: 'lock' }, supplier)).toBe(
      '没有符合条件的卡密',
    );
    expect(await refused(S.doCardUpdate, { scope: 'filter', goodsId: 1, action: 'lock' }, supplier)).toBe('商品不存在或不属于您');
  });

  it('refuses keys that are not mine, nothing chosen, and an action none of them may take', async () => {
    const platform = getDb().cardKeys.find((c) => c.supplierId === null);
    expect(await refused(S.doCardUpdate, { ids: [platform?.id], action: 'lock' }, supplier)).toBe('部分卡密不存在或不属于您，请刷新后重试');
    expect(await refused(S.doCardUpdate, { action: 'lock' }, supplier)).toBe('请选择卡密');
    const sold = myCards().find((c) => c.status === 'sold');
    expect(await refused(S.doCardUpdate, { ids: [sold?.id], action: 'delete' }, supplier)).toBe(
      '所选卡密都不能删除（已售出的卡密不能修改，只有已锁定的卡密可以解锁）',
    );
    const unsold = myCards().find((c) => c.status === 'unsold');
    expect(await refused(S.doCardUpdate, { ids: [unsold?.id], action: 'unlock' }, supplier)).toMatch(/^所选卡密都不能解锁/);
    expect(await refused(S.doCardUpdate, { ids: [unsold?.id], action: 'burn' }, supplier)).toBe('操作应为 lock、unlock、sold 或 delete');
  });
});

describe('card stock: export', () => {
  it('exports the filtered keys oldest first in the import format; count limits it', async () => {
    freezeClock(SEED_NOW);
    const answer = await call(S.doCardExport, { goodsId: 27, status: 'unsold', count: 5 }, supplier);
    expect(answer.code).toBe(1000);
    expect(answer.msg).toBe('已导出5条卡密');
    expect(answer.data.count).toBe(5);
    expect(answer.data.filename).toBe('卡密导出_Windows11专业版激活密钥_20261120100000.txt');
    const lines = answer.data.content.split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(parseCardLine(line)).toHaveProperty('cardNo');
    const all = await ok(S.doCardExport, { goodsId: 27, status: 'unsold' }, supplier);
    expect(all.count).toBe(unsoldCount(getDb(), 27));
    expect(all.content.split('\n').slice(0, 5)).toEqual(lines);
    expect(all.content).toContain('║ 零售版（可换机激活） ║ 5.00');
  });

  it('then: re-tag and lock, mark sold, or delete (confirmed); the stock follows', async () => {
    const before = unsoldCount(getDb(), 12);
    const locked = await ok(S.doCardExport, { goodsId: 12, status: 'unsold', count: 4, retag: '已导出', then: 'lock' }, supplier);
    expect(locked.then).toBe('lock');
    expect(unsoldCount(getDb(), 12)).toBe(before - 4);
    expect((await ok(S.getCardList, { goodsId: 12, note: '已导出', status: 'locked' }, supplier)).total).toBe(4);
    await ok(S.doCardExport, { goodsId: 12, status: 'unsold', count: 2, then: 'sold' }, supplier);
    expect(unsoldCount(getDb(), 12)).toBe(before - 6);
    expect(await refused(S.doCardExport, { goodsId: 12, status: 'unsold', count: 1, then: 'delete' }, supplier)).toBe(
      '导出后删除不可恢复，请确认后再导出',
    );
    const deleted = await ok(S.doCardExport, { goodsId: 12, note: '已导出', count: 0, then: 'delete', confirmDelete: 1 }, supplier);
    expect(deleted.count).toBe(4);
    expect((await ok(S.getCardList, { goodsId: 12, note: '已导出' }, supplier)).total).toBe(0);
  });

  it('refuses nothing to export, actions on sold keys, and other goods', async () => {
    expect(await refused(S.doCardExport, { goodsId: 16, status: 'unsold' }, supplier)).toBe('没有符合条件的卡密');
    expect(await refused(S.doCardExport, { goodsId: 11, status: 'sold', then: 'lock' }, supplier)).toBe(
      '只有未售出或已锁定的卡密可以在导出后锁定、删除或标记售出，请先按状态筛选',
    );
    expect((await ok(S.doCardExport, { goodsId: 11, status: 'sold' }, supplier)).count).toBeGreaterThan(0);
    expect(await refused(S.doCardExport, { goodsId: 1 }, supplier)).toBe('商品不存在或不属于您');
    expect(await refused(S.doCardExport, { count: -1 }, supplier)).toBe('导出数量不能为负');
  });
});

describe('orders of my goods', () => {
  it('only orders of my goods, contacts masked, with my cost; filters', async () => {
    const page = await ok(S.getOrderList, { pageSize: 100 }, supplier);
    const mine = new Set(
      getDb()
        .goods.filter((g) => g.supplierId === SUPPLIER_ID)
        .map((g) => g.id),
    );
    expect(page.total).toBe(getDb().orders.filter((o) => mine.has(o.goodsId)).length);
    expect(page.list.every((o) => mine.has(o.goodsId))).toBe(true);
    expect(page.list.every((o) => o.contact.includes('*'))).toBe(true);
    const first = getDb().orders.find((o) => o.orderNo === page.list[0]?.orderNo);
    expect(page.list[0]?.cost).toBe((first?.costCents ?? 0) / 100);
    expect((await ok(S.getOrderList, { status: 'paid', pageSize: 100 }, supplier)).list.every((o) => o.status === 'paid')).toBe(true);
    expect((await ok(S.getOrderList, { goodsId: 37, pageSize: 100 }, supplier)).list.every((o) => o.goodsId === 37)).toBe(true);
    expect((await ok(S.getOrderList, { keyword: '鼠标垫', pageSize: 100 }, supplier)).total).toBeGreaterThan(0);
  });
});

describe('hand orders', () => {
  const pendingOrder = (byMember = false) =>
    getDb().orders.find(
      (o) =>
        o.deliveryType === 'manual' &&
        goods(o.goodsId).supplierId === SUPPLIER_ID &&
        handStatus(o) === 'pending' &&
        (!byMember || getDb().customers.find((c) => c.id === o.customerId)?.status === 'active'),
    );

  it('pending first (oldest first), with the buyer’s contact and inputs; filters', async () => {
    const page = await ok(S.getHandOrderList, { pageSize: 100 }, supplier);
    expect(page.pending).toBeGreaterThanOrEqual(5);
    const pending = page.list.filter((o) => o.status === 'pending');
    expect(page.list.slice(0, pending.length).every((o) => o.status === 'pending')).toBe(true);
    expect(pending.map((o) => o.createdAt)).toEqual([...pending.map((o) => o.createdAt)].sort());
    expect(pending.every((o) => o.deliveryText === null && o.paidAt !== null)).toBe(true);
    expect(page.list.some((o) => o.status === 'delivered')).toBe(true);
    expect((await ok(S.getHandOrderList, { status: 'pending', pageSize: 100 }, supplier)).total).toBe(page.pending);
    expect((await ok(S.getHandOrderList, { status: 'refunded', pageSize: 100 }, supplier)).list.every((o) => o.status === 'refunded')).toBe(
      true,
    );
  });

  it('delivers once: content stored, order delivered, settlement booked, buyer notified', async () => {
    const order = pendingOrder(true);
    if (!order || order.customerId === null) throw new Error('seed lacks a pending hand order of a customer');
    const settlements = getDb().settlements.length;
    const delivered = await ok(S.doHandDeliver, { orderNo: order.orderNo, content: '兑换码：ABCD-EFGH-IJKL' }, supplier);
    expect(delivered).toMatchObject({ status: 'delivered', deliveryText: '兑换码：ABCD-EFGH-IJKL' });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(getDb().orders.find((o) => o.orderNo === order.orderNo)?.status).toBe('delivered');
    expect(getDb().settlements.length).toBe(settlements + 1);
    expect((await ok(S.getBookedList, { keyword: order.orderNo }, supplier)).list[0]).toMatchObject({
      status: 'pending',
      orderNo: order.orderNo,
    });
    expect(await refused(S.doHandDeliver, { orderNo: order.orderNo, content: '再发一次' }, supplier)).toBe('该订单已发货，不能重复发货');
    // The buyer reads the content in their order, and has a message about it.
    const buyer = { token: sessionFor(order.customerId) };
    expect((await ok(api.customer.getOrderContent, { orderNo: order.orderNo }, buyer)).content).toBe('兑换码：ABCD-EFGH-IJKL');
    expect((await ok(api.customer.getMessageList, {}, buyer)).list[0]?.title).toBe('订单发货通知');
    expect((await ok(S.getHandOrderList, { keyword: order.orderNo }, supplier)).list[0]?.status).toBe('delivered');
  });

  it('a delivery retried with its request id (its answer lost) answers the delivery again, once (chaos walk)', async () => {
    const order = pendingOrder(true);
    if (!order) throw new Error('seed lacks a pending hand order');
    const form = { orderNo: order.orderNo, content: '兑换码：ABCD', requestId: 'deliver-req-0001' };
    const settlements = getDb().settlements.length;
    const first = await ok(S.doHandDeliver, form, supplier);
    expect(await ok(S.doHandDeliver, form, supplier)).toEqual(first);
    expect(getDb().settlements.length).toBe(settlements + 1);
    // Without the id (or with another) the second try is refused as before.
    expect(await refused(S.doHandDeliver, { ...form, requestId: 'deliver-req-0002' }, supplier)).toBe('该订单已发货，不能重复发货');
  });

  it('refuses unknown, refunded and unpaid orders and empty content', async () => {
    const order = pendingOrder();
    expect(await refused(S.doHandDeliver, { orderNo: order?.orderNo, content: '' }, supplier)).toBe('请输入发货内容');
    expect(await refused(S.doHandDeliver, { orderNo: 'NOPE', content: 'x' }, supplier)).toBe('订单不存在');
    const cardOrder = getDb().orders.find((o) => o.goodsId === 11);
    expect(await refused(S.doHandDeliver, { orderNo: cardOrder?.orderNo, content: 'x' }, supplier)).toBe('订单不存在');
    const mine = (status: string) =>
      getDb().orders.find((o) => o.deliveryType === 'manual' && goods(o.goodsId).supplierId === SUPPLIER_ID && o.status === status);
    expect(await refused(S.doHandDeliver, { orderNo: mine('refunded')?.orderNo, content: 'x' }, supplier)).toBe('订单已退款，不能发货');
    expect(await refused(S.doHandDeliver, { orderNo: mine('unpaid')?.orderNo, content: 'x' }, supplier)).toBe('订单未付款，不能发货');
  });
});

describe('complaints on my orders', () => {
  it('lists mine, latest activity first; reads the thread; replies (then replied); closed ones refused', async () => {
    const page = await ok(S.getComplaintList, {}, supplier);
    expect(page.total).toBe(getDb().complaints.filter((c) => c.supplierId === SUPPLIER_ID).length);
    expect(page.total).toBeGreaterThan(0);
    const open = getDb().complaints.find((c) => c.supplierId === SUPPLIER_ID && c.status === 'open');
    if (!open) throw new Error('seed lacks an open complaint on supplier goods');
    const info = await ok(S.getComplaintInfo, { id: open.id }, supplier);
    expect(info.orderNo).toBe(open.orderNo);
    const message = await ok(
      S.doComplaintReply,
      { id: open.id, content: '已为您补发，请查收。', images: ['/uploads/proof-1.png'] },
      supplier,
    );
    expect(message).toMatchObject({
      from: 'supplier',
      author: '星河数卡供货中心',
      content: '已为您补发，请查收。',
      images: ['/uploads/proof-1.png'],
    });
    const after = await ok(S.getComplaintInfo, { id: open.id }, supplier);
    expect(after.status).toBe('replied');
    expect(after.messages.at(-1)?.content).toBe('已为您补发，请查收。');
    expect((await ok(S.getComplaintList, {}, supplier)).list[0]?.id).toBe(open.id);
    expect((await ok(S.getComplaintList, { status: 'open' }, supplier)).list.some((c) => c.id === open.id)).toBe(false);
    // The buyer sees the reply in their own complaint.
    const buyer = await ok(api.customer.getComplaintInfo, { id: open.id }, { token: sessionFor(open.customerId) });
    expect(buyer.messages.at(-1)?.from).toBe('supplier');
    const closed = getDb().complaints.find((c) => c.supplierId === SUPPLIER_ID && c.status === 'closed');
    if (closed) expect(await refused(S.doComplaintReply, { id: closed.id, content: '补充' }, supplier)).toBe('工单已关闭，不能回复');
  });

  it('refuses complaints on other goods and empty replies', async () => {
    const other = getDb().complaints.find((c) => c.supplierId !== SUPPLIER_ID);
    expect(await refused(S.getComplaintInfo, { id: other?.id }, supplier)).toBe('工单不存在');
    expect(await refused(S.doComplaintReply, { id: other?.id, content: 'x' }, supplier)).toBe('工单不存在');
    const mine = getDb().complaints.find((c) => c.supplierId === SUPPLIER_ID);
    expect(await refused(S.doComplaintReply, { id: mine?.id, content: '' }, supplier)).toBe('请输入回复内容');
  });
});

describe('settlements', () => {
  it('records newest first with the totals of the filter', async () => {
    const all = await ok(S.getBookedList, { pageSize: 100 }, supplier);
    const rows = getDb().settlements.filter((s) => s.supplierId === SUPPLIER_ID);
    expect(all.total).toBe(rows.length);
    const sum = (pick: (s: (typeof rows)[number]) => number) => rows.reduce((t, s) => t + pick(s), 0) / 100;
    expect(all.totalSettle).toBeCloseTo(
      sum((s) => s.settleAmountCents),
      2,
    );
    expect(all.totalFee).toBeCloseTo(
      sum((s) => s.feeCents),
      2,
    );
    expect(all.totalCost).toBeCloseTo(all.totalSettle + all.totalFee, 2);
    expect(all.totalPending + all.totalSettled).toBeCloseTo(all.totalSettle, 2);
    const pending = await ok(S.getBookedList, { status: 'pending', pageSize: 100 }, supplier);
    expect(pending.list.every((s) => s.status === 'pending' && s.settledAt === null)).toBe(true);
    expect(pending.totalSettle).toBeCloseTo(all.totalPending, 2);
    expect(pending.totalSettled).toBe(0);
    const one = all.list[0];
    expect((await ok(S.getBookedList, { keyword: one?.orderNo }, supplier)).list.map((s) => s.id)).toEqual([one?.id]);
    expect(await refused(S.getBookedList, { startDate: '2026/11/01' }, supplier)).toBe('日期格式应为YYYY-MM-DD');
  });
});

/** A session for any seeded customer, to read what they see. */
function sessionFor(customerId: number): string {
  const token = `test-session-${customerId}`;
  getDb().sessions.push({ token, scope: 'user', subjectId: customerId, createdAt: SEED_NOW, expiresAt: Date.UTC(2099, 0, 1) });
  return token;
}
