#!/usr/bin/env node
// Entry point of every script the README lists (`npm start`, `npm test`, `npm run build`, `size`, …) on
// a machine that has only Node 20 and npm: brings in pnpm at the version pinned in package.json,
// installs the workspace when it is missing or stale, makes sure a Chromium exists for the scripts that
// drive one, then runs the command with the workspace's tools on the path and the arguments given after
// the script's name (`npm run build -- --mode mock`). `check` (what `npm test` runs) is a list of steps,
// each timed; the times are printed at the end. Its first step runs prettier, the type check and the
// session tests side by side, their output printed whole, one after the other; eslint runs beside every
// step from the start, its output printed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tools = join(root, '.tools');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const pnpmBin = join(tools, 'node_modules', '.bin', 'pnpm');
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${join(tools, 'node_modules', '.bin')}:${process.env.PATH}`,
};

/**
 * The type check runs on TypeScript 7, the native compiler (`typescript-native`, npm:typescript@7): the
 * same checker as the `typescript` package (6, which typescript-eslint and editors use), at about a
 * quarter of its CPU (ui + mocks + app: 28 against 105 CPU-seconds). Called by its path: both
 * packages name their binary `tsc`.
 */
const TSC = (project) => ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', project];
/**
 * Every package's type check: session without the DOM library, then with its tests; ui, mocks and app
 * as one program (tsconfig.check.json); the tools.
 */
const TSC_ALL = [
  TSC('packages/session'),
  TSC('packages/session/tsconfig.test.json'),
  TSC('tsconfig.check.json'),
  TSC('tsconfig.tools.json'),
];
/**
 * ESLint's own choice of threads (`auto`: half the cores, so one on a 2-core machine). Two threads on two
 * cores linted no sooner (76 against 72 s alone) and cost 33 CPU-seconds more (140 against 107): each thread
 * loads the plugins and the React Compiler of the react-hooks rules, three quarters of the rules' time.
 */
const ESLINT = ['eslint', '.', '--max-warnings=0', '--concurrency=auto'];
/**
 * Each target: the command (or, for `check`, the steps it runs in order: a target, or targets run side
 * by side) and whether it needs Chromium.
 */
const targets = {
  dev: { commands: [['vite', '--config', 'packages/app/vite.config.ts']] },
  build: { commands: [['vite', 'build', '--config', 'packages/app/vite.config.ts']] },
  'mock:server': { commands: [['node', 'scripts/mock-server.mjs']] },
  storybook: { commands: [['storybook', 'dev', '-p', '6006', '-c', '.storybook']] },
  'build-storybook': { commands: [['storybook', 'build', '-c', '.storybook', '-o', 'storybook-static']] },
  size: { commands: [['node', 'packages/app/scripts/size.mjs']], browser: true },
  bench: { commands: [['node', 'packages/app/scripts/bench.mjs']], browser: true },
  lighthouse: { commands: [['node', 'packages/app/scripts/lighthouse.mjs']], browser: true },
  chaos: { commands: [['node', 'packages/app/scripts/chaos.mjs']], browser: true },
  lint: {
    commands: [ESLINT, ['prettier', '--check', '.']],
  },
  typecheck: { commands: TSC_ALL },
  'test:session': { commands: [['vitest', 'run', '--project', 'session', '--coverage']] },
  'test:rest': { commands: [['vitest', 'run', '--project', '!session']], browser: true },
  // `check`: eslint runs beside every step (`beside`), from the start to its own end; the first step is
  // prettier, the type check and the session tests side by side, then the rest of the tests.
  // eslint is the longest lane (~107 CPU-seconds of ~250): waited for as a step, the other core idled for
  // its last ~35 s; beside the steps, the rest of the tests starts as soon as the others are done.
  eslint: { commands: [ESLINT] },
  prettier: { commands: [['prettier', '--check', '.']] },
  check: { beside: 'eslint', steps: [['prettier', 'typecheck', 'test:session'], 'test:rest'], browser: true },
};

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function step(label) {
  console.log(`\n› ${label}`);
}

function ensurePnpm() {
  if (existsSync(pnpmBin)) {
    const out = spawnSync(pnpmBin, ['--version'], { encoding: 'utf8', env });
    if (out.stdout?.trim() === pnpmVersion) return;
  }
  step(`installing pnpm ${pnpmVersion} into .tools/`);
  const status = run('npm', [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0) process.exit(status);
}

/** The workspace is installed as the lockfile says (pnpm keeps a copy of the lockfile it installed). */
function installed() {
  const lock = join(root, 'pnpm-lock.yaml');
  const copy = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  return existsSync(lock) && existsSync(copy) && readFileSync(lock, 'utf8') === readFileSync(copy, 'utf8');
}

function ensureWorkspace() {
  if (installed()) return;
  step('pnpm install');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = run(pnpmBin, ['install', ...frozen, '--reporter=append-only']);
  if (status !== 0) process.exit(status);
}

/**
 * The browser tests' Debian packages: Chromium (or CHROMIUM_PATH), the CJK fonts the layout checks
 * measure Chinese text with, and nginx, which the deployment test starts in front of the build.
 * Installed with apt-get when missing, as root or through a password-less sudo.
 */
function ensureBrowserTools() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const fonts = spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '';
  const missing = [
    !existsSync(path) && 'chromium',
    !/Noto Sans CJK/i.test(fonts) && 'fonts-noto-cjk',
    !existsSync('/usr/sbin/nginx') && 'nginx',
  ].filter(Boolean);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : spawnSync('sudo', ['-n', 'true']).status === 0 ? ['sudo', '-n'] : undefined;
  if (sudo && existsSync('/usr/bin/apt-get')) {
    step(`installing Debian ${missing.join(', ')} for the browser tests`);
    const env2 = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    // sudo keeps DEBIAN_FRONTEND through `env`; as root apt-get runs directly.
    const apt = (...args) => {
      const command = [...sudo, ...(sudo.length ? ['env', 'DEBIAN_FRONTEND=noninteractive'] : []), 'apt-get', ...args];
      return run(command[0], command.slice(1), { env: env2 });
    };
    if (apt('update', '-qq') === 0 && apt('install', '-y', '-qq', ...missing) === 0) return;
  }
  console.error(
    `\nThe browser tests need Debian's ${missing.join(', ')} (apt-get install -y ${missing.join(' ')});\n` +
      'Chromium may also be another binary named by CHROMIUM_PATH.',
  );
  process.exit(1);
}

