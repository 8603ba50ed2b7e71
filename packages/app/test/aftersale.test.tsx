// The after-sale pages against the real mock back end (the mocks' handlers on msw/node): keys masked
// until revealed and voided from /inside/cdk, void requests, favourites, complaints with an uploaded
// image, my shop's prices, logistics and order content.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maskCardKey } from '@shop/session';
import { SEED_LOGINS, SEED_TOKENS, cardById, getDb, ordersOfCustomer, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { writeSection } from '../src/storage/browserDb.ts';
import { currentUrl, renderApp } from './render.tsx';
import { voidable } from './seedOrders.ts';
import { bodiesSentTo, server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
  localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.demo }));
});
afterEach(() => {
  resetDb();
});

const demoId = () => SEED_LOGINS.demo.id;
const user = () => userEvent.setup({ delay: null });

/** A delivered card order of demo's that may still be voided (within 7 days, no pending request). */
function voidableOrder() {
  const db = getDb();
  const order = ordersOfCustomer(db, demoId()).find((o) => voidable(db, o));
  if (!order) throw new Error('the seed has no voidable order of demo');
  return order;
}

describe('/inside/cdk: my card keys', () => {
  it('shows keys masked until revealed, and voiding one marks it "void pending"', async () => {
    const order = voidableOrder();
    const card = cardById(getDb(), order.cardIds[0]!)!;
    const u = user();
    renderApp(`/inside/cdk?keyword=${card.cardNo}`);
    const masked = maskCardKey(card.cardNo);
    expect(await screen.findByText(masked)).toBeInTheDocument();
    expect(screen.queryByText(card.cardNo)).toBeNull();
    await u.click(screen.getByRole('button', { name: `显示卡密 ${masked}` }));
    expect(screen.getByText(card.cardNo)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: `作废卡密 ${masked}` }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /作废原因/ }), '客户反馈卡密无效');
    await u.click(within(dialog).getByRole('button', { name: '提交作废' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText(card.cardNo).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-status="pending"]')).toHaveTextContent('作废审核中'));
    expect(getDb().cardRepeals[0]).toMatchObject({
      orderNo: order.orderNo,
      cardIds: [card.id],
      reason: '客户反馈卡密无效',
      status: 'pending',
    });
  });

  it('filters go into the address and back into the form; 重置 clears them', async () => {
    const u = user();
    const { router } = renderApp('/inside/cdk');
    await screen.findByRole('table');
    await u.selectOptions(screen.getByRole('combobox', { name: '卡密状态' }), 'repealed');
    await u.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/cdk?status=repealed'));
    expect(screen.getByRole('combobox', { name: '卡密状态' })).toHaveValue('repealed');
    // 重置 (the FilterBar's) drops every filter from the address and the form.
    await u.click(await screen.findByRole('button', { name: '重置' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/cdk'));
    // The page draws the address's filters after the navigation: the form is empty, nothing left to reset.
    await waitFor(() => expect(screen.queryByRole('button', { name: '重置' })).toBeNull());
    expect(screen.getByRole('combobox', { name: '卡密状态' })).toHaveValue('');
  });
});

describe('/inside/cardRepeal', () => {
  it('files a void request for the chosen keys of an order, then lists it as pending', async () => {
    const order = voidableOrder();
    const u = user();
    const { router } = renderApp(`/inside/cardRepeal?orderNo=${order.orderNo}`);
    const submit = await screen.findByRole('button', { name: `提交作废申请（${order.cardIds.length} 张）` });
    await u.selectOptions(screen.getByRole('combobox', { name: /作废原因/ }), 'used');
    await u.click(submit);
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/cardRepeal'));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(order.orderNo).length).toBeGreaterThan(0));
    const rows = within(table)
      .getAllByText(order.orderNo)
      .map((cell) => cell.closest('tr')!);
    expect(rows.some((row) => row.querySelector('[data-status="pending"]') !== null)).toBe(true);
    expect(getDb().cardRepeals[0]).toMatchObject({ orderNo: order.orderNo, reason: '卡密已被使用', status: 'pending' });
  });

  it('says why an order cannot be voided, before asking the server', async () => {
    const order = ordersOfCustomer(getDb(), demoId()).find((o) => o.deliveryType === 'recharge' && o.status === 'delivered')!;
    renderApp(`/inside/cardRepeal?orderNo=${order.orderNo}`);
    expect(await screen.findByText('仅卡密商品可以申请作废')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提交作废申请/ })).toBeNull();
  });
});

