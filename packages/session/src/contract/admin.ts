// The admin area under the configurable prefix (spec §6 `admin_path`, R6.1: those requests carry the
// admin token and an ended session answers -1, R2.6): the admin log-in and site decoration
// (`/:path/decorate/desktop`). Paths are ours and hold the placeholder; fill it with `fillAdminPath`.
import * as v from 'valibot';
import { ADMIN_PATH_PLACEHOLDER, areaEndpoints, count, dateTime, DOCS, int, noBody, ok } from './define.ts';
import { fileField, text } from './fields.ts';
import { decorationBlockSchema, decorationLayoutSchema, directorySchema } from './entities.ts';

const e = areaEndpoints('admin', `/${ADMIN_PATH_PLACEHOLDER}/inter/`);

export const adminInfoSchema = v.object({
  id: count(),
  username: v.string(),
  name: v.string(),
  /** Role ids for the guard (R4.3), stored comma-separated in the `roleIds` cookie. */
  roleIds: v.array(count()),
  /** "0" lets every admin route through (R4.4). */
  verifyRole: v.picklist(['0', '1']),
  /** The access list of element permissions (R6.2). */
  access: v.array(v.string()),
});

export const admin = {
  login: e('login', {
    auth: 'none',
    summary: DOCS ? 'Admin log-in; answers the token the app stores as `admin_token` (R3.3) and the role data for the cookies (R3.4).' : '',
    request: v.object({ username: text('用户名', 50), password: v.string('请输入密码') }),
    response: v.object({ token: v.string(), expiresAt: dateTime(), admin: adminInfoSchema }),
  }),
  logout: e('logout', {
    encoding: 'none',
    auth: 'admin',
    summary: DOCS ? 'End the admin session.' : '',
    request: noBody,
    response: ok,
  }),
  getAdminInfo: e('getAdminInfo', {
    encoding: 'none',
    auth: 'admin',
    summary: DOCS ? 'The logged-in admin: name, role ids, verifyRole and access list.' : '',
    request: noBody,
    response: adminInfoSchema,
  }),
  getDecoration: e('getDecoration', {
    auth: 'admin',
    summary: DOCS
      ? 'The home-page layout draft of a site (0: the main site; a vip site by id) for the decoration page; a site never decorated answers the default layout. Role id 3.'
      : '',
    request: v.object({ siteId: v.optional(int(), 0) }),
    response: decorationLayoutSchema,
  }),
  getDecorationOptions: e('getDecorationOptions', {
    encoding: 'none',
    auth: 'admin',
    summary: DOCS
      ? 'What the decoration page offers: block types with their defaults and limits, directories to pick, sites to decorate, preview devices.'
      : '',
    request: noBody,
    response: v.object({
      blocks: v.array(v.object({ type: v.string(), label: v.string(), defaults: decorationBlockSchema })),
      directories: v.array(directorySchema),
      /** `path`: a reseller site's, for its preview's reads (X-Site); '' for the main site. */
      sites: v.array(v.object({ id: count(), name: v.string(), path: v.optional(v.string(), '') })),
      devices: v.array(v.object({ id: v.picklist(['mobile', 'tablet', 'desktop']), label: v.string(), width: count() })),
      limits: v.object({
        blocks: count(),
        bannerImages: count(),
        goodsLimit: count(),
        columns: count(),
        noticeLength: count(),
        footerLinks: count(),
      }),
    }),
  }),
  saveDecoration: e('saveDecoration', {
    encoding: 'json',
    auth: 'admin',
    summary: DOCS
      ? 'Save the draft of a site’s home layout (validated: unique ids, known directories, safe links, limits) and with publish=true publish it (needs the decorate:publish access); JSON body because blocks nest.'
      : '',
    request: v.object({
      siteId: v.optional(int(), 0),
      blocks: v.pipe(v.array(decorationBlockSchema, '请提供模块列表'), v.maxLength(30, '最多30个模块')),
      publish: v.optional(v.boolean(), false),
    }),
    response: decorationLayoutSchema,
  }),
  uploadFile: e('uploadFile', {
    encoding: 'multipart',
    auth: 'admin',
    summary: DOCS ? 'Upload an image for decoration (JPG, PNG, WebP, GIF; at most 10 MB); answers the URL to put in a block.' : '',
    request: v.object({ file: fileField() }),
    response: v.object({ url: v.string(), name: v.string(), size: count() }),
  }),
} as const;

export type AdminInfo = v.InferOutput<typeof adminInfoSchema>;
