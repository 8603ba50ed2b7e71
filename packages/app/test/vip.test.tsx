// The vip merchant's sales pages against the real mock back end (the mocks' handlers on msw/node):
// the price preview is the server's rule, the rounding change keeps the site's other settings, a
// refused switch says why, level changes and child sites read back from the mock world.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_RIGHTS, sitePricesFor, type SiteRounding } from '@shop/session';
import { vip } from '@shop/session/contract/vip';
import { DAY, SEED_LOGINS, SEED_TOKENS, getDb, issueSession, now, resetDb, type VipSiteRow } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { request } from '../src/request/client.ts';
import { getUser, setUser } from '../src/storage/user.ts';
import { currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
  localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.vipshop }));
});
afterEach(() => {
  resetDb();
});

const user = () => userEvent.setup({ delay: null });
const site = () => getDb().vipSites.find((s) => s.ownerId === SEED_LOGINS.vipshop.id) as VipSiteRow;

describe('the site price rule (session) is the server’s', () => {
  it('every goods of the site, every rounding, markups with and without decimals: member and visitor price match', async () => {
    const markups = [0, 5, 7.5, 13.33, 99.99, 300];
    const mismatches: string[] = [];
    for (const rounding of ['none', 'round', 'up'] as SiteRounding[]) {
      site().rounding = rounding;
      for (const markup of markups) {
        for (const row of getDb().vipGoods) if (row.siteId === site().id) row.markupPercent = markup;
        const page = await request(vip.getGoodsList, { page: 1, pageSize: 100 });
        expect(page.list.length).toBeGreaterThan(20);
        for (const goods of page.list) {
          const mine = sitePricesFor(goods, markup, rounding);
          if (mine.member !== goods.memberPrice || mine.visitor !== goods.price)
            mismatches.push(`${goods.name} ${rounding} ${markup}%: ${JSON.stringify(mine)} vs ${goods.memberPrice}/${goods.price}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('/vip/vipGoods', () => {
  it('changing the rounding saves it and keeps every other setting of the site', async () => {
    const u = user();
    const before = structuredClone({ ...site(), style: undefined });
    renderApp('/vip/vipGoods');
    await screen.findByText('当前取整方式：四舍五入到元。');
    await u.click(screen.getByRole('button', { name: '修改取整方式' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('radio', { name: '不取整（保留分）' }));
    await u.click(within(dialog).getByRole('button', { name: '保存并重新计算' }));
    await waitFor(() => expect(site().rounding).toBe('none'));
    const { rounding: _was, ...rest } = before;
    const { rounding: _now, style: _style, ...after } = site();
    expect({ ...after, style: undefined }).toEqual(rest);
    await screen.findByText('当前取整方式：不取整（保留分）。');
  });

  it('a refused switch says why in the server’s words and stays off', async () => {
    const u = user();
    const row = getDb().vipGoods.find((g) => g.siteId === site().id && !g.visible)!;
    const goods = getDb().goods.find((g) => g.id === row.goodsId)!;
    renderApp(`/vip/vipGoods?keyword=${encodeURIComponent(goods.name)}`);
    const toggle = await screen.findByRole('switch', { name: `在分站上架 ${row.ownName || goods.name}` });
    expect(toggle).toBeEnabled();
    // The main site takes it off sale while the list is shown.
    goods.status = 'off';
    await u.click(toggle);
    await screen.findByText('该商品已在主站下架，暂时不能上架');
    expect(row.visible).toBe(false);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe('/vip/vipCustomer', () => {
  it('a level changes only after the confirmation, and reads back from the server', async () => {
    const u = user();
    const target = getDb().customers.find((c) => c.siteId === site().id && c.levelId === 1 && c.status === 'active')!;
    renderApp(`/vip/vipCustomer?keyword=${target.loginName}`);
    const name = target.nickname || target.loginName;
    await u.click(await screen.findByRole('button', { name: `调整 ${name} 的等级` }));
    const dialog = await screen.findByRole('dialog');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: '新等级' }), '3');
    expect(target.levelId).toBe(1);
    await u.click(within(dialog).getByRole('button', { name: '确认调整' }));
    await waitFor(() => expect(target.levelId).toBe(3));
    const row = (await screen.findByRole('button', { name: `调整 ${name} 的等级` })).closest('tr')!;
    await waitFor(() => expect(within(row).getByTestId('level')).toHaveTextContent('黄金会员'));
  });
});

describe("the vip lists' filter bars: a filter narrows the server's list, 重置 brings it back", () => {
  const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr')];
  const lists: Array<{ path: string; field: string; value: string; query: string; matches: (row: HTMLElement) => boolean }> = [
    {
      path: '/vip/vipCustomer',
      field: '账号状态',
      value: 'disabled',
      query: 'status=disabled',
      matches: (row) => row.querySelector('[data-status]')?.getAttribute('data-status') === 'disabled',
    },
    {
      path: '/vip/vipGoods',
      field: '上架状态',
      value: '0',
      query: 'visible=0',
      matches: (row) => !within(row).getByRole('switch').matches(':checked, [aria-checked="true"]'),
    },
    {
      path: '/vip/vipOrder',
      field: '订单状态',
      value: 'delivered',
      query: 'status=delivered',
      matches: (row) => row.querySelector('[data-status]')?.getAttribute('data-status') === 'delivered',
    },
    {
      path: '/vip/market',
      field: '是否已添加',
      value: '1',
      query: 'added=1',
      matches: (row) => row.querySelector('[data-added]') !== null,
    },
    {
      path: '/vip/vipChild',
      field: '分站状态',
      value: 'expired',
      query: 'status=expired',
      matches: (row) => row.querySelector('[data-status]')?.getAttribute('data-status') === 'expired',
    },
  ];
  it.each(lists)('$path: $field', async ({ path, field, value, query, matches }) => {
    const u = user();
    const { router } = renderApp(path);
    await screen.findByRole('table');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const before = rows().length;
    expect(rows().every(matches)).toBe(false);
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();

    await u.selectOptions(screen.getByRole('combobox', { name: field }), value);
    await u.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${path}?${query}`));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // Every row shown matches, where before some did not: the server's list was filtered.
    await waitFor(() => expect(rows().every(matches)).toBe(true));

    await u.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(currentUrl(router)).toBe(path));
    await waitFor(() => expect(screen.getByRole('combobox', { name: field })).not.toHaveValue(value));
    await waitFor(() => expect(rows().length).toBe(before));
    expect(rows().every(matches)).toBe(false);
  });
});

describe('/vip/vipChild', () => {
  it('opening a child for a stranger is refused with the server’s words and the form keeps its values; then it opens for a customer of the site', async () => {
    const u = user();
    renderApp('/vip/vipChild');
    await u.click(await screen.findByRole('button', { name: '开设下级分站' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /站长账号/ }), 'demo');
    await u.type(within(dialog).getByRole('textbox', { name: /站点名称/ }), '小鹿二号店');
    await u.type(within(dialog).getByRole('textbox', { name: /站点路径/ }), 'xiaolu2');
    await u.type(within(dialog).getByLabelText(/交易密码/), SEED_LOGINS.vipshop.salePwd);
    await u.click(within(dialog).getByRole('button', { name: /支付 ¥199.00/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('账号 demo 不是本站客户');
    expect(within(dialog).getByRole('textbox', { name: /站点路径/ })).toHaveValue('xiaolu2');

    const owners = new Set(getDb().vipSites.map((s) => s.ownerId));
    const owner = getDb().customers.find((c) => c.siteId === site().id && c.status === 'active' && !owners.has(c.id))!;
    const balance = getDb().customers.find((c) => c.id === SEED_LOGINS.vipshop.id)!.balanceCents;
    const field = within(dialog).getByRole('textbox', { name: /站长账号/ });
    await u.clear(field);
    await u.type(field, owner.loginName);
    await u.click(within(dialog).getByRole('button', { name: /支付 ¥199.00/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('小鹿二号店')).toBeInTheDocument();
    expect(getDb().vipSites.find((s) => s.path === 'xiaolu2')).toMatchObject({ ownerId: owner.id, parentSiteId: site().id });
    expect(getDb().customers.find((c) => c.id === SEED_LOGINS.vipshop.id)!.balanceCents).toBe(balance - 19_900);
  });
});

describe('a merchant whose site expired', () => {
  it('sees it on the desktop, cannot upgrade first, renews with the sale password and is active again', async () => {
    const u = user();
    site().expiresAt = now() - 3 * DAY;
    const { router } = renderApp('/vip/desktop');
    await screen.findByText('分站已过期');
    expect(screen.getByTestId('days-left')).toHaveTextContent('0 天');
    await u.click(screen.getByRole('link', { name: '立即续费' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip/vipVersionMoney'));
    expect(await screen.findByRole('button', { name: '升级到旗舰版' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: '续费 专业版' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/交易密码/), SEED_LOGINS.vipshop.salePwd);
    await u.click(within(dialog).getByRole('button', { name: '支付 ¥599.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An expired site starts again from today: 365 days.
    expect(await screen.findByTestId('version-result')).toHaveTextContent('分站剩余 365 天');
    expect(site().expiresAt).toBeGreaterThan(now() + 364 * DAY);
    await waitFor(() => expect(screen.getByTestId('version-days-left')).toHaveTextContent('剩余 365 天'));
    expect(screen.queryByText('分站已过期')).toBeNull();
  });
});

describe("R6.2: the site plan's features (分站版本) are shown by the access list", () => {
  /** A merchant logged in with the vip role, the plan not read yet. */
  function merchant(customerId: number, loginName: string, token?: string) {
    const authCode = token ?? issueSession(getDb(), 'user', customerId, now(), DAY).token;
    localStorage.setItem('token', JSON.stringify({ authCode }));
    setUser({ userInfo: { loginName, nickname: loginName, roles: ['vip'] }, access: ['vip'] });
  }
  const menu = () => screen.getByRole('navigation', { name: '主菜单' });

  it('基础版 (mengmeng88): no 下级分站 in the menu, the own domain offers the upgrade; the server refuses a call that slips through', async () => {
    merchant(52, 'mengmeng88');
    renderApp('/vip/vipWebSite');
    expect(await screen.findByText('当前版本（基础版）不支持绑定独立域名，升级到专业版或以上即可使用。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^独立域名/ })).toBeNull();
    expect(getUser().access).toEqual(['vip', SITE_RIGHTS.plan]);
    expect(within(menu()).getByRole('link', { name: '分站版本' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: '下级分站' })).toBeNull();

    await expect(request(vip.bindDomain, { domain: 'shop.mengmeng.cn' })).rejects.toMatchObject({
      kind: 'business',
      message: '当前版本（基础版）不支持绑定独立域名，请升级到专业版或以上',
    });
    const child = { ownerLoginName: 'gamebar', name: '萌萌二号店', path: 'mengmeng2', versionId: 1, years: 1, commissionRate: 0 };
    await expect(request(vip.createChild, child)).rejects.toMatchObject({
      kind: 'business',
      message: '当前版本（基础版）不能开设下级分站，请升级到专业版或以上',
    });
  });

  it('专业版 (vipshop): 下级分站 in the menu, the own domain card', async () => {
    merchant(SEED_LOGINS.vipshop.id, 'vipshop', SEED_TOKENS.vipshop);
    renderApp('/vip/vipWebSite');
    expect(await screen.findByTestId('own-domain')).toHaveTextContent('shop.xiaolu-digital.com');
    await waitFor(() => expect(within(menu()).getByRole('link', { name: '下级分站' })).toBeInTheDocument());
    expect(getUser().access).toEqual(['vip', SITE_RIGHTS.plan, SITE_RIGHTS.childSites, SITE_RIGHTS.ownDomain]);
    expect(screen.queryByText(/不支持绑定独立域名/)).toBeNull();
  });

  it('a browser that lost the log-in answer: the roles come from the account the frame reads, and the plan follows', async () => {
    localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.vipshop }));
    renderApp('/vip/vipWebSite');
    await waitFor(() => expect(within(menu()).getByRole('link', { name: '下级分站' })).toBeInTheDocument());
    expect(getUser().access).toContain(SITE_RIGHTS.ownDomain);
  });

  it('the plan changes with the site: after an upgrade the rights follow on the next read', async () => {
    merchant(52, 'mengmeng88');
    const { router } = renderApp('/vip/vipWebSite');
    await screen.findByText(/不支持绑定独立域名/);
    (getDb().vipSites.find((s) => s.ownerId === 52) as VipSiteRow).versionId = 2;
    // 分站版本 reads the versions again (the same cached answer the frame reads).
    await router.navigate('/vip/vipVersionMoney');
    await waitFor(() => expect(within(menu()).getByRole('link', { name: '下级分站' })).toBeInTheDocument());
    expect(getUser().access).toContain(SITE_RIGHTS.ownDomain);
  });
});
