#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a machine that has only Node 20 and npm:
// brings in pnpm at the version pinned in package.json, installs the workspace, makes sure a
// Chromium exists for the browser tests, then runs the requested workspace script.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tools = join(root, '.tools');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const pnpmBin = join(tools, 'node_modules', '.bin', 'pnpm');
const env = { ...process.env, PATH: `${join(tools, 'node_modules', '.bin')}:${process.env.PATH}` };

const targets = {
  dev: { script: 'dev', browser: false },
  check: { script: 'check', browser: true },
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

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('installing Debian chromium for the browser tests');
    const env2 = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env: env2 }) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: env2 }) === 0)
      return;
  }
  console.error(
    `\nThe browser tests need Chromium at ${path} (Debian: apt-get install -y chromium),\n` +
      'or set CHROMIUM_PATH to another Chromium binary.',
  );
  process.exit(1);
}

const target = targets[process.argv[2]];
if (!target) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(targets).join('|')}>`);
  process.exit(2);
}

ensurePnpm();
step('pnpm install');
const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
const installStatus = run(pnpmBin, ['install', ...frozen, '--reporter=append-only']);
if (installStatus !== 0) process.exit(installStatus);
if (target.browser) ensureChromium();
step(`pnpm run ${target.script}`);
process.exit(run(pnpmBin, ['run', target.script]));
