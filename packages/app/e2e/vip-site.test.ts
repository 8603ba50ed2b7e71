// Browser tests of the vip merchant's site pages, as vipshop (mock build, a seed token; vip.test.ts logs
// vipshop in through the form):
// the sub-domain is unbound after a question and bound again (locked, and refused when taken), and
// the settings saved from the form are what getSite answers; the own domain's CNAME check says what
// to set while the record is missing. On the production build (modes.ts): the settings page of the seed site.
import { describe, expect, it } from 'vitest';
import { callApi, quiet, SEED_TOKENS, startAt, useHarness } from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

type Site = {
  name: string;
  subDomain: string | null;
  subDomainSuffix: string;
  domain: string | null;
  domainVerified: boolean;
  showMainGoods: boolean;
};

// One context for the mock-build tests of this file: each new one registers the service worker again.
const h = useHarness();

describe('vip site settings, logged in as vipshop (mock build)', () => {
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(h.page, path, body);

  it('unbinds the sub-domain after a question and binds another one, which locks it', async () => {
    await startAt(h, '/vip/vipWebSite', { loggedIn: SEED_TOKENS.vipshop });
    const before = await api<Site>('/vip/inter/getSite');
    expect(before.subDomain).toBe('xiaolu');
    const shown = h.page.getByTestId('sub-domain');
    await shown.getByText(`xiaolu${before.subDomainSuffix}`).waitFor();

    // Unbinding asks first: cancelling keeps it.
    const card = h.page.getByRole('region', { name: '二级域名', exact: true });
    await card.getByRole('button', { name: '解绑' }).click();
    let dialog = h.page.getByRole('dialog');
    await dialog.getByText(`xiaolu${before.subDomainSuffix}`).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api<Site>('/vip/inter/getSite')).subDomain).toBe('xiaolu');

    await card.getByRole('button', { name: '解绑' }).click();
    dialog = h.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '解绑' }).click();
    await dialog.waitFor({ state: 'detached' });
    const label = h.page.getByRole('textbox', { name: /二级域名前缀/ });
    await label.waitFor();
    expect((await api<Site>('/vip/inter/getSite')).subDomain).toBeNull();

    // A reserved label is refused in the server's words; the label stays typed.
    await label.fill('www');
    await card.getByRole('button', { name: '绑定' }).click();
    await card.getByRole('alert').getByText('该二级域名为系统保留，请换一个').waitFor();
    expect(await label.inputValue()).toBe('www');

    await label.fill('XiaoLu-Shop');
    await card.getByRole('button', { name: '绑定' }).click();
    await shown.getByText(`xiaolu-shop${before.subDomainSuffix}`).waitFor();
    await h.page.getByText(`二级域名 xiaolu-shop${before.subDomainSuffix} 绑定成功`).first().waitFor();
    expect(await label.count()).toBe(0);
    expect((await api<Site>('/vip/inter/getSite')).subDomain).toBe('xiaolu-shop');
    // Still bound after a reload.
    await h.page.reload();
    await shown.getByText(`xiaolu-shop${before.subDomainSuffix}`).waitFor();
    expect(h.errors).toEqual([]);
  });

  it('saves the settings; a refused save keeps the form as typed', async () => {
    await startAt(h, '/vip/vipWebSite', { loggedIn: SEED_TOKENS.vipshop });
    const name = h.page.getByRole('textbox', { name: /站点名称/ });
    await name.fill('小鹿数码旗舰店');
    const qq = h.page.getByRole('textbox', { name: /客服QQ/ });
    await qq.fill('12');
    const save = h.page.getByRole('button', { name: '保存', exact: true });
    await save.click();
    await h.page.getByRole('alert').getByText('客服QQ为5到12位数字').waitFor();
    expect(await name.inputValue()).toBe('小鹿数码旗舰店');
    expect((await api<Site>('/vip/inter/getSite')).name).toBe('小鹿数码商城');

    await qq.fill('80012345');
    const showMain = h.page.getByRole('switch', { name: /显示主站商品/ });
    const wasShown = await showMain.isChecked();
    await showMain.click();
    await save.click();
    await h.page.getByText('站点设置已保存').first().waitFor();
    expect(await api<Site>('/vip/inter/getSite')).toMatchObject({ name: '小鹿数码旗舰店', showMainGoods: !wasShown });
    await h.page.reload();
    expect(await name.inputValue()).toBe('小鹿数码旗舰店');
    expect(h.errors).toEqual([]);
  });

  it('binds an own domain without a record: the CNAME check says what to set', async () => {
    await startAt(h, '/vip/vipWebSite', { loggedIn: SEED_TOKENS.vipshop });
    const card = h.page.getByRole('region', { name: '独立域名', exact: true });
    await card.getByRole('button', { name: '解绑' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '解绑' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('textbox', { name: /独立域名/ }).fill('nodns.example.org');
    await card.getByRole('button', { name: '绑定' }).click();
    await card.getByText('等待解析').waitFor();
    const target = (await card.getByTestId('cname-target').textContent()) ?? '';
    expect(target).toMatch(/^site-\d+\.cname\./);
    await card.getByRole('button', { name: '检测解析' }).click();
    await card.getByText('检测未通过').waitFor();
    expect(await card.getByRole('status').filter({ hasText: '检测未通过' }).textContent()).toContain(target);
    expect(await api<Site>('/vip/inter/getSite')).toMatchObject({ domain: 'nodns.example.org', domainVerified: false });
    expect(h.errors).toEqual([]);
  });
});