describe('/inside/myFavorites', () => {
  it('removes a favourite after asking, and the list shrinks', async () => {
    const db = getDb();
    const mine = db.favorites.filter((f) => f.customerId === demoId());
    expect(mine.length).toBeGreaterThan(0);
    const newest = [...mine].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0]!;
    const goods = db.goods.find((g) => g.id === newest.goodsId)!;
    const u = user();
    renderApp('/inside/myFavorites');
    await u.click(await screen.findByRole('button', { name: `取消收藏 ${goods.name}` }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `取消收藏 ${goods.name}` })).toBeNull());
    expect(getDb().favorites.some((f) => f.customerId === demoId() && f.goodsId === goods.id)).toBe(false);
    expect(screen.getByText(`共收藏 ${mine.length - 1} 件商品，价格按您的会员等级显示`)).toBeInTheDocument();
  });
});

describe('/inside/orderComplain → /inside/complain', () => {
  it('files a complaint with an uploaded image and opens its thread', async () => {
    const db = getDb();
    const order = ordersOfCustomer(db, demoId()).find(
      (o) => o.status === 'delivered' && !db.complaints.some((c) => c.orderNo === o.orderNo && c.status !== 'closed'),
    )!;
    const u = user();
    const { router, container } = renderApp(`/inside/orderComplain?orderNo=${order.orderNo}`);
    await screen.findByRole('button', { name: '提交投诉' });
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'proof.png', { type: 'image/png' });
    await u.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, png);
    expect(await screen.findByRole('img', { name: 'proof.png' })).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: /投诉原因/ }), 'invalidKey');
    await u.type(screen.getByRole('textbox', { name: /标题/ }), '卡密兑换失败');
    await u.type(screen.getByRole('textbox', { name: /问题描述/ }), '兑换时提示卡密不存在');
    await u.click(screen.getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/inside\/complain\?id=\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: '卡密兑换失败' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '凭证图片 1' })).toHaveAttribute('src', expect.stringMatching(/^\/mock-uploads\/\d+$/));
    expect(getDb().orders.find((o) => o.orderNo === order.orderNo)?.status).toBe('complained');
  });

  it('refuses a file the server would refuse, before uploading it', async () => {
    const db = getDb();
    const order = ordersOfCustomer(db, demoId()).find(
      (o) => o.status === 'delivered' && !db.complaints.some((c) => c.orderNo === o.orderNo),
    )!;
    const uploads = db.uploads.length;
    // The file picker would hide it; a drop (or "all files" in the picker) still brings it.
    const u = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = renderApp(`/inside/orderComplain?orderNo=${order.orderNo}`);
    await screen.findByRole('button', { name: '提交投诉' });
    const pdf = new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });
    await u.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pdf);
    expect(await screen.findByText(/“proof\.pdf”的格式不支持/)).toBeInTheDocument();
    expect(getDb().uploads.length).toBe(uploads);
  });

  it('replies in a thread and closes it', async () => {
    const complaint = getDb().complaints.find((c) => c.customerId === demoId() && c.status !== 'closed')!;
    const u = user();
    renderApp(`/inside/complain?id=${complaint.id}`);
    await u.type(await screen.findByRole('textbox', { name: /回复内容/ }), '请尽快处理，谢谢');
    await u.click(screen.getByRole('button', { name: '发送回复' }));
    const thread = await screen.findByRole('list', { name: '沟通记录' });
    await waitFor(() => expect(within(thread).getByText('请尽快处理，谢谢')).toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: '关闭工单' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '关闭工单' }));
    expect(await screen.findByText(/工单已于 .+ 关闭。/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送回复' })).toBeNull();
  });
});

