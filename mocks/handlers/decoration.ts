// Admin site decoration (`/:path/decorate/desktop`): the home layout of the main site (siteId 0) or
// of a vip site, as a draft the page edits and a published copy visitors see; the options the page
// offers; image uploads. Every call needs the admin session (-1 when it ended) and role id 3
// (the guard's decoration role; verifyRole "0" passes everything).
// `/` reads the main site's published blocks without a session (`public.getHomeLayout`).
import { api, type DecorationBlock, type DecorationLayout } from '@shop/session/contract';
import { MAIN_SITE_TITLE, defaultBlocks, formatDateTime, formatMaybe, type AdminRow, type Db, type DecorationRow } from '../db/index.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { storeImage } from './kit/uploads.ts';
import { directoryView } from './kit/views.ts';

const A = api.admin;

/** The role id of the decoration routes (the seed's designer holds only this one). */
export const DECORATION_ROLE_ID = 3;
const DECORATOR = { roleId: DECORATION_ROLE_ID } as const;

export const DECORATION_LIMITS = {
  blocks: 30,
  bannerImages: 10,
  goodsLimit: 50,
  columns: 8,
  noticeLength: 200,
  footerLinks: 10,
} as const;

const BLOCK_LABELS: Record<DecorationBlock['type'], string> = {
  banner: '轮播图',
  notice: '公告栏',
  categories: '分类导航',
  goods: '商品列表',
  footer: '页脚',
};

function siteName(db: Db, siteId: number): string {
  if (siteId === 0) return MAIN_SITE_TITLE;
  const site = db.vipSites.find((s) => s.id === siteId);
  if (!site) fail('站点不存在');
  return site.name;
}

function layoutView(db: Db, siteId: number, row: DecorationRow): DecorationLayout {
  return {
    siteId,
    siteName: siteName(db, siteId),
    blocks: structuredClone(row.blocks),
    updatedAt: formatDateTime(row.updatedAt),
    publishedAt: formatMaybe(row.publishedAt),
    published: row.publishedAt !== null && row.publishedAt >= row.updatedAt,
  };
}

/** The row of a site; a site never decorated starts from the default layout, unpublished. */
function decorationOf(db: Db, siteId: number): DecorationRow {
  const row = db.decorations.find((d) => d.siteId === siteId);
  if (row) return row;
  const createdAt = siteId === 0 ? 0 : (db.vipSites.find((s) => s.id === siteId)?.createdAt ?? 0);
  return { siteId, blocks: defaultBlocks(), updatedAt: createdAt, publishedBlocks: null, publishedAt: null };
}

/** A link or image address a visitor may follow: a path of the app or an http(s) URL, never `javascript:` and the like. */
export function isSafeUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s"'<>]+$/i.test(url);
}

/** The first problem of a layout, as the Chinese message the page shows; null when it may be saved. */
export function layoutProblem(db: Db, blocks: readonly DecorationBlock[]): string | null {
  if (blocks.length === 0) return '请至少添加一个模块';
  const ids = new Set<string>();
  const dirIds = new Set(db.directories.map((d) => d.id));
  let footers = 0;
  for (const [index, block] of blocks.entries()) {
    const where = `第${index + 1}个模块（${BLOCK_LABELS[block.type]}）`;
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(block.id)) return `${where}：模块ID应为1到40位字母、数字、短横线或下划线`;
    if (ids.has(block.id)) return `${where}：模块ID“${block.id}”重复`;
    ids.add(block.id);
    const problem = blockProblem(block, dirIds);
    if (problem !== null) return `${where}：${problem}`;
    if (block.type === 'footer') footers += 1;
  }
  if (footers > 1) return '页脚模块只能有一个';
  return null;
}

