// Debian's nginx serving a build through the documented server part (docs/nginx/cardshop.conf), for
// deployment.test.ts: started by the test as the current user on a free loopback port, with its pid,
// logs and temp files in a directory of its own. And a spy in front of the back end, which records what
// reaches it through nginx (the host, the X-Site header) and passes every request on.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const SERVER_PART = join(repoRoot, 'docs', 'nginx', 'cardshop.conf');
export const DEPLOYMENT_DOC = join(repoRoot, 'docs', 'deployment.md');

/** nginx starts in milliseconds; this is a loaded machine's margin, and the wait then says what it waited for. */
const START_BUDGET_MS = 15_000;

/** The build's policy, from its `<meta http-equiv="Content-Security-Policy">` (what `$cardshop_csp` is set to). */
export function buildPolicy(indexHtml: string): string {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(indexHtml)?.[1];
  if (!content) throw new Error('index.html has no Content-Security-Policy meta tag');
  return content.replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

export interface NginxOptions {
  /** The build to serve (packages/app/dist). */
  root: string;
  port: number;
  /** The back end, `host:port`. */
  upstream: string;
  /** Locations of this server besides the documented ones (the mock back end's own paths). */
  extra?: string;
}

export interface RunningNginx {
  url: string;
  /** Lines of nginx's error log at level error or worse. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The http level and the `server` block a deployment writes around the documented part: the listen
 * address, the root, the build's policy, the back end. Without root nginx cannot switch users (the
 * `user` directive is then ignored); as root its workers would run as `nobody`, who may not read the
 * work tree: they run as the current user.
 */
function configOf(dir: string, indexHtml: string, { root, port, upstream, extra = '' }: NginxOptions): string {
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream cardshop_api {
    server ${upstream};
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port} default_server;
    server_name localhost;
    root ${root};
    set $cardshop_csp "${buildPolicy(indexHtml)}";
    include ${SERVER_PART};
${extra}
  }
}
`;
}

/** Answers once something accepts connections on the port, or fails when nginx exited or the budget ran out. */
async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + START_BUDGET_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on 127.0.0.1:${port} within ${START_BUDGET_MS} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts nginx in the foreground (`daemon off`), so it ends with this process's `close`. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx; .ci/run does) to run the deployment test`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'cardshop-nginx-'));
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, configOf(dir, await readFile(join(options.root, 'index.html'), 'utf8'), options));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  try {
    await listening(options.port, child, () => output);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${await errorLog()}`);
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    errors: async () => (await errorLog()).split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
    close: async () => {
      if (child.exitCode === null) {
        // SIGQUIT: nginx's graceful stop (its workers finish what they serve, then all exit).
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface HeaderSpy {
  /** `host:port` for nginx's upstream. */
  address: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** A pass-through in front of `target` (the worker's mock server) that records every request it forwards. */
export async function startHeaderSpy(target: string): Promise<HeaderSpy> {
  const to = new URL(target);
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const forwarded = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forwarded.once('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    address: `127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