describe.each(MODES)('vip site settings ($name)', (mode) => {
  const h = useHarness({ baseURL: mode.baseURL });
  /** `itOnProduction`: a flow the production build proves (modes.ts); the mock build runs the file's other tests. */
  const itOnProduction = itOnProductionFor(mode);

  itOnProduction('shows the seed site’s settings and both domains', async () => {
    await startAt(h, '/vip/vipWebSite', { loggedIn: SEED_TOKENS.vipshop });
    await h.page
      .getByTestId('sub-domain')
      .getByText(/^xiaolu\./)
      .waitFor();
    expect(await h.page.getByRole('textbox', { name: /站点名称/ }).inputValue()).toBe('小鹿数码商城');
    await h.page.getByText('解析已生效').waitFor();
    await quiet(h.page);
    expect(h.errors).toEqual([]);
  });
});

type SiteAnnouncement = { id: number; title: string; html: string; pinned: boolean };

describe('vip site announcements, logged in as vipshop (mock build)', () => {
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(h.page, path, body);
  const listed = async () => (await api<{ list: SiteAnnouncement[] }>('/vip/inter/getAnnouncementList', { page: 1, pageSize: 20 })).list;

  it('publishes a formatted, pinned announcement, edits it, unpins it and deletes it after a question', async () => {
    await startAt(h, '/vip/vipAnnouncement', { loggedIn: SEED_TOKENS.vipshop });
    await h.page.getByTestId('announcement-title').first().waitFor();
    await h.page.getByRole('button', { name: '发布公告' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /标题/ }).fill('春节发货安排');
    const editor = dialog.getByRole('textbox', { name: /内容/ });
    await editor.click();
    await h.page.keyboard.type('除夕当天暂停人工发货');
    await h.page.keyboard.press('ControlOrMeta+A');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await dialog.getByRole('switch', { name: /置顶显示/ }).click();
    await dialog.getByRole('button', { name: '预览' }).click();
    await dialog.getByTestId('announcement-preview').locator('b, strong').getByText('除夕当天暂停人工发货').waitFor();
    await dialog.getByRole('button', { name: '发布' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Pinned ones come first: the new one is at the top, in the list and in the API.
    await h.page.getByTestId('announcement-title').first().getByText('春节发货安排').waitFor();
    let created = (await listed()).find((a) => a.title === '春节发货安排');
    expect(created).toMatchObject({ pinned: true });
    expect(created?.html).toMatch(/<(b|strong)>除夕当天暂停人工发货<\/(b|strong)>/);

    await h.page.getByRole('button', { name: '编辑公告 春节发货安排' }).click();
    await dialog.getByRole('textbox', { name: /标题/ }).fill('春节发货安排（更新）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page.getByRole('switch', { name: '置顶 春节发货安排（更新）' }).click();
    await expect
      .poll(async () => (await listed()).find((a) => a.id === created?.id))
      .toMatchObject({ title: '春节发货安排（更新）', pinned: false });

    await h.page.getByRole('button', { name: '删除公告 春节发货安排（更新）' }).click();
    const confirm = h.page.getByRole('dialog');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await listed()).some((a) => a.id === created?.id)).toBe(true);
    await h.page.getByRole('button', { name: '删除公告 春节发货安排（更新）' }).click();
    await confirm.getByRole('button', { name: '删除' }).click();
    await confirm.waitFor({ state: 'detached' });
    await h.page.getByRole('button', { name: '删除公告 春节发货安排（更新）' }).waitFor({ state: 'detached' });
    created = (await listed()).find((a) => a.id === created?.id);
    expect(created).toBeUndefined();
    expect(h.errors).toEqual([]);
  });
});

type SitePage = { id: number; title: string; path: string; html: string; visible: boolean; url: string };

describe('vip site custom pages, logged in as vipshop (mock build)', () => {
  const pages = async () => (await callApi<{ list: SitePage[] }>(h.page, '/vip/inter/getPageList')).list;

  it('creates a page (a clashing path refused as typed, a reserved one by the server), previews, edits and deletes it after a question', async () => {
    await startAt(h, '/vip/pagePath', { loggedIn: SEED_TOKENS.vipshop });
    await h.page.getByTestId('page-title').getByText('关于我们').waitFor();
    await h.page.getByRole('button', { name: '新建页面' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /标题/ }).fill('常见问题');
    const path = dialog.getByRole('textbox', { name: /路径/ });
    await path.fill('about');
    await dialog.getByText('该路径已被页面“关于我们”使用').waitFor();
    await path.fill('goods');
    await dialog.getByRole('textbox', { name: /内容/ }).click();
    await h.page.keyboard.type('下单后一般1分钟内自动发货。');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByRole('alert').getByText('该路径为系统保留，请换一个').waitFor();
    expect(await path.inputValue()).toBe('goods');
    expect((await pages()).some((p) => p.title === '常见问题')).toBe(false);

    await path.fill('faq');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page.getByTestId('page-url').getByText('/s/xiaolu/p/faq').waitFor();
    const created = (await pages()).find((p) => p.path === 'faq');
    expect(created).toMatchObject({ title: '常见问题', visible: true });
    expect(created?.html).toContain('下单后一般1分钟内自动发货。');

    await h.page.getByRole('button', { name: '预览页面 常见问题' }).click();
    await h.page.getByTestId('page-preview').getByText('下单后一般1分钟内自动发货。').waitFor();
    await h.page.getByRole('dialog').getByRole('button', { name: '关闭' }).first().click();
    await h.page.getByTestId('page-preview').waitFor({ state: 'detached' });

    await h.page.getByRole('button', { name: '编辑页面 常见问题' }).click();
    await dialog.getByRole('textbox', { name: /标题/ }).fill('常见问题解答');
    await dialog.getByRole('switch', { name: /在分站显示/ }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await pages()).find((p) => p.id === created?.id))
      .toMatchObject({ title: '常见问题解答', path: 'faq', visible: false });

    await h.page.getByRole('button', { name: '删除页面 常见问题解答' }).click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.waitFor({ state: 'detached' });
    await h.page.getByTestId('page-url').getByText('/s/xiaolu/p/faq').waitFor({ state: 'detached' });
    expect((await pages()).some((p) => p.id === created?.id)).toBe(false);
    expect(h.errors).toEqual([]);
  });
});

