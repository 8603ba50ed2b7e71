import { api, type DecorationBlock } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { defaultBlocks } from '../db/index.ts';
import { isSafeUrl } from '../handlers/decoration.ts';
import { SEED_TOKENS, expireToken, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const A = api.admin;
const designer = { token: SEED_TOKENS.designer };
const admin = { token: SEED_TOKENS.admin };

const notice = (text: string, id = 'notice-x'): DecorationBlock => ({ id, type: 'notice', visible: true, text });

describe('admin session and role (decoration is role id 3)', () => {
  it('no token or an ended session answers -1; a customer token is not an admin session', async () => {
    for (const endpoint of [A.getDecoration, A.getDecorationOptions, A.saveDecoration]) {
      expect(await call(endpoint, {})).toMatchObject({ code: -1, msg: '请先登录管理后台' });
      expect((await call(endpoint, {}, { token: SEED_TOKENS.vipshop })).code).toBe(-1);
    }
    expireToken(SEED_TOKENS.designer);
    expect(await call(A.getDecoration, {}, designer)).toMatchObject({ code: -1, msg: '管理员登录已过期，请重新登录' });
  });

  it('an admin without role 3 gets 403; verifyRole "0" passes', async () => {
    const row = getDb().admins.find((a) => a.username === 'admin');
    if (row) row.roleIds = [1, 2];
    expect(await call(A.getDecoration, {}, admin)).toMatchObject({ code: 403, msg: '您没有该功能的权限，请联系超级管理员' });
    await ok(A.getDecoration, {}, { token: SEED_TOKENS.root });
    await ok(A.getDecoration, {}, designer);
  });
});

describe('layouts', () => {
  it('the main site’s published layout; a vip site’s unpublished draft; a never-decorated site gets the defaults', async () => {
    const main = await ok(A.getDecoration, {}, designer);
    expect(main).toMatchObject({ siteId: 0, siteName: '云卡数字商城', published: true });
    expect(main.blocks.map((b) => b.type)).toEqual(['banner', 'notice', 'categories', 'goods', 'goods', 'footer']);
    const vip = await ok(A.getDecoration, { siteId: 1 }, designer);
    expect(vip).toMatchObject({ siteId: 1, siteName: '小鹿数码商城', published: false, publishedAt: null });
    expect(vip.blocks.some((b) => b.type === 'notice')).toBe(false);
    const fresh = await ok(A.getDecoration, { siteId: 3 }, designer);
    expect(fresh).toMatchObject({ siteName: '电玩吧卡密站', published: false, blocks: defaultBlocks() });
    expect(await refused(A.getDecoration, { siteId: 99 }, designer)).toBe('站点不存在');
  });

  it('options: block types with defaults, directories, sites, devices and limits', async () => {
    const options = await ok(A.getDecorationOptions, undefined, designer);
    expect(options.blocks.map((b) => [b.type, b.label])).toEqual([
      ['banner', '轮播图'],
      ['notice', '公告栏'],
      ['categories', '分类导航'],
      ['goods', '商品列表'],
      ['footer', '页脚'],
    ]);
    for (const b of options.blocks) expect(b.defaults.type).toBe(b.type);
    expect(options.directories).toHaveLength(8);
    expect(options.sites.map((s) => s.name)).toEqual(['云卡数字商城', '小鹿数码商城', '萌萌小铺', '电玩吧卡密站', '卡宝自助商城']);
    expect(options.devices.map((d) => d.width)).toEqual([375, 768, 1280]);
    expect(options.limits.blocks).toBe(30);
  });
});

describe('saving', () => {
  it('saves a draft (visible in the next read, not published), then publishes', async () => {
    const blocks = [notice('今晚维护'), ...defaultBlocks().filter((b) => b.type !== 'notice')];
    const draft = await call(A.saveDecoration, { blocks }, designer);
    expect(draft).toMatchObject({ code: 1000, msg: '草稿已保存' });
    expect(draft.data).toMatchObject({ siteId: 0, published: false });
    const read = await ok(A.getDecoration, {}, designer);
    expect(read.blocks[0]).toEqual(notice('今晚维护'));
    expect(read.published).toBe(false);
    const row = getDb().decorations.find((d) => d.siteId === 0);
    expect(row?.publishedBlocks?.[0]?.type).toBe('banner');
    const published = await call(A.saveDecoration, { blocks, publish: true }, designer);
    expect(published).toMatchObject({ code: 1000, msg: '已保存并发布', data: { published: true } });
    expect(row?.publishedBlocks?.[0]).toEqual(notice('今晚维护'));
  });

  it('a site never decorated gets its own row', async () => {
    await ok(A.saveDecoration, { siteId: 2, blocks: [notice('萌萌小铺开业')], publish: true }, designer);
    expect((await ok(A.getDecoration, { siteId: 2 }, designer)).blocks).toEqual([notice('萌萌小铺开业')]);
    expect(await refused(A.saveDecoration, { siteId: 99, blocks: [notice('x')] }, designer)).toBe('站点不存在');
  });

  it('without the publish right the draft is kept and publishing refused', async () => {
    const row = getDb().admins.find((a) => a.username === 'designer');
    if (row) row.access = ['decorate:view', 'decorate:edit'];
    expect(await refused(A.saveDecoration, { blocks: [notice('仅草稿')], publish: true }, designer)).toBe(
      '草稿已保存，但您没有发布权限，请联系有发布权限的管理员发布',
    );
    const read = await ok(A.getDecoration, {}, designer);
    expect(read.blocks).toEqual([notice('仅草稿')]);
    expect(read.published).toBe(false);
  });

  it.each([
    [[], '请至少添加一个模块'],
    [[notice('a', 'x'), notice('b', 'x')], '第2个模块（公告栏）：模块ID“x”重复'],
    [[notice('a', 'bad id')], '第1个模块（公告栏）：模块ID应为1到40位字母、数字、短横线或下划线'],
    [[notice('  ')], '第1个模块（公告栏）：请输入公告内容'],
    [[notice('长'.repeat(201))], '第1个模块（公告栏）：公告内容不能超过200个字符'],
    [[{ id: 'b', type: 'banner', visible: true, autoplay: true, images: [] }], '第1个模块（轮播图）：请至少添加一张图片'],
    [
      [{ id: 'b', type: 'banner', visible: true, autoplay: true, images: [{ src: 'javascript:alert(1)', link: '', alt: '' }] }],
      '第1个模块（轮播图）：第1张图片的地址无效，请重新上传',
    ],
    [
      [{ id: 'b', type: 'banner', visible: true, autoplay: true, images: [{ src: '/mock-uploads/1', link: 'javascript:x', alt: '' }] }],
      '第1个模块（轮播图）：第1张图片的链接应为站内路径或 http(s) 地址',
    ],
    [
      [{ id: 'c', type: 'categories', visible: true, dirIds: [1, 99], columns: 4 }],
      '第1个模块（分类导航）：所选分类不存在，请刷新后重新选择',
    ],
    [[{ id: 'c', type: 'categories', visible: true, dirIds: [1, 1], columns: 4 }], '第1个模块（分类导航）：分类不能重复'],
    [[{ id: 'c', type: 'categories', visible: true, dirIds: [1], columns: 9 }], '第1个模块（分类导航）：每行显示数量为1到8'],
    [
      [{ id: 'g', type: 'goods', visible: true, title: '热销', dirId: 99, limit: 8, columns: 4 }],
      '第1个模块（商品列表）：所选分类不存在，请刷新后重新选择',
    ],
    [
      [{ id: 'g', type: 'goods', visible: true, title: '热销', dirId: null, limit: 51, columns: 4 }],
      '第1个模块（商品列表）：显示数量为1到50',
    ],
    [[{ id: 'g', type: 'goods', visible: true, title: '', dirId: null, limit: 8, columns: 4 }], '第1个模块（商品列表）：标题为1到20个字符'],
    [
      [{ id: 'f', type: 'footer', visible: true, text: '', links: [{ label: '首页', href: 'javascript:void(0)' }] }],
      '第1个模块（页脚）：第1个链接应为站内路径或 http(s) 地址',
    ],
    [
      [
        { id: 'f1', type: 'footer', visible: true, text: '', links: [] },
        { id: 'f2', type: 'footer', visible: true, text: '', links: [] },
      ],
      '页脚模块只能有一个',
    ],
  ] as Array<[DecorationBlock[], string]>)('refuses an invalid layout and keeps the old one: %#', async (blocks, msg) => {
    expect(await refused(A.saveDecoration, { blocks }, designer)).toBe(msg);
    expect((await ok(A.getDecoration, {}, designer)).blocks).toEqual(defaultBlocks());
  });

  it('refuses a body that breaks the block shapes and more than 30 blocks', async () => {
    expect(await refused(A.saveDecoration, { blocks: [{ id: 'x', type: 'video' }] }, designer)).toMatch(/[\u4e00-\u9fff]/);
    const many = Array.from({ length: 31 }, (_, i) => notice('x', `n${i}`));
    expect(await refused(A.saveDecoration, { blocks: many }, designer)).toBe('最多30个模块');
  });

  it('safe URLs: app paths and http(s), never scripts or protocol-relative', () => {
    expect(isSafeUrl('/inside/goodsList?dirId=1')).toBe(true);
    expect(isSafeUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeUrl('//evil.example.com')).toBe(false);
    expect(isSafeUrl('JavaScript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,xx')).toBe(false);
  });
});

describe('uploads', () => {
  it('stores an image and serves it back; non-images and empty files refused', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2]);
    const uploaded = await call(A.uploadFile, { file: new File([bytes], 'banner.png', { type: 'image/png' }) }, designer);
    expect(uploaded).toMatchObject({ code: 1000, msg: '上传成功', data: { name: 'banner.png', size: 6 } });
    const served = await fetch(`http://shop.test${uploaded.data.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(getDb().uploads.at(-1)).toMatchObject({ scope: 'admin', ownerId: 3 });
    expect(await refused(A.uploadFile, { file: new File(['x'], 'a.txt', { type: 'text/plain' }) }, designer)).toBe(
      '只支持 JPG、PNG、WebP、GIF 图片',
    );
    expect(await refused(A.uploadFile, { file: new File([], 'a.png', { type: 'image/png' }) }, designer)).toBe('文件为空');
    expect((await call(A.uploadFile, { file: new File([bytes], 'b.png', { type: 'image/png' }) })).code).toBe(-1);
  });
});

describe('the storefront’s home layout (public.getHomeLayout)', () => {
  it('answers the main site’s published blocks without a session; a draft is not shown until published', async () => {
    const first = await ok(api.public.getHomeLayout, undefined);
    expect(first.blocks).toEqual(defaultBlocks());
    const reordered = [...defaultBlocks()].reverse();
    await ok(A.saveDecoration, { blocks: reordered }, designer);
    expect((await ok(api.public.getHomeLayout, undefined)).blocks).toEqual(defaultBlocks());
    await ok(A.saveDecoration, { blocks: reordered, publish: true }, designer);
    expect((await ok(api.public.getHomeLayout, undefined)).blocks.map((b) => b.id)).toEqual(reordered.map((b) => b.id));
    // a vip site's publication does not change the main site's home
    await ok(A.saveDecoration, { siteId: 2, blocks: [notice('萌萌小铺开业')], publish: true }, designer);
    expect((await ok(api.public.getHomeLayout, undefined)).blocks).toHaveLength(reordered.length);
  });

  it('the default layout while the main site was never published', async () => {
    const row = getDb().decorations.find((d) => d.siteId === 0);
    if (row) {
      row.publishedBlocks = null;
      row.publishedAt = null;
      row.blocks = [notice('未发布的草稿')];
    }
    expect((await ok(api.public.getHomeLayout, undefined)).blocks).toEqual(defaultBlocks());
  });
});