function blockProblem(block: DecorationBlock, dirIds: ReadonlySet<number>): string | null {
  const { columns } = DECORATION_LIMITS;
  switch (block.type) {
    case 'banner':
      if (block.images.length === 0) return '请至少添加一张图片';
      if (block.images.length > DECORATION_LIMITS.bannerImages) return `最多${DECORATION_LIMITS.bannerImages}张图片`;
      for (const [i, image] of block.images.entries()) {
        if (image.src.trim() === '' || !isSafeUrl(image.src)) return `第${i + 1}张图片的地址无效，请重新上传`;
        if (image.link !== '' && !isSafeUrl(image.link)) return `第${i + 1}张图片的链接应为站内路径或 http(s) 地址`;
        if (image.alt.length > 60) return `第${i + 1}张图片的说明不能超过60个字符`;
      }
      return null;
    case 'notice':
      if (block.text.trim() === '') return '请输入公告内容';
      return block.text.length > DECORATION_LIMITS.noticeLength ? `公告内容不能超过${DECORATION_LIMITS.noticeLength}个字符` : null;
    case 'categories':
      if (block.dirIds.length === 0) return '请至少选择一个分类';
      if (new Set(block.dirIds).size !== block.dirIds.length) return '分类不能重复';
      if (block.dirIds.some((id) => !dirIds.has(id))) return '所选分类不存在，请刷新后重新选择';
      return block.columns < 1 || block.columns > columns ? `每行显示数量为1到${columns}` : null;
    case 'goods':
      if (block.title.trim() === '' || block.title.length > 20) return '标题为1到20个字符';
      if (block.dirId !== null && !dirIds.has(block.dirId)) return '所选分类不存在，请刷新后重新选择';
      if (block.limit < 1 || block.limit > DECORATION_LIMITS.goodsLimit) return `显示数量为1到${DECORATION_LIMITS.goodsLimit}`;
      return block.columns < 1 || block.columns > columns ? `每行显示数量为1到${columns}` : null;
    case 'footer':
      if (block.text.length > 200) return '页脚文字不能超过200个字符';
      if (block.links.length > DECORATION_LIMITS.footerLinks) return `最多${DECORATION_LIMITS.footerLinks}个链接`;
      for (const [i, link] of block.links.entries()) {
        if (link.label.trim() === '' || link.label.length > 20) return `第${i + 1}个链接的文字为1到20个字符`;
        if (!isSafeUrl(link.href)) return `第${i + 1}个链接应为站内路径或 http(s) 地址`;
      }
      return null;
  }
}

const mayPublish = (admin: AdminRow) => admin.verifyRole === '0' || admin.access.includes('decorate:publish');

export const decorationRoutes: MockRoute[] = [
  // The storefront's read of what `/` draws: the published blocks (never the draft) of the main site,
  // or of the reseller site the call names (the editor's site picker edits per site).
  route(api.public.getHomeLayout, ({ db, site }) => ({
    blocks: structuredClone(decorationOf(db, site?.id ?? 0).publishedBlocks ?? defaultBlocks()),
  })),

  route(A.getDecoration, ({ db, body }) => layoutView(db, body.siteId, decorationOf(db, body.siteId)), DECORATOR),

  route(
    A.getDecorationOptions,
    ({ db }) => {
      const defaults = defaultBlocks();
      const types: Array<DecorationBlock['type']> = ['banner', 'notice', 'categories', 'goods', 'footer'];
      return {
        blocks: types.map((type) => ({
          type,
          label: BLOCK_LABELS[type],
          defaults: structuredClone(defaults.find((b) => b.type === type) as DecorationBlock),
        })),
        directories: [...db.directories].sort((a, b) => a.sort - b.sort).map((d) => directoryView(db, d)),
        sites: [
          { id: 0, name: MAIN_SITE_TITLE, path: '' },
          ...db.vipSites.filter((s) => s.status !== 'disabled').map((s) => ({ id: s.id, name: s.name, path: s.path })),
        ],
        devices: [
          { id: 'mobile' as const, label: '手机', width: 375 },
          { id: 'tablet' as const, label: '平板', width: 768 },
          { id: 'desktop' as const, label: '电脑', width: 1280 },
        ],
        limits: { ...DECORATION_LIMITS },
      };
    },
    DECORATOR,
  ),

  route(
    A.saveDecoration,
    ({ db, body, admin, now }) => {
      siteName(db, body.siteId);
      const problem = layoutProblem(db, body.blocks);
      if (problem !== null) fail(problem);
      let row = db.decorations.find((d) => d.siteId === body.siteId);
      if (!row) {
        row = { ...decorationOf(db, body.siteId) };
        db.decorations.push(row);
      }
      row.blocks = structuredClone(body.blocks);
      row.updatedAt = now;
      if (body.publish && !mayPublish(admin)) {
        // The draft is kept: a missing right must not lose the work on the page.
        fail('草稿已保存，但您没有发布权限，请联系有发布权限的管理员发布');
      }
      if (body.publish) {
        row.publishedBlocks = structuredClone(body.blocks);
        row.publishedAt = now;
      }
      return reply(layoutView(db, body.siteId, row), { msg: body.publish ? '已保存并发布' : '草稿已保存' });
    },
    DECORATOR,
  ),

  route(
    A.uploadFile,
    async ({ db, body, admin, now }) => reply(await storeImage(db, body.file, { scope: 'admin', id: admin.id }, now), { msg: '上传成功' }),
    DECORATOR,
  ),
];
