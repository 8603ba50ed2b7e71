// Images the seed points at, drawn as SVG on request so no binary files are needed: goods covers,
// avatars, logos, banners, posters, QR codes; and the bytes of uploaded files. Mock-only URLs:
// `/mock-assets/{kind}/{id}.svg` and `/mock-uploads/{id}`.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createRng } from '../db/prng.ts';
import { getDb } from '../db/index.ts';

const PALETTE = ['#f97316', '#2563eb', '#16a34a', '#db2777', '#7c3aed', '#0891b2', '#ca8a04', '#dc2626'];
const escape = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);

const svg = (width: number, height: number, body: string, label: string) =>
  new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">${body}</svg>`,
    { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } },
  );

const text = (x: number, y: number, size: number, content: string, color = '#fff', weight = 600) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle" dominant-baseline="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">${escape(content)}</text>`;

function draw(kind: string, id: number): Response | undefined {
  const color = PALETTE[id % PALETTE.length] as string;
  const db = getDb();
  switch (kind) {
    case 'goods': {
      const goods = db.goods.find((g) => g.id === id);
      const name = goods?.name ?? '商品';
      return svg(
        400,
        400,
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="400" height="400" rx="24" fill="url(#g)"/>${text(200, 170, 96, name.slice(0, 2))}${text(200, 290, 26, name.length > 14 ? `${name.slice(0, 14)}…` : name, '#f3f4f6', 400)}`,
        name,
      );
    }
    case 'avatar': {
      const customer = db.customers.find((c) => c.id === id);
      const name = customer?.nickname ?? '用户';
      return svg(120, 120, `<circle cx="60" cy="60" r="60" fill="${color}"/>${text(60, 62, 52, name.slice(0, 1))}`, name);
    }
    case 'logo': {
      // A square mark (the header draws logos in a square beside the site's name).
      const name = id === 0 ? '云卡' : (db.vipSites.find((s) => s.id === id)?.name.slice(0, 2) ?? '分站');
      return svg(96, 96, `<rect width="96" height="96" rx="20" fill="${color}"/>${text(48, 50, 40, name.slice(0, 1))}`, `${name} logo`);
    }
    case 'banner':
      return svg(
        1200,
        360,
        `<rect width="1200" height="360" fill="${color}"/>${text(600, 150, 64, id === 2 ? '双十二会员卡限时特惠' : '视频会员低至5折')}${text(600, 240, 28, '全场卡密 7×24 小时自动发货', '#fef3c7', 400)}`,
        '活动横幅',
      );
    case 'poster':
      return svg(
        750,
        1334,
        `<rect width="750" height="1334" fill="${color}"/>${text(375, 300, 60, '云卡数字商城')}${text(375, 400, 32, '会员卡密低至5折，扫码注册', '#fff', 400)}<rect x="225" y="800" width="300" height="300" fill="#fff"/>`,
        '邀请海报',
      );
    case 'qr': {
      const rng = createRng(id + 7);
      let cells = '';
      for (let y = 0; y < 25; y += 1)
        for (let x = 0; x < 25; x += 1) if (rng.chance(0.45)) cells += `<rect x="${x * 8}" y="${y * 8}" width="8" height="8"/>`;
      return svg(200, 200, `<rect width="200" height="200" fill="#fff"/><g fill="#111">${cells}</g>`, '二维码');
    }
    case 'proof':
      return svg(480, 320, `<rect width="480" height="320" fill="#e5e7eb"/>${text(240, 160, 28, '问题截图', '#374151')}`, '问题截图');
    default:
      return undefined;
  }
}

export const assetHandlers: HttpHandler[] = [
  http.get(/\/mock-assets\/([a-z]+)\/(\d+|[a-z]+)\.svg$/, ({ request }) => {
    const match = /\/mock-assets\/([a-z]+)\/(\d+|[a-z]+)\.svg$/.exec(new URL(request.url).pathname);
    if (!match) return undefined;
    const id = Number(match[2]);
    return draw(match[1] as string, Number.isFinite(id) ? id : 1);
  }),
  http.get(/\/mock-uploads\/(\d+)$/, ({ request }) => {
    const id = Number(/\/mock-uploads\/(\d+)$/.exec(new URL(request.url).pathname)?.[1]);
    const upload = getDb().uploads.find((u) => u.id === id);
    if (!upload) return new HttpResponse('Not Found', { status: 404 });
    if (upload.data === null) return draw('proof', id);
    const bytes = Uint8Array.from(atob(upload.data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': upload.type } });
  }),
];