/** Runs a target's commands in order (the extra arguments go to the last); answers the first failing status. */
function runTarget(name, extra) {
  const { commands } = targets[name];
  for (const [index, [cmd, ...args]] of commands.entries()) {
    const status = run(cmd, index === commands.length - 1 ? [...args, ...extra] : args);
    if (status !== 0) return status;
  }
  return 0;
}

const name = process.argv[2];
const target = targets[name];
if (!target) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(targets).join('|')}> [arguments…]`);
  process.exit(2);
}
const extra = process.argv.slice(3).filter((arg, i) => !(i === 0 && arg === '--'));

ensurePnpm();
ensureWorkspace();
if (target.browser) ensureBrowserTools();
if (!target.steps) process.exit(runTarget(name, extra));

/**
 * Runs a target's commands in order, their output on this terminal; answers the first failing status.
 * Asynchronous, unlike runTarget: the lane beside (`beside`) keeps its output flowing meanwhile.
 */
async function runTargetAsync(name) {
  for (const [cmd, ...args] of targets[name].commands) {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    const status = await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(error.message);
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) return status;
  }
  return 0;
}

/** Runs a target's commands in order with their output kept; answers its status and that output. */
async function runTargetQuietly(name) {
  const chunks = [];
  for (const [cmd, ...args] of targets[name].commands) {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const status = await new Promise((resolve) => {
      child.on('error', (error) => {
        chunks.push(Buffer.from(`${error.message}\n`));
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) return { status, output: Buffer.concat(chunks) };
  }
  return { status: 0, output: Buffer.concat(chunks) };
}

// `check`: every step, timed; stops at the first that fails. A step of several targets runs them side
// by side; each target's output is printed once it is done. The target `beside` runs from the start
// beside all the steps; its output is printed, and its status counted, at the end.
const times = [];
let failed = 0;
const started = Date.now();
const beside = target.beside
  ? runTargetQuietly(target.beside).then((result) => ({ ...result, seconds: (Date.now() - started) / 1000 }))
  : undefined;
for (const stepNames of target.steps) {
  if (typeof stepNames === 'string') {
    step(stepNames);
    const stepStarted = Date.now();
    failed = await runTargetAsync(stepNames);
    times.push([stepNames, (Date.now() - stepStarted) / 1000, failed === 0 ? 'ok' : `failed (${failed})`]);
  } else {
    const stepStarted = Date.now();
    const results = await Promise.all(
      stepNames.map(async (stepName) => {
        const result = await runTargetQuietly(stepName);
        return { stepName, ...result, seconds: (Date.now() - stepStarted) / 1000 };
      }),
    );
    for (const { stepName, status, output, seconds } of results) {
      const others = [...stepNames.filter((other) => other !== stepName), ...(target.beside ? [target.beside] : [])];
      step(`${stepName} (side by side with ${others.join(', ')})`);
      process.stdout.write(output);
      times.push([stepName, seconds, status === 0 ? 'ok' : `failed (${status})`]);
      if (status !== 0 && failed === 0) failed = status;
    }
  }
  if (failed !== 0) break;
}
if (beside) {
  const { status, output, seconds } = await beside;
  step(`${target.beside} (beside every step, from the start)`);
  process.stdout.write(output);
  times.push([target.beside, seconds, status === 0 ? 'ok' : `failed (${status})`]);
  if (status !== 0 && failed === 0) failed = status;
}
const total = (Date.now() - started) / 1000;
console.log(`\n› ${name}: time by step (the total is the wall clock)`);
for (const [stepName, seconds, status] of times) console.log(`  ${stepName.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s  ${status}`);
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s`);
process.exit(failed);