type ShopStyleAnswer = { theme: string; primaryColor: string; layout: string; showStock: boolean; showSales: boolean; banner: string };

describe('vip shop appearance, logged in as vipshop (mock build)', () => {
  it('previews the choices live and saves them: getShopStyle answers them, a reload shows them', async () => {
    await startAt(h, '/vip/shop', { loggedIn: SEED_TOKENS.vipshop });
    const before = await callApi<ShopStyleAnswer>(h.page, '/vip/inter/getShopStyle');
    const preview = h.page.getByTestId('shop-preview');
    await preview.waitFor();
    const theme = before.theme === 'dark' ? 'light' : 'dark';
    const layout = before.layout === 'grid' ? 'list' : 'grid';
    const colour = before.primaryColor === '#dc2626' ? '#16a34a' : '#dc2626';
    await h.page.getByText(theme === 'dark' ? '深色' : '浅色', { exact: true }).click();
    await h.page.getByText(layout === 'grid' ? '网格' : '列表', { exact: true }).click();
    await h.page.getByRole('button', { name: `使用预设色 ${colour}` }).click();
    await h.page.getByRole('switch', { name: '显示销量' }).click();
    expect(await preview.getAttribute('data-theme')).toBe(theme);
    expect(await preview.getAttribute('data-layout')).toBe(layout);
    expect(await preview.getByTestId('preview-goods').count()).toBeGreaterThan(0);
    expect(await preview.getByTestId('preview-sales').count()).toBe(
      before.showSales ? 0 : await preview.getByTestId('preview-goods').count(),
    );
    // Nothing is saved until asked.
    expect(await callApi<ShopStyleAnswer>(h.page, '/vip/inter/getShopStyle')).toEqual(before);

    await h.page.getByRole('button', { name: '保存', exact: true }).click();
    await h.page.getByText('店铺外观已保存').first().waitFor();
    expect(await callApi<ShopStyleAnswer>(h.page, '/vip/inter/getShopStyle')).toEqual({
      ...before,
      theme,
      layout,
      primaryColor: colour,
      showSales: !before.showSales,
    });
    await h.page.reload();
    await preview.waitFor();
    expect(await preview.getAttribute('data-theme')).toBe(theme);
    expect(await h.page.getByRole('textbox', { name: '主色', exact: true }).inputValue()).toBe(colour);
    expect(h.errors).toEqual([]);
  });
});
