// The production web server of docs/deployment.md, served for real: Debian's nginx with the documented
// server part (docs/nginx/cardshop.conf, as the doc shows it) in front of the production build, the API
// proxied to this worker's mock server through a spy that records what reaches the back end. The
// headers, the caching, the precompressed files (gzip_static: stock nginx has no brotli), what is not
// served, the history fallback, then the shop in Chromium behind it: pages, the API through the proxy,
// a log-in and a back-office page, and a reseller's site by path, by sub-domain and by its own domain.
import { readFile, stat } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WAIT } from '../test/waitBudgets.ts';
import { watchErrors } from './browser.ts';
import { callApi, logInAt, useHarness } from './harness.ts';
import { freePort } from './global-setup.ts';
import { prodURL } from './modes.ts';
import { buildPolicy, DEPLOYMENT_DOC, SERVER_PART, startHeaderSpy, startNginx, type HeaderSpy, type RunningNginx } from './nginx.ts';

const dist = inject('distDir');
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;

const HOME_HEADING = '云卡数字商城';
const SITE_TITLE = '小鹿数码商城';
/** The seed site's own domain (mocks/README.md, "Reseller sub-sites"): its CNAME is verified. */
const OWN_DOMAIN = 'shop.xiaolu-digital.com';

/**
 * The mock back end's own paths (its images and control endpoints), which no real back end has: proxied
 * by this server block beside the documented part.
 */
const MOCK_PATHS = `    location ~ ^/(?:__mock|mock-assets|mock-uploads)/ {
      proxy_pass http://cardshop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }`;

let nginx: RunningNginx;
let spy: HeaderSpy;
let indexHtml: string;

// Before the harness's hooks: the server is up before its page opens anything.
beforeAll(async () => {
  indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
  spy = await startHeaderSpy(prodURL());
  nginx = await startNginx({ root: dist, port, upstream: spy.address, extra: MOCK_PATHS });
});

const h = useHarness({ baseURL, viewport: { width: 1440, height: 900 } });