describe('/inside/shop: my prices (doShopPrice)', () => {
  it('sets a markup, previews it, and reads the saved price back', async () => {
    const u = user();
    renderApp('/inside/shop');
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('button', { name: /^定价 / })[0]!;
    const name = first.getAttribute('aria-label')!.replace('定价 ', '');
    await u.click(first);
    const dialog = await screen.findByRole('dialog');
    const cost = Number(/拿货价 ¥([\d.]+)/.exec(dialog.textContent ?? '')![1]);
    await u.click(within(dialog).getByRole('radio', { name: '按比例加价' }));
    const input = within(dialog).getByRole('textbox', { name: /加价比例/ });
    await u.clear(input);
    await u.type(input, '25');
    const expected = (Math.round(Math.round(cost * 100) * 1.25) / 100).toFixed(2);
    expect(within(dialog).getByText(`客户购买价：¥${expected}`)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(table)
      .getByRole('button', { name: `定价 ${name}` })
      .closest('tr')!;
    await waitFor(() => expect(within(row).getByText('加价25%')).toBeInTheDocument());
    expect(within(row).getByText(`¥${expected}`)).toBeInTheDocument();
  });

  it('keeps the dialog and the value when the server refuses', async () => {
    const u = user();
    renderApp('/inside/shop');
    const table = await screen.findByRole('table');
    await u.click(within(table).getAllByRole('button', { name: /^定价 / })[0]!);
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('radio', { name: '一口价' }));
    const input = within(dialog).getByRole('textbox', { name: /售价/ });
    await u.clear(input);
    await u.type(input, '99999');
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('售价不能超过零售价的3倍');
    expect(input).toHaveValue('99999');
  });
});

describe('/inside/goodsLog', () => {
  it('names the filtered goods in its chip, also a goods without changes', async () => {
    const db = getDb();
    const quiet = db.goods.find((g) => !db.goodsLogs.some((l) => l.goodsId === g.id))!;
    renderApp(`/inside/goodsLog?goodsId=${quiet.id}`);
    expect(await screen.findByText(quiet.name)).toBeInTheDocument();
    expect(screen.queryByText(`#${quiet.id}`)).toBeNull();
  });
});

describe('/inside/express and /inside/orderContent', () => {
  it('shows the logistics timeline of a shipped order, and the server msg for one without', async () => {
    const orders = ordersOfCustomer(getDb(), demoId());
    const shipped = orders.find((o) => o.express !== null && o.express.events.length > 0)!;
    const { router } = renderApp(`/inside/express?orderNo=${shipped.orderNo}`);
    const timeline = await screen.findByRole('list', { name: '物流轨迹' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(shipped.express!.events.length);
    expect(screen.getByText(shipped.express!.trackingNo)).toBeInTheDocument();
    const card = orders.find((o) => o.deliveryType === 'card')!;
    await router.navigate(`/inside/express?orderNo=${card.orderNo}`);
    expect(await screen.findByText('该订单暂无物流信息')).toBeInTheDocument();
    // The server's "no logistics" is an empty state, not an error to retry.
    expect(screen.getByText('暂无可查看的物流')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows delivered keys masked, all of them on request', async () => {
    const order = voidableOrder();
    const cards = order.cardIds.map((id) => cardById(getDb(), id)!);
    const u = user();
    renderApp(`/inside/orderContent?orderNo=${order.orderNo}`);
    expect(await screen.findByText(maskCardKey(cards[0]!.cardNo))).toBeInTheDocument();
    for (const card of cards) expect(screen.queryByText(card.cardNo)).toBeNull();
    // The same key list as the order detail (CardKeyList): one key, then all, then all hidden again.
    await u.click(screen.getByRole('button', { name: '显示第 1 张卡密' }));
    expect(screen.getByText(cards[0]!.cardNo)).toBeInTheDocument();
    if (cards[1]) expect(screen.queryByText(cards[1].cardNo)).toBeNull();
    await u.click(screen.getByRole('button', { name: '显示全部' }));
    for (const card of cards) expect(screen.getByText(card.cardNo)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '隐藏全部' }));
    for (const card of cards) expect(screen.queryByText(card.cardNo)).toBeNull();
  });
});

describe('/inside/visitorExpress (no login)', () => {
  it("sends this browser's visitor token and shows the order's logistics, or the server's reason", async () => {
    localStorage.clear();
    const token = 'vt-seed-visitor-0001';
    await writeSection('system', { visitorToken: token }, 'visitor');
    const orders = getDb().orders.filter((o) => o.visitorToken === token);
    const shipped = orders.find((o) => o.express !== null)!;
    const sent = bodiesSentTo('/getVisitorExpress');
    const { router } = renderApp(`/inside/visitorExpress?orderNo=${shipped.orderNo}`);
    const timeline = await screen.findByRole('list', { name: '物流轨迹' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(shipped.express!.events.length);
    expect(new URLSearchParams(sent[0]).get('visitorToken')).toBe(token);

    const card = orders.find((o) => o.deliveryType === 'card' && o.express === null)!;
    await router.navigate(`/inside/visitorExpress?orderNo=${card.orderNo}`);
    expect(await screen.findByText('该订单无需物流')).toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
