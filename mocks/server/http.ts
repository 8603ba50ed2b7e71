// A real HTTP server over the same handlers (contract calls by their routes, the control endpoints and
// images through @mswjs/http-middleware), so the production build (no MSW inside) can run against the
// mocked API same-origin and be tested over real HTTP: status codes, dropped connections, cookies,
// timeouts. It also serves a static directory with a single-page-app fallback.
// Scenarios work as everywhere: per request (X-Mock-Scenario header or ?scenario= on the API URL),
// for the server (`/__mock/scenario?name=…`), or from a page URL it serves (`/any/page?scenario=…`).
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { resetDb, type DbSize } from '../db/index.ts';
import { apiPathOf, concretePath, type MockRoute } from '../handlers/kit/framework.ts';
import { CONTROL_PREFIX, configureMocks, handlers, routes } from '../handlers/index.ts';
import { clearScenario, parseScenarioQuery, setScenario } from '../scenarios/index.ts';

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  /** A directory to serve (e.g. packages/app/dist), with index.html for unknown page paths. */
  staticDir?: string;
  adminPath?: string;
  basePath?: string;
  size?: DbSize;
}

export interface RunningMockServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Mock-only paths the handlers answer even for GET. */
const MOCK_GET = /^\/(mock-assets|mock-uploads)\/|^\/__mock\//;

function allowCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, X-Site, X-Mock-Scenario, X-Mock-Scenario-Path, X-Mock-Scenario-Delay, X-Mock-Scenario-Rate, X-Mock-Scenario-Seed',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
  return true;
}

/** The contract route a request calls, if any. */
function routeOf(req: IncomingMessage, url: URL): MockRoute | undefined {
  const requestPath = apiPathOf(url.href);
  if (requestPath === null) return undefined;
  return routes.find((r) => r.endpoint.method === req.method && concretePath(r.endpoint) === requestPath);
}

/**
 * A contract call, answered by its route here rather than by the middleware: a network error
 * (`HttpResponse.error()`, the `network-error` scenario and chaos, before or after the handler ran) has
 * no status to send, so the connection is dropped without an answer.
 */
async function answerRoute(route: MockRoute, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else for (const item of value ?? []) headers.append(key, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  const response = await route.respond(new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit));
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (response.body) Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res);
  else res.end();
}

/** Hashed build assets (`assets/…-HASH.js`, `assets/HASH.js`) never change under their name. */
const HASHED_ASSET = /^\/assets\//;
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

/** `br` or `gzip` when the client accepts it (q > 0) and a precompressed file exists; otherwise null. */
export function pickEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && wants('br')) return 'br';
  if (available.gzip && wants('gzip')) return 'gzip';
  return null;
}

/**
 * The headers a production server sends with the app (packages/app/README.md, "Production web server"):
 * the build's CSP (from its meta tag) plus `frame-ancestors`, no MIME sniffing, no full referrer to
 * other sites.
 */
export function securityHeaders(indexHtml: string): Record<string, string> {
  const csp = CSP_META.exec(indexHtml)?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"');
  return {
    ...(csp ? { 'Content-Security-Policy': `${csp}; frame-ancestors 'none'` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

async function serveStatic(root: string, url: URL, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  // Vite's build bookkeeping (manifest, module graph) is not for the public.
  if (pathname.startsWith('/.vite/')) return false;
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return false;
  const found = await stat(file).catch(() => null);
  let target = found?.isFile() ? file : found?.isDirectory() ? join(file, 'index.html') : null;
  // A page path of the single-page app (no file extension): index.html.
  if (target === null && extname(pathname) === '') target = join(root, 'index.html');
  if (target === null) return false;
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) return false;
  const isIndex = target.endsWith('index.html');
  // A page URL can carry the QA choice, as in dev: ?scenario=NAME[&scenarioPath=…], ?scenario=off, ?mockSeed=large.
  if (isIndex) applyPageQuery(url);
  const [br, gz] = await Promise.all([stat(`${target}.br`).catch(() => null), stat(`${target}.gz`).catch(() => null)]);
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: br?.isFile() === true, gzip: gz?.isFile() === true });
  const sent = encoding === 'br' ? `${target}.br` : encoding === 'gzip' ? `${target}.gz` : target;
  const size = encoding === 'br' ? br!.size : encoding === 'gzip' ? gz!.size : info.size;
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(target)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(size));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (br || gz) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    isIndex ? 'no-cache' : HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  for (const [name, value] of Object.entries(securityHeaders(await indexHtmlOf(root)))) res.setHeader(name, value);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(sent).pipe(res);
  return true;
}

const indexCache = new Map<string, { mtimeMs: number; html: string }>();

/** The served index.html (re-read when a new build replaced it). */
async function indexHtmlOf(root: string): Promise<string> {
  const path = join(root, 'index.html');
  const info = await stat(path).catch(() => null);
  if (!info) return '';
  const cached = indexCache.get(root);
  if (cached?.mtimeMs === info.mtimeMs) return cached.html;
  const html = await readFile(path, 'utf8');
  indexCache.set(root, { mtimeMs: info.mtimeMs, html });
  return html;
}

function applyPageQuery(url: URL): void {
  const query = parseScenarioQuery(url.search);
  if (query.kind === 'set') setScenario(query.scenario);
  if (query.kind === 'off') clearScenario();
  const seed = url.searchParams.get('mockSeed');
  if (seed === 'large' || seed === 'standard') resetDb({ size: seed });
}

/** Starts the server; port 0 picks a free one (see `url`). */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<RunningMockServer> {
  configureMocks({ adminPath: options.adminPath ?? 'shopadmin', basePath: options.basePath ?? '/' });
  if (options.size) resetDb({ size: options.size });
  const api = createMswApp(...handlers) as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  const root = options.staticDir ? resolve(options.staticDir) : null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (allowCors(req, res)) return;
    const route = routeOf(req, url);
    if (route) {
      answerRoute(route, req, res, url).catch(() => {
        res.statusCode = 500;
        res.end();
      });
      return;
    }
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !MOCK_GET.test(url.pathname) && !url.pathname.startsWith(CONTROL_PREFIX);
    if (root !== null && isPage) {
      serveStatic(root, url, req, res)
        .then((served) => {
          if (!served) api(req, res);
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
      return;
    }
    api(req, res);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    server,
    url,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
