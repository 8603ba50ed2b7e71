// A real HTTP server over the same handlers (@mswjs/http-middleware), so the production build (no
// MSW inside) can run against the mocked API same-origin and be tested over real HTTP: status
// codes, cookies, timeouts. It also serves a static directory with a single-page-app fallback.
// Scenarios work as everywhere: per request (X-Mock-Scenario header or ?scenario= on the API URL),
// for the server (`/__mock/scenario?name=…`), or from a page URL it serves (`/any/page?scenario=…`).
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { resetDb, type DbSize } from '../db/index.ts';
import { apiPathOf, concretePath } from '../handlers/framework.ts';
import { CONTROL_PREFIX, configureMocks, handlers, routes } from '../handlers/index.ts';
import { clearScenario, parseScenarioQuery, scenarioFor, setScenario } from '../scenarios/index.ts';

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
    'Authorization, Content-Type, X-Mock-Scenario, X-Mock-Scenario-Path, X-Mock-Scenario-Delay',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
  return true;
}

/** The `network-error` scenario over real HTTP: the connection is dropped without an answer. */
function dropsConnection(req: IncomingMessage, url: URL): boolean {
  const requestPath = apiPathOf(url.href);
  if (requestPath === null) return false;
  const match = routes.find((r) => r.endpoint.method === req.method && concretePath(r.endpoint) === requestPath);
  if (!match) return false;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  const scenario = scenarioFor(new Request(url, { headers }), concretePath(match.endpoint), requestPath);
  return scenario?.name === 'network-error';
}

async function serveStatic(root: string, url: URL, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return false;
  const found = await stat(file).catch(() => null);
  let target = found?.isFile() ? file : found?.isDirectory() ? join(file, 'index.html') : null;
  // A page path of the single-page app (no file extension): index.html.
  if (target === null && extname(pathname) === '') target = join(root, 'index.html');
  if (target === null) return false;
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) return false;
  // A page URL can carry the QA choice, as in dev: ?scenario=NAME[&scenarioPath=…], ?scenario=off, ?mockSeed=large.
  if (target.endsWith('index.html')) applyPageQuery(url);
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(target)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('Cache-Control', target.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(target).pipe(res);
  return true;
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
    if (dropsConnection(req, url)) {
      req.socket.destroy();
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
