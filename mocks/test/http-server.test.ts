// The mocked API over real HTTP: a server on a free port, fetch from the test, no interception.
import { api, fillAdminPath, isAdminEndpoint, prepareBody, type Endpoint } from '@shop/session/contract';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TOKENS, clearScenario, server as interceptor, setScenario } from '../node.ts';
import { implementedIds, routes } from '../handlers/index.ts';
import { parseArgs, scenarioOf } from '../server/cli.ts';
import { getDb } from '../db/index.ts';
import { drawChaos } from '../scenarios/chaos.ts';
import { pickEncoding, startMockHttpServer, type RunningMockServer } from '../server/http.ts';

let running: RunningMockServer;
const dist = mkdtempSync(join(tmpdir(), 'mock-dist-'));
mkdirSync(join(dist, 'assets'));
const CSP = "default-src 'self'; script-src 'self'; object-src 'none'";
const INDEX =
  `<!doctype html><meta http-equiv="Content-Security-Policy" content="${CSP.replaceAll("'", '&#39;')}">` +
  '<div id="app"></div><script type="module" src="/assets/app.js"></script>';
writeFileSync(join(dist, 'index.html'), INDEX);
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))})`;
writeFileSync(join(dist, 'assets', 'app.js'), APP_JS);
// As the build's precompress plugin writes them (scripts/buildPlugins.ts).
writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(APP_JS));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"secret":true}');

/** A GET without fetch's automatic decompression: status, headers and the bytes as sent. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${running.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  // Real sockets only: the in-process interceptor would answer these requests itself.
  interceptor.close();
  running = await startMockHttpServer({ port: 0, staticDir: dist });
});

afterAll(async () => {
  await running.close();
  interceptor.listen({ onUnhandledRequest: 'error' });
});

const post = (path: string, init: RequestInit = {}) => fetch(`${running.url}${path}`, { method: 'POST', ...init });

function requestFor(endpoint: Endpoint, token: string | undefined): RequestInit {
  const prepared = prepareBody(endpoint.encoding, {});
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  if (prepared.kind === 'text') headers['Content-Type'] = prepared.contentType;
  return {
    method: 'POST',
    headers,
    body: prepared.kind === 'text' ? prepared.text : prepared.kind === 'multipart' ? new FormData() : undefined,
  };
}

describe('the API over HTTP', () => {
  it('answers every implemented endpoint with a JSON envelope', async () => {
    expect(routes.length).toBe(implementedIds.length);
    // Log-outs end the seed sessions the other calls use: they go last.
    const last = (id: string) => Number(id.endsWith('.logout'));
    for (const { endpoint } of [...routes].sort((a, b) => last(a.endpoint.id) - last(b.endpoint.id))) {
      const token =
        endpoint.auth === 'admin'
          ? SEED_TOKENS.admin
          : endpoint.auth === 'other'
            ? SEED_TOKENS.other
            : endpoint.auth === 'user'
              ? endpoint.area === 'supply'
                ? SEED_TOKENS.supplier
                : SEED_TOKENS.vipshop
              : undefined;
      const path = isAdminEndpoint(endpoint) ? fillAdminPath(endpoint.path, 'shopadmin') : endpoint.path;
      const response = await fetch(`${running.url}${path}`, requestFor(endpoint, token));
      expect(response.status, endpoint.id).toBe(200);
      expect(response.headers.get('content-type'), endpoint.id).toContain('application/json');
      const body = (await response.json()) as { code: number; msg: string };
      // Without fields some calls are refused with 1001 and a reason; none may fail otherwise.
      expect([1000, 1001], `${endpoint.id}: ${body.msg}`).toContain(body.code);
    }
  }, 60_000);

  it('logs in with a form body and calls with the token; session codes arrive as in the spec', async () => {
    const login = await (
      await post('/inside/inter/login', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'loginName=demo&password=demo123456',
      })
    ).json();
    expect(login).toMatchObject({ code: 1000, msg: '登录成功' });
    const account = await (await post('/inside/inter/getAccount', { headers: { Authorization: login.data.authCode } })).json();
    expect(account.data.loginName).toBe('demo');
    expect(await (await post('/inside/inter/getAccount')).json()).toMatchObject({ code: -2 });
    expect(await (await post('/shopadmin/inter/getAdminInfo')).json()).toMatchObject({ code: -1 });
    expect(await (await post('/other/inter/getAccount')).json()).toMatchObject({ code: -3 });
  });

  it('uploads multipart over HTTP and serves the file back', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'proof.png', { type: 'image/png' }));
    const answer = await (await post(api.customer.uploadFile.path, { headers: { Authorization: SEED_TOKENS.demo }, body: form })).json();
    expect(answer).toMatchObject({ code: 1000, data: { name: 'proof.png', size: 3 } });
    const file = await fetch(`${running.url}${answer.data.url}`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('an unknown API path is a 404', async () => {
    expect((await post('/inside/inter/noSuchCall')).status).toBe(404);
  });

  it('answers CORS preflights for another origin, with credentials', async () => {
    const response = await fetch(`${running.url}/inside/inter/getAccount`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5181',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5181');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('scenarios over HTTP', () => {
  it('a real status code, by header, by ?scenario= and for the whole server', async () => {
    expect((await post('/inside/inter/getSiteInfo', { headers: { 'X-Mock-Scenario': 'http-503' } })).status).toBe(503);
    expect((await post('/inside/inter/getSiteInfo?scenario=http-404')).status).toBe(404);
    const set = await fetch(`${running.url}/__mock/scenario?name=http-502&path=/inside/inter/getAccount`, { method: 'POST' });
    expect((await set.json()).scenario).toEqual({ name: 'http-502', path: '/inside/inter/getAccount' });
    const failed = await post('/inside/inter/getAccount', { headers: { Authorization: SEED_TOKENS.demo } });
    expect(failed.status).toBe(502);
    expect(failed.statusText).toBe('Bad Gateway');
    expect(await failed.text()).toContain('502 Bad Gateway');
    expect((await post('/inside/inter/getSiteInfo')).status).toBe(200);
    await fetch(`${running.url}/__mock/scenario?name=off`, { method: 'POST' });
    expect((await post('/inside/inter/getAccount', { headers: { Authorization: SEED_TOKENS.demo } })).status).toBe(200);
  });

  it('a page URL with ?scenario= sets it, ?scenario=off clears it (as in dev)', async () => {
    const page = await fetch(`${running.url}/inside/index?scenario=session-expired-user`);
    expect(page.status).toBe(200);
    expect(await (await post('/inside/inter/getSiteInfo')).json()).toMatchObject({ code: -2 });
    await fetch(`${running.url}/?scenario=off`);
    expect(await (await post('/inside/inter/getSiteInfo')).json()).toMatchObject({ code: 1000 });
  });

  it('network-error drops the connection', async () => {
    setScenario('network-error');
    await expect(post('/inside/inter/getSiteInfo')).rejects.toThrow(TypeError);
    clearScenario();
  });

  it('chaos over real HTTP: a connection dropped after the handler ran keeps the write', async () => {
    // The first doFavorite call under this seed: dropped after the handler (the pure draw says which seed).
    let seed = 1;
    while (!(
      drawChaos({ rate: 1, seed }, 'customer.doFavorite', 0, true)?.kind === 'network-error' &&
      drawChaos({ rate: 1, seed }, 'customer.doFavorite', 0, true)?.after
    ))
      seed += 1;
    await fetch(`${running.url}/__mock/scenario?name=chaos&rate=1&seed=${seed}&path=/inside/inter/doFavorite`, { method: 'POST' });
    const favorite = () =>
      post('/inside/inter/doFavorite', {
        headers: { Authorization: SEED_TOKENS.demo, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'goodsId=2',
      });
    await expect(favorite()).rejects.toThrow(TypeError);
    expect(getDb().favorites.some((f) => f.customerId === 1 && f.goodsId === 2)).toBe(true);
    const state = await (await fetch(`${running.url}/__mock/state`)).json();
    expect(state.chaos).toMatchObject({ calls: 1, after: 1, failed: { 'network-error': 1 } });
    await fetch(`${running.url}/__mock/scenario?name=off`, { method: 'POST' });
    expect((await favorite()).status).toBe(200);
  });

  it('slow holds the answer long enough for a client timeout to fire', async () => {
    setScenario({ name: 'slow', delayMs: 400 });
    await expect(post('/inside/inter/getSiteInfo', { signal: AbortSignal.timeout(100) })).rejects.toThrow(/timeout|aborted/i);
    const start = performance.now();
    expect((await post('/inside/inter/getSiteInfo')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(350);
    clearScenario();
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    const response = await post('/inside/inter/getSiteInfo', { headers: { 'X-Mock-Scenario': 'malformed' } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });
});

describe('the built app, same-origin', () => {
  it('serves files, index.html for page paths (SPA fallback), never outside the directory', async () => {
    const index = await fetch(`${running.url}/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('id="app"');
    const js = await fetch(`${running.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const deep = await fetch(`${running.url}/inside/showordermess?orderNo=1`);
    expect(await deep.text()).toContain('id="app"');
    expect((await fetch(`${running.url}/assets/missing.js`)).status).toBe(404);
    const dotted = await fetch(`${running.url}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await dotted.text()).toContain('id="app"');
    const escaped = await fetch(`${running.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain('root:');
    expect((await fetch(`${running.url}/`, { method: 'HEAD' })).headers.get('content-length')).not.toBeNull();
    expect((await fetch(`${running.url}/mock-assets/goods/1.svg`)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('sends the precompressed file the client accepts (brotli first), the plain one otherwise', async () => {
    const br = await raw('/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    const gz = await raw('/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    const plain = await raw('/assets/app.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    // No precompressed file (index.html is under 1 KB here): sent as it is.
    expect((await raw('/', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('picks the encoding by the client’s q-values and what exists', () => {
    const both = { br: true, gzip: true };
    expect(pickEncoding('gzip, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('*;q=0', both)).toBeNull();
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { br: false, gzip: true })).toBeNull();
  });

  it('caches hashed assets for a year, index.html never without asking, other files an hour', async () => {
    expect((await raw('/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/inside/myOrder')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build’s CSP with frame-ancestors, nosniff and a referrer policy; never the build’s bookkeeping', async () => {
    for (const path of ['/', '/login', '/assets/app.js']) {
      const { headers } = await raw(path);
      expect(headers['content-security-policy'], path).toBe(`${CSP}; frame-ancestors 'none'`);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    const manifest = await raw('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(manifest.body.toString()).not.toContain('secret');
  });
});

describe('the command line', () => {
  it('parses its flags and refuses bad ones', () => {
    expect(
      parseArgs(['--port', '4010', '--static=packages/app/dist', '--seed', 'large', '--scenario', 'http-500', '--scenario-path', '/x']),
    ).toEqual({
      port: 4010,
      staticDir: 'packages/app/dist',
      size: 'large',
      scenario: 'http-500',
      scenarioPath: '/x',
    });
    expect(parseArgs(['--', '-p', '1'])).toEqual({ port: 1 });
    expect(parseArgs(['--help'])).toEqual({ help: true });
    expect(() => parseArgs(['--nope'])).toThrow(/unknown option/);
    expect(() => parseArgs(['--port'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--port', 'x'])).toThrow(/number/);
    expect(() => parseArgs(['--seed', 'huge'])).toThrow(/standard or large/);
    expect(() => parseArgs(['--scenario', 'teapot'])).toThrow(/unknown scenario/);
    // Chaos: --rate and a numeric --seed (a word after --seed still picks the world).
    const chaos = parseArgs(['--scenario', 'chaos', '--rate', '0.3', '--seed', '7', '--seed', 'large']);
    expect(chaos).toEqual({ scenario: 'chaos', rate: 0.3, chaosSeed: 7, size: 'large' });
    expect(scenarioOf(chaos)).toEqual({ name: 'chaos', rate: 0.3, seed: 7 });
    expect(scenarioOf(parseArgs(['--scenario', 'chaos']))).toEqual({ name: 'chaos' });
    expect(() => parseArgs(['--scenario', 'chaos', '--rate', '2'])).toThrow(/share/);
    expect(() => parseArgs(['--rate', '0.3'])).toThrow(/--scenario chaos/);
    expect(() => parseArgs(['--seed', '7'])).toThrow(/--scenario chaos/);
  });
});
