// The buy and pay pages against the real mock back end (msw/node): the live total with level and
// wholesale prices, quantity bounds (min/max and stock), the form kept with the server's msg on a
// refusal, a visitor order continuing to payment, and the pay page refusing a paid order.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { afterPaymentHref, chinaTimeToMs, orderDetailHref, safeRedirectUrl } from '../src/features/orders/payRoutes.ts';
import { currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';
import { readVisitorMemory } from '../src/storage/visitorMemory.ts';
import { resetUser, setUser } from '../src/storage/user.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(() => {
  resetDb();
  resetUser();
});

const logInAs = (token: string) => localStorage.setItem('token', JSON.stringify({ authCode: token }));
const total = () => screen.getByTestId('total').textContent;
const quantity = () => screen.getByRole('textbox', { name: /购买数量/ });
/** The answer to the captcha on the page: the newest one the mock gave, read from its database. */
/** The buy page of goods `id` for demo, once the balance shows. */
async function buyLoggedIn(id: number) {
  logInAs(SEED_TOKENS.demo);
  const user = userEvent.setup({ delay: null });
  renderApp(`/inside/buyGoods?id=${id}`);
  await screen.findByTestId('balance');
  return user;
}

const captchaAnswer = async () => {
  await screen.findByTestId('captcha-image');
  const row = getDb()
    .captchas.filter((c) => !c.used)
    .at(-1);
  if (!row) throw new Error('no captcha was given');
  return row.answer;
};

describe('buyGoods: the live total and the quantity bounds', () => {
  it('a visitor pays retail; the wholesale tier takes over at its threshold; − and + stop at min and max', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/buyGoods?id=1'); // 腾讯视频VIP月卡 ¥15.80, wholesale 10+ ¥15.20, 50+ ¥14.80, max 20
    await screen.findByRole('heading', { name: '腾讯视频VIP月卡' });
    expect(total()).toBe('¥15.80');
    expect(screen.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    expect(quantity()).toHaveValue('2');
    expect(total()).toBe('¥31.60');
    await user.clear(quantity());
    await user.type(quantity(), '10');
    expect(total()).toBe('¥152.00'); // 10 × ¥15.20
    // Typing past the maximum is brought back to it (20: the goods' max, below its stock).
    await user.clear(quantity());
    await user.type(quantity(), '99');
    await user.tab();
    expect(quantity()).toHaveValue('20');
    expect(total()).toBe('¥304.00');
    expect(screen.getByRole('button', { name: '增加数量' })).toBeDisabled();
  });

  it('a logged-in customer sees their level price and balance, and balance is offered', async () => {
    logInAs(SEED_TOKENS.demo);
    renderApp('/inside/buyGoods?id=3'); // 优酷 ¥14.90 retail; demo is 黄金 (94 %)
    await screen.findByRole('heading', { name: '优酷VIP会员月卡' });
    expect(await screen.findByTestId('balance')).toHaveTextContent('可用余额 ¥1,288.50');
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeChecked();
    expect(total()).toBe('¥14.01');
    // Balance with the sale password check on asks for it.
    expect(screen.getByLabelText(/交易密码/)).toBeInTheDocument();
  });

  it('a sold-out goods shows so and cannot be submitted', async () => {
    renderApp('/inside/buyGoods?id=6');
    await screen.findByRole('heading', { name: '腾讯视频VIP年卡' });
    expect(screen.getByText('商品已售罄')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已售罄' })).toBeDisabled();
  });
});

describe('buyGoods: refusals keep the form', () => {
  it('a wrong sale password shows the server msg; everything typed stays', async () => {
    const user = await buyLoggedIn(3);
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), '13800138000');
    await user.type(screen.getByLabelText(/交易密码/), '000000');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('交易密码错误');
    expect(quantity()).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /联系方式/ })).toHaveValue('13800138000');
    expect(screen.getByLabelText(/交易密码/)).toHaveValue('000000');
  });

  it('insufficient balance: the server msg, nothing bought', async () => {
    const user = await buyLoggedIn(29); // WPS ¥89 × 20 > ¥1,288.50
    await user.clear(quantity());
    await user.type(quantity(), '20');
    await user.type(screen.getByLabelText(/交易密码/), '123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/余额不足/);
    expect(quantity()).toHaveValue('20');
    expect(screen.getByTestId('balance')).toHaveTextContent('¥1,288.50');
  });

  it('a visitor must leave a valid contact before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/buyGoods?id=9'); // recharge goods: account input, contact mobile
    await screen.findByRole('heading', { name: '酷狗音乐豪华VIP月卡' });
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), '12345');
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText(/请填写/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /联系方式/ })).toHaveValue('12345');
  });
});

