#!/usr/bin/env node
// `pnpm size`: builds the production app and prints the bundle-size report; exits 1 over budget, or
// when a route's code can draw a catalogue key the route does not load (it would show as itself).
// `--no-build` measures the existing packages/app/dist.
import { join } from 'node:path';
import { build, runnerImport } from 'vite';
import { formatReport, sizeReport, unloadedKeys } from './size-report.mjs';

const appDir = join(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) {
  await build({ configFile: join(appDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
}
const load = async (file) => (await runnerImport(join(appDir, file), { configFile: false, logLevel: 'silent' })).module;
const { routeTable } = await load('src/routes/table.ts');
const { frameModuleOf, frameMessagesOf } = await load('src/routes/frames/frameOf.ts');
const messages = await load('../session/src/messages/index.ts');

const report = sizeReport(join(appDir, 'dist'), routeTable, undefined, frameModuleOf, frameMessagesOf);
console.info(formatReport(report));

// Each zh-CN part module exports its strings as its one export (the runner is closed after an import,
// so the parts are imported as files rather than through loadPart).
const parts = {};
for (const part of messages.LAZY_PARTS) {
  parts[part] = Object.keys(Object.values(await load(`../session/src/messages/zh-CN/${part}.ts`))[0]);
}
const missing = unloadedKeys(join(appDir, 'dist'), routeTable, { core: Object.keys(messages.zhCN), parts }, frameModuleOf, frameMessagesOf);
for (const { path, keys } of missing) console.info(`MISSING STRINGS: ${path} can draw ${keys.join(', ')} but does not load them`);
process.exit(report.failures.length === 0 && missing.length === 0 ? 0 : 1);