afterAll(async () => {
  const errors = (await nginx?.errors()) ?? [];
  await Promise.all([nginx?.close(), spy?.close()]);
  expect(errors, 'nginx error log').toEqual([]);
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET to nginx with exactly these request headers (a browser always sends its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseURL}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const exists = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/** The build's entry script (`/assets/index-HASH.js`), which has a `.gz` beside it. */
async function entryScript(): Promise<string> {
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  expect(src, 'the entry script in index.html').toBeTruthy();
  expect(await exists(join(dist, `${src}.gz`)), `${src}.gz in the build`).toBe(true);
  return src as string;
}

/**
 * A context whose every request goes to nginx as its HTTP proxy (the host stays the own domain's), with
 * what browser.ts's `newContext` gives every context: its wait budget and CSP violations as console errors.
 */
async function ownDomainContext(): Promise<BrowserContext> {
  const context = await h.browser.newContext({
    baseURL: `http://${OWN_DOMAIN}`,
    proxy: { server: baseURL },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(WAIT.browserAction);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return context;
}

const SECURITY = () => ({
  'content-security-policy': `${buildPolicy(indexHtml)}; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

describe('nginx with docs/nginx/cardshop.conf in front of the production build', () => {
  it('docs/deployment.md shows the tested server part as it is', async () => {
    const [doc, part] = await Promise.all([readFile(DEPLOYMENT_DOC, 'utf8'), readFile(SERVER_PART, 'utf8')]);
    const firstLine = part.slice(0, part.indexOf('\n') + 1);
    const shown = doc
      .split('```nginx\n')
      .slice(1)
      .map((block) => block.slice(0, block.indexOf('```')))
      .find((block) => block.startsWith(firstLine));
    expect(shown).toBe(part);
  });

  it('sends the security headers and the caching of index.html and of assets/, and serves no build bookkeeping', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers).toMatchObject({ ...SECURITY(), 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
    expect(home.body.toString()).toBe(indexHtml);

    const script = await entryScript();
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers).toMatchObject({ ...SECURITY(), 'cache-control': 'public, max-age=31536000, immutable' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body.equals(await readFile(join(dist, script)))).toBe(true);

    // The build's manifest is there, and not served; a missing asset is a 404, not the app's page.
    expect(await exists(join(dist, '.vite', 'manifest.json'))).toBe(true);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(manifest.headers).toMatchObject(SECURITY());
    expect((await get('/assets/no-such-file.js')).status).toBe(404);

    // Any page path (a deep route, an unknown one, a site's path) is index.html, not cached.
    for (const path of ['/inside/goodsList', '/no/such/page', '/s/xiaolu/inside/goodsList']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.body.toString(), path).toBe(indexHtml);
    }
  });

  it('sends the build’s .gz files as they are to a client that accepts gzip; brotli only with a module stock nginx lacks', async () => {
    const script = await entryScript();
    const gzipped = await get(script, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gzipped.body.equals(await readFile(join(dist, `${script}.gz`)))).toBe(true);
    expect(gunzipSync(gzipped.body).equals(await readFile(join(dist, script)))).toBe(true);
    // The .br beside it is never sent by the stock package: a browser asking for both gets gzip.
    expect(await exists(join(dist, `${script}.br`))).toBe(true);
    expect((await get(script, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get(script, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('gzip');
  });

  it('runs the shop: the home page, a deep route with the goods read through the proxy, the 404 page, under the policy', async () => {
    const { page, errors } = h;
    const assets: Response[] = [];
    const onResponse = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    };
    page.on('response', onResponse);
    try {
      const home = await page.goto('/');
      expect(home?.headers()).toMatchObject(SECURITY());
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();

      await page.goto('/inside/goodsList');
      await page
        .getByRole('link', { name: /爱奇艺黄金VIP月卡/ })
        .first()
        .waitFor();
      expect(spy.seen.some((seen) => seen.path === '/inside/inter/getGoodsList')).toBe(true);

      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    } finally {
      page.off('response', onResponse);
    }
    // Chromium asks for gzip and br: every script with a .gz in the build came as gzip.
    const compressible: Response[] = [];
    for (const response of assets) if (await exists(join(dist, `${new URL(response.url()).pathname}.gz`))) compressible.push(response);
    expect(compressible.length).toBeGreaterThan(0);
    expect(compressible.map((response) => [response.url(), response.headers()['content-encoding']])).toEqual(
      compressible.map((response) => [response.url(), 'gzip']),
    );
    expect(errors).toEqual([]);
  });

  it('a customer logs in and opens a back-office page: the balance the API answers', async () => {
    await logInAt(h, '/inside/accountmoney');
    const { balance } = await callApi<{ balance: number }>(h.page, '/inside/inter/getAccount');
    const shown = `¥${balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => h.page.getByTestId('available-balance').textContent()).toBe(shown);
    expect(h.errors).toEqual([]);
  });

  it('serves the same build to every host of a reseller site; the back end gets the host and the site', async () => {
    const { page, errors } = h;
    const siteHeading = page.getByRole('heading', { level: 1, name: new RegExp(SITE_TITLE) });
    await page.goto('/s/xiaolu');
    await siteHeading.waitFor();
    const subDomain = `xiaolu.localhost`;
    await page.goto(`http://${subDomain}:${port}/`);
    await siteHeading.waitFor();
    expect(errors).toEqual([]);

    // A reseller's own domain resolves nowhere here: the browser reaches nginx as its proxy, with that host.
    const context = await ownDomainContext();
    try {
      const own = await context.newPage();
      const ownErrors = watchErrors(own);
      const answer = await own.goto('/');
      expect(answer?.headers()).toMatchObject({ ...SECURITY(), 'cache-control': 'no-cache' });
      await own.getByRole('heading', { level: 1, name: new RegExp(SITE_TITLE) }).waitFor();
      expect(ownErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const siteInfo = spy.seen.filter((seen) => seen.path === '/inside/inter/getSiteInfo');
    const asked = (host: string) => siteInfo.filter((seen) => seen.headers.host === host).map((seen) => seen.headers['x-site']);
    expect(asked(subDomain)).toContain('xiaolu');
    expect(asked(OWN_DOMAIN)).toContain('xiaolu');
    expect(asked('127.0.0.1')).toContain('xiaolu'); // the path site, on the main host
  });
});
