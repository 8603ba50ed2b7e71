#!/usr/bin/env node
// `npm run chaos`: the production build on the HTTP mock server with the `chaos` scenario
// (a seeded share of calls fails as 500 / 502 / 504, a dropped connection, a malformed body, a slow
// answer, now and then -2), walked in headless Chromium: every route as the role it is for, each page's
// main action (e2e/chaos/plan.ts), with the checks of e2e/chaos/engine.ts. Prints what failed on the
// server by kind, what the browser saw, the pages that showed an error state and recovered with their
// retry once chaos was off, and every finding; exits 1 on any finding. Not part of `npm test` (which
// runs the short walk, e2e/chaos.test.ts).
//
//   npm run chaos -- [--rate 0.2] [--seed 20261126] [--no-build] [--short] [--only <role or path part>]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const appDir = join(import.meta.dirname, '..');
const rootDir = join(appDir, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rate = Number(option('--rate', '0.2'));
const seed = Number(option('--seed', '20261126'));
const only = option('--only', undefined);
const plan = args.includes('--short') ? 'short' : 'full';
if (!(rate > 0 && rate <= 1) || !Number.isSafeInteger(seed)) {
  console.error('chaos: --rate is a share in (0, 1], --seed a whole number');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `pnpm mock:server --static dist` in a child process (its own mock world); resolves once it listens. */
async function startServer(port) {
  const child = spawn(
    process.execPath,
    [join(rootDir, 'scripts', 'mock-server.mjs'), '--static', join(appDir, 'dist'), '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk.toString();
      if (output.includes(`Mock API on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)));
  });
  return child;
}

if (!args.includes('--no-build') || !existsSync(join(appDir, 'dist', 'index.html'))) {
  const env = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  await build({ configFile: join(appDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  if (env !== undefined) process.env.NODE_ENV = env;
}

const port = await freePort();
const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
let exitCode = 1;
try {
  const { module } = await runnerImport(join(appDir, 'e2e', 'chaos', 'run.ts'), { configFile: false, logLevel: 'error' });
  const baseURL = `http://127.0.0.1:${port}`;
  console.info(`chaos: rate ${rate}, seed ${seed}, ${plan} walk on the production build at ${baseURL}`);
  // The short walk is npm test's (e2e/chaos.test.ts): slow answers up to 1 s there, as here.
  const maxDelayMs = plan === 'short' ? 1_000 : undefined;
  const result = await module.runChaos(browser, { baseURL, rate, seed, plan, only, maxDelayMs, log: (line) => console.info(line) });
  const { stats, server: chaos, findings } = result;
  const failedOnServer = chaos ? Object.values(chaos.failed).reduce((a, b) => a + b, 0) : 0;
  console.info('');
  console.info(
    `Walked ${stats.routes.size} routes in ${stats.visits} visits and ${stats.steps} checked steps (${result.seconds.toFixed(0)} s).`,
  );
  if (result.unvisited.length > 0) console.info(`Routes not opened: ${result.unvisited.join(', ')}`);
  if (chaos) {
    console.info(
      `Server: ${chaos.calls} contract calls under chaos, ${failedOnServer} failed (${chaos.after} of them after the write happened):`,
    );
    for (const [kind, count] of Object.entries(chaos.failed)) console.info(`  ${kind.padEnd(22)} ${String(count).padStart(5)}`);
  }
  console.info(
    `Browser: ${Object.entries(stats.calls)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  console.info(`Error states shown: ${stats.errorStates}, recovered with their retry once chaos was off: ${stats.recovered}`);
  console.info(
    `Failed submits tried again: ${stats.resubmits}; money actions the app would not send twice: ${stats.repeatsCaught}; logout dialogs (-2): ${stats.logouts}`,
  );
  if (findings.length === 0) {
    console.info('No findings.');
    exitCode = 0;
  } else {
    console.info(`${findings.length} findings:`);
    for (const finding of findings) console.info(`  ${finding.role} ${finding.path} [${finding.step}] ${finding.problem}`);
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(exitCode);
