// The money pages against the real mock back end (the mocks' handlers on msw/node): the withdrawal's
// quote in integer cents, refusals that keep what was typed, the transfer's payee shown before the sale
// password, one transfer per action (a repeat is asked about), the level cards and the vip menu after
// opening a shop.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { quoteOf } from '../src/features/money/CollectMoneyPage.tsx';
import { levelCardsOf } from '../src/features/money/SelfLevelPage.tsx';
import { saveUserInfo } from '../src/storage/browserDb.ts';
import { renderApp } from './render.tsx';
import { server } from './server.ts';

const demoId = SEED_LOGINS.demo.id;
const balanceOf = (id: number) => getDb().customers.find((c) => c.id === id)!.balanceCents;
const logsOf = (id: number) => getDb().fundLogs.filter((f) => f.customerId === id);

function logIn(token: string = SEED_TOKENS.demo) {
  localStorage.setItem('token', JSON.stringify({ authCode: token }));
}

beforeEach(() => {
  server.use(...handlers);
  logIn();
});
afterEach(() => {
  resetDb();
  localStorage.clear();
});

const user = () => userEvent.setup({ delay: null });

describe('withdrawal quote: integer cents, the server’s rule', () => {
  const config = {
    available: 1288.5,
    frozen: 100,
    minimum: 10,
    feeRate: 0.5,
    minFee: 1,
    inProgress: 100,
    salePwdSet: true,
    channels: [],
  };
  it('the fee is half up to the fen and at least the minimum fee; what arrives is the rest', () => {
    expect(quoteOf(config, '333')).toEqual({ amount: 333, fee: 1.67, arrives: 331.33, problem: null });
    expect(quoteOf(config, '1288.50')).toEqual({ amount: 1288.5, fee: 6.44, arrives: 1282.06, problem: null });
    expect(quoteOf(config, '10.1')).toEqual({ amount: 10.1, fee: 1, arrives: 9.1, problem: null });
    expect(quoteOf(config, '0.1').problem).toBe('belowMinimum');
    expect(quoteOf(config, '1288.51').problem).toBe('overAvailable');
    expect(quoteOf(config, '12.345').problem).toBe('invalid');
  });
});

describe('/inside/collectMoney', () => {
  it('a wrong sale password shows the server’s msg and keeps the form; the right one withdraws once', async () => {
    const u = user();
    renderApp('/inside/collectMoney');
    const amount = await screen.findByRole('textbox', { name: /提现金额/ });
    await u.type(amount, '300');
    await u.type(screen.getByRole('textbox', { name: /支付宝账号/ }), '13800138000');
    await u.type(screen.getByRole('textbox', { name: /收款人姓名/ }), '张三');
    const password = screen.getByLabelText(/交易密码/, { selector: 'input' });
    await u.type(password, '000000');
    await u.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('交易密码错误');
    expect(amount).toHaveValue('300');
    expect(screen.getByRole('textbox', { name: /支付宝账号/ })).toHaveValue('13800138000');
    expect(balanceOf(demoId)).toBe(128850);

    await u.clear(password);
    await u.type(password, '123456');
    await u.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByTestId('withdraw-actual')).toHaveTextContent('¥298.50');
    expect(balanceOf(demoId)).toBe(98850);
    expect(logsOf(demoId)[0]).toMatchObject({ type: 'withdrawal', amountCents: -30000, balanceAfterCents: 98850 });
    // The available balance on the page follows.
    await waitFor(() => expect(screen.getByTestId('withdraw-available')).toHaveTextContent('¥988.50'));

    // The same withdrawal again at once (another tab did it, or a second click after the receipt): asked first.
    await u.click(screen.getByRole('button', { name: '再提一笔' }));
    await u.type(screen.getByRole('textbox', { name: /提现金额/ }), '300');
    await u.type(screen.getByRole('textbox', { name: /支付宝账号/ }), '13800138000');
    await u.type(screen.getByRole('textbox', { name: /收款人姓名/ }), '张三');
    await u.type(screen.getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await u.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByText(/刚刚已提交过一笔相同的提现/)).toBeInTheDocument();
    expect(balanceOf(demoId)).toBe(98850);
    await u.click(screen.getByRole('button', { name: '确认再次提交' }));
    expect(await screen.findByTestId('withdraw-actual')).toHaveTextContent('¥298.50');
    expect(balanceOf(demoId)).toBe(68850);
  });
});