describe('buying with a balance and with a channel', () => {
  it('balance: paid at once, the new balance and stock show', async () => {
    const user = await buyLoggedIn(3);
    expect(screen.getByTestId('stock')).toHaveTextContent('库存 60');
    await user.type(screen.getByLabelText(/交易密码/), '123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('购买成功')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-after')).toHaveTextContent('当前余额 ¥1,274.49');
    await waitFor(() => expect(screen.getByTestId('stock')).toHaveTextContent('库存 59'));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('¥1,274.49'));
  });

  it('a visitor order goes to the pay page and keeps the visitor token; QR, polling until paid, then the order; paid stays paid', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/inside/buyGoods?id=2');
    await screen.findByRole('heading', { name: '爱奇艺黄金VIP月卡' });
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), 'buyer@example.com');
    await user.click(screen.getByRole('radio', { name: '微信支付' }));
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/pay\/payonline\?orderNo=/));
    expect((await readVisitorMemory()).visitorToken).toMatch(/^vt-/);
    await screen.findByTestId('amount-due');
    expect(screen.getByTestId('amount-due')).toHaveTextContent('¥16.50');
    // Balance is not for visitors.
    expect(screen.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
    const orderNo = new URLSearchParams(router.state.location.search).get('orderNo') ?? '';

    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/pay/payInterface?orderNo=${orderNo}`));
    expect(await screen.findByText('请使用微信支付扫描二维码完成支付')).toBeInTheDocument();
    // The mock channel pays; the page notices by polling and goes to the order (WeChat has no return page).
    const paid = await fetch(new URL(`/__mock/pay?orderNo=${orderNo}`, location.href), { method: 'POST' });
    expect(paid.status).toBe(200);
    await waitFor(() => expect(currentUrl(router)).toBe(`/inside/visitorOrderDetail?orderNo=${orderNo}`));

    await router.navigate(`/pay/payonline?orderNo=${orderNo}`);
    expect(await screen.findByText('订单已支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });
});

describe('buyGoods: types, picked keys, coupon, captcha', () => {
  it('a wrong captcha shows the server msg, brings a new captcha and keeps the rest of the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/buyGoods?id=1');
    await screen.findByRole('heading', { name: '腾讯视频VIP月卡' });
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), '13912345678');
    const first = await captchaAnswer();
    const firstQuestion = screen.getByTestId('captcha-image').getAttribute('alt');
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), String(Number(first) + 1));
    const orders = getDb().orders.length;
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument();
    expect(getDb().orders).toHaveLength(orders);
    // A new captcha, its box empty; everything else as typed.
    await waitFor(() => expect(getDb().captchas.filter((c) => !c.used)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /联系方式/ })).toHaveValue('13912345678');
    expect(quantity()).toHaveValue('2');
    expect(firstQuestion).toMatch(/等于几？$/);
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(getDb().orders).toHaveLength(orders + 1));
  });

  it('a coupon: apply shows the discount and total due; an expired one says so; the order is placed with it', async () => {
    const user = userEvent.setup({ delay: null });
    logInAs(SEED_TOKENS.demo);
    renderApp('/inside/buyGoods?id=2'); // 爱奇艺 ¥16.50 for demo's level
    await screen.findByRole('heading', { name: '爱奇艺黄金VIP月卡' });
    expect(screen.queryByRole('textbox', { name: /验证码/ })).toBeNull(); // a customer needs none
    const coupon = screen.getByRole('textbox', { name: /优惠券/ });
    await user.type(coupon, 'OLD2025');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('优惠券已过期')).toBeInTheDocument();
    await user.clear(coupon);
    await user.type(coupon, 'NEW2026');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('订单满¥30.00才能使用该优惠券')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    // 2 × the unit price, read before the coupon is asked for again (its answer may render within the click).
    const before = Number((total() ?? '').replace(/[^\d.]/g, ''));
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('立减 ¥5.00');
    await waitFor(() => expect(Number((total() ?? '').replace(/[^\d.]/g, ''))).toBeCloseTo(before - 5, 2));
    // Another quantity asks the server again: the discount follows.
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('立减 ¥5.00');
    await user.type(screen.getByLabelText(/交易密码/), '123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('购买成功')).toBeInTheDocument();
    const order = getDb().orders.find((o) => o.customerId === 1 && o.coupon === 'NEW2026' && o.quantity === 3);
    expect(order?.discountCents).toBe(500);
  });

  it('picked keys are the quantity and exactly those are delivered', async () => {
    const user = userEvent.setup({ delay: null });
    logInAs(SEED_TOKENS.demo);
    renderApp('/inside/buyGoods?id=27'); // Windows 11 keys: three may be picked, ¥5 more each
    await screen.findByRole('heading', { name: 'Windows 11 专业版 激活密钥' });
    await user.click(screen.getByRole('checkbox', { name: /自选卡密/ }));
    const rows = await screen.findAllByRole('checkbox', { name: /选择卡密：零售版（可换机激活）/ });
    expect(rows).toHaveLength(3);
    await user.click(rows[0] as HTMLElement);
    await user.click(rows[1] as HTMLElement);
    expect(screen.getByText('已选 2 张，最多 3 张')).toBeInTheDocument();
    expect(screen.getByText(/加价 ¥10.00/)).toBeInTheDocument();
    // The first two rows on offer (oldest first).
    const offered = getDb()
      .cardKeys.filter((c) => c.goodsId === 27 && c.preview !== '' && c.status === 'unsold')
      .sort((a, b) => a.importedAt - b.importedAt || a.id - b.id)
      .slice(0, 2)
      .map((c) => c.id);
    await user.type(screen.getByLabelText(/交易密码/), '123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('购买成功')).toBeInTheDocument();
    const order = getDb().orders.find((o) => o.customerId === 1 && o.goodsId === 27 && o.pickedCardIds?.length === 2);
    expect(order?.cardIds.sort()).toEqual(offered.sort());
  });

  it('a type’s chip sets the unit price and the total', async () => {
    await chooseOfficeType(userEvent.setup({ delay: null }));
  });

  it('a refused coupon check does not lose the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/buyGoods?id=3');
    await screen.findByRole('heading', { name: '优酷VIP会员月卡' });
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), 'a@b.cn');
    await user.type(screen.getByRole('textbox', { name: /优惠券/ }), 'NOPE');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('优惠券不存在，请检查后重新输入')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /联系方式/ })).toHaveValue('a@b.cn');
  });
});

/** Goods 28's types: each chip its price; the total follows the chosen type. */
async function chooseOfficeType(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/inside/buyGoods?id=28');
  await screen.findByRole('heading', { name: 'Office 2021 专业增强版 密钥' });
  await user.click(screen.getByRole('radio', { name: /在线激活版/ }));
  const price = screen.getByTestId('price').textContent;
  expect(total()).toBe(price);
  expect(price).not.toBe('¥0.00');
}

describe('payRoutes', () => {
  it('return pages by channel, the order detail otherwise; redirects only to the site or http(s)', () => {
    expect(afterPaymentHref('alipay', 'D1', false)).toBe('/pay/return_ali?orderNo=D1');
    expect(afterPaymentHref('qqpay', 'D1', false)).toBe('/pay/return_qpay?orderNo=D1');
    expect(afterPaymentHref('wxpay', 'D1', false)).toBe('/inside/visitorOrderDetail?orderNo=D1');
    expect(afterPaymentHref('wxpay', 'D1', true)).toBe('/inside/showordermess?orderNo=D1');
    expect(orderDetailHref('R20261120', true)).toBe('/inside/accountmoney');
    expect(safeRedirectUrl('/pay/return_epay?orderNo=1')).toBe('/pay/return_epay?orderNo=1');
    expect(safeRedirectUrl('//evil.example/x')).toBeNull();
    expect(safeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(safeRedirectUrl('https://gateway.example/pay')).toBe('https://gateway.example/pay');
    expect(chinaTimeToMs('2026-11-20 10:00:00')).toBe(Date.UTC(2026, 10, 20, 2, 0, 0));
    expect(chinaTimeToMs('soon')).toBeNull();
  });
});

describe('the storefront header', () => {
  it('names the logged-in customer, and says 我的账户 (not a blank) while no log-in answer is stored', async () => {
    logInAs(SEED_TOKENS.demo); // a token only: no user info in this browser's database
    renderApp('/inside/goodsList');
    const account = await screen.findByText('我的账户');
    expect(account.closest('button')).not.toBeNull();
    expect(screen.queryByText('—')).toBeNull();
    act(() => setUser({ userInfo: { nickname: '云端旅人' } }));
    expect(await screen.findByText('云端旅人')).toBeInTheDocument();
    expect(screen.queryByText('我的账户')).toBeNull();
  });
});
