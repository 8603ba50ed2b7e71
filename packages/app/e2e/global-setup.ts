// Global setup of the `e2e` test project: builds the app once in both modes and serves both.
// - production build (dist/): checked for the absence of MSW and for the size budgets, and served
//   by the HTTP mock server (mocks/server/http.ts) same-origin, as `pnpm mock:server --static` does;
// - mock build (dist-mock/, MSW inside) served with `vite preview`.
// The browser tests run against both (`e2e/modes.ts`). E2E_SKIP_BUILD=1 reuses existing builds.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { CHROMIUM, E2E_CHROMIUM_ARGS } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock build (MSW in the page) under `vite preview`. */
    baseURL: string;
    /**
     * The production build (no MSW) served by HTTP mock servers, one per test worker: each keeps its
     * own mock world, so files running side by side never reset or write each other's (prodURL()).
     */
    prodURLs: string[];
    distDir: string;
    mockDistDir: string;
    /** One Chromium for every test file (browser.ts `launch` connects to it). */
    browserWSEndpoint: string;
  }
}

const appDir = join(import.meta.dirname, '..');
const configFile = join(appDir, 'vite.config.ts');
const viteBin = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');

/**
 * `vite build` in a child process: vitest sets NODE_ENV=test, which would give React's development
 * build; the child gets the environment a developer's `pnpm build` has.
 */
async function viteBuild(mode: 'production' | 'mock'): Promise<void> {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  await promisify(execFile)(process.execPath, [viteBin, 'build', '--config', configFile, '--mode', mode, '--logLevel', 'warn'], { env });
}

const mockServerScript = join(appDir, '..', '..', 'scripts', 'mock-server.mjs');

/** `pnpm mock:server` serving the production build, in a child process; resolves once it listens. */
async function startMockServerProcess(staticDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [mockServerScript, '--static', staticDir, '--port', String(port), '--admin-path', 'shopadmin'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Mock API on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** A port nobody listens on now, so parallel runs (and other servers on this machine) never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const distDir = join(appDir, 'dist');
  const mockDistDir = join(appDir, 'dist-mock');
  const reuse =
    process.env.E2E_SKIP_BUILD === '1' && existsSync(join(distDir, 'index.html')) && existsSync(join(mockDistDir, 'index.html'));
  if (!reuse) {
    await Promise.all([viteBuild('production'), viteBuild('mock')]);
  }
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const server = await preview({ configFile, mode: 'mock', logLevel: 'warn', preview: { port, strictPort: true, host: '127.0.0.1' } });
  const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers) || 2);
  // The mock world is one per process (mocks/db keeps it in a module), so each worker's server is a
  // process of its own: `pnpm mock:server --static dist` on a free port.
  const mockServers = await Promise.all(Array.from({ length: workers }, () => startMockServerProcess(distDir)));
  project.provide('baseURL', baseURL);
  project.provide(
    'prodURLs',
    mockServers.map((mockServer) => mockServer.url),
  );
  project.provide('distDir', distDir);
  project.provide('mockDistDir', mockDistDir);
  // One browser process for the whole run: each test file connects (and its own contexts close with
  // it) instead of starting Chromium again (~1 s a file on the 2-core machine).
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: E2E_CHROMIUM_ARGS });
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
  return async () => {
    await Promise.all([server.close(), ...mockServers.map((mockServer) => mockServer.close()), browserServer.close()]);
  };
}