describe('/inside/transMoney: the payee before the sale password', () => {
  it('no password field until the payee is found and shown masked; an unknown one says so and keeps the form', async () => {
    const u = user();
    renderApp('/inside/transMoney');
    const to = await screen.findByRole('textbox', { name: /收款账号/ });
    expect(screen.queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();
    await u.type(to, 'ghost');
    await u.type(screen.getByRole('textbox', { name: /转账金额/ }), '10');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('收款账号不存在，请核对登录名、手机号或邮箱');
    expect(to).toHaveValue('ghost');
    expect(screen.queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();

    await u.clear(to);
    await u.type(to, 'traveler@example.com');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const payee = await screen.findByTestId('payee');
    expect(payee).toHaveTextContent('旅**');
    expect(payee).toHaveTextContent('tr***er');
    expect(payee).toHaveTextContent('邮箱 traveler@example.com');
    expect(screen.getByLabelText(/交易密码/, { selector: 'input' })).toBeInTheDocument();
    // Nothing moved yet.
    expect(balanceOf(demoId)).toBe(128850);
  });

  it('transfers once; the same transfer again is asked about before anything moves', async () => {
    const u = user();
    const travelerId = SEED_LOGINS.traveler.id;
    const before = balanceOf(travelerId);
    renderApp('/inside/transMoney');
    const send = async () => {
      await u.type(await screen.findByRole('textbox', { name: /收款账号/ }), 'traveler');
      await u.type(screen.getByRole('textbox', { name: /转账金额/ }), '20.05');
      await u.click(screen.getByRole('button', { name: '下一步' }));
      await u.type(await screen.findByLabelText(/交易密码/, { selector: 'input' }), '123456');
      await u.click(screen.getByRole('button', { name: '确认转账 ¥20.05' }));
    };
    await send();
    expect(await screen.findByTestId('transfer-balance-after')).toHaveTextContent('¥1,268.45');
    expect(balanceOf(travelerId)).toBe(before + 2005);
    expect(logsOf(demoId)[0]).toMatchObject({ type: 'transfer_out', amountCents: -2005, balanceAfterCents: 126845 });

    await u.click(screen.getByRole('button', { name: '再转一笔' }));
    await send();
    expect(await screen.findByText(/刚刚已向 旅\*\* 转账 ¥20.05/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '不用了' }));
    expect(balanceOf(travelerId)).toBe(before + 2005);
    expect(logsOf(demoId).filter((f) => f.type === 'transfer_out' && f.amountCents === -2005)).toHaveLength(1);
  });
});

describe('/inside/selfLevel', () => {
  it('cards and growth bar in cents: mine, higher, lower; the balance after each', () => {
    const levels = {
      current: { id: 2, name: '白银会员' },
      list: [
        { id: 1, name: '普通会员', sort: 1, upgradePrice: 0, discount: 100, benefits: [], icon: '' },
        { id: 2, name: '白银会员', sort: 2, upgradePrice: 99, discount: 97, benefits: [], icon: '' },
        { id: 3, name: '黄金会员', sort: 3, upgradePrice: 299, discount: 94, benefits: [], icon: '' },
        { id: 4, name: '钻石会员', sort: 4, upgradePrice: 999, discount: 90, benefits: [], icon: '' },
      ],
    };
    const { cards, growth } = levelCardsOf(levels, 356.2);
    expect(cards.map((c) => [c.standing, c.balanceAfter])).toEqual([
      ['lower', 356.2],
      ['current', 257.2],
      ['higher', 57.2],
      ['higher', null],
    ]);
    expect(growth).toEqual({ next: { id: 3, name: '黄金会员', upgradePrice: 299 }, ratio: 1, missing: 0 });
    expect(levelCardsOf(levels, 0.1).growth).toMatchObject({ ratio: 0, missing: 298.9 });
  });

  it('a level bought meanwhile (another tab) is refused with the server’s msg; the cards are read again', async () => {
    const u = user();
    renderApp('/inside/selfLevel');
    await u.click(await screen.findByRole('button', { name: '立即升级 钻石会员' }));
    const dialog = await screen.findByRole('dialog');
    getDb().customers.find((c) => c.id === demoId)!.levelId = 4;
    await u.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await u.click(within(dialog).getByRole('button', { name: '确认升级' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('您已是该等级会员');
    expect(within(dialog).getByLabelText(/交易密码/, { selector: 'input' })).toHaveValue('123456');
    await u.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('current-level')).toHaveTextContent('钻石会员'));
    expect(balanceOf(demoId)).toBe(128850);
  });
});

describe('/inside/selfCreatVip', () => {
  it('opens the shop; the vip menu opens at once and the term in days is shown', async () => {
    const u = user();
    await saveUserInfo({ ...SEED_LOGINS.demo, nickname: '云端旅人', roles: [] }, []);
    renderApp('/inside/selfCreatVip');
    expect(await screen.findByTestId('vip-summary')).toHaveTextContent('¥159.20');
    expect(screen.queryByText('分站管理')).toBeNull();
    await u.type(screen.getByRole('textbox', { name: /分站名称/ }), '云端小店');
    await u.type(screen.getByRole('textbox', { name: /分站地址/ }), 'xiaolu');
    await u.tab();
    expect(await screen.findByText('该站点路径已被占用')).toBeInTheDocument();
    await u.clear(screen.getByRole('textbox', { name: /分站地址/ }));
    await u.type(screen.getByRole('textbox', { name: /分站地址/ }), 'yunduan');
    await u.type(screen.getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await u.click(screen.getByRole('button', { name: '支付并开通' }));
    expect(await screen.findByTestId('site-days')).toHaveTextContent('店铺有效期 365 天');
    expect(balanceOf(demoId)).toBe(128850 - 15920);
    // R7.2: the answer's keyDay reached the cookie through the request client.
    expect(document.cookie).toMatch(/u-query-day=-364/);
    // The back office now shows the vip area's menu beside the customer's.
    await waitFor(() => expect(screen.getByText('分站管理')).toBeInTheDocument());
  });
});
