#!/usr/bin/env node
// `pnpm size`: builds the production app, serves it with the HTTP mock server as `pnpm mock:server
// --static` does, and measures in headless Chromium what a first visit of `/` and `/login` (and, for
// information, the other Lighthouse routes) fetches until the network is idle; then every lazy page and
// frame chunk, and that a first page's reads start while its code still loads (first-reads.mjs). Exits 1 over budget, when a route's code can draw a catalogue key the route does not
// load (it would show as itself), or when the build holds the dev tools (R9.5: the log display and the
// settings panel are development and mock builds' only). `--no-build` measures the existing packages/app/dist.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { devToolsInBuild } from './devtools-check.mjs';
import { firstReadsFailures } from './first-reads.mjs';
import { ALSO_MEASURED, BUDGETS, chunkReport, firstVisitFailures, formatReport, measureFirstVisit, unloadedKeys } from './size-report.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const appDir = join(import.meta.dirname, '..');
const distDir = join(appDir, 'dist');

if (!process.argv.includes('--no-build')) {
  await build({ configFile: join(appDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
}
const load = async (file) => (await runnerImport(join(appDir, file), { configFile: false, logLevel: 'silent' })).module;
const { routeTable } = await load('src/routes/table.ts');
const { FRAME_MODULES, frameModuleOf, frameMessagesOf } = await load('src/routes/frames/frameOf.ts');
const messages = await load('../session/src/messages/index.ts');
const { startMockHttpServer } = await load('../../mocks/server/http.ts');

const server = await startMockHttpServer({ port: 0, staticDir: distDir, adminPath: 'shopadmin' });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const visits = [];
const readFailures = [];
try {
  for (const path of [...Object.keys(BUDGETS.firstVisit), ...ALSO_MEASURED])
    visits.push(await measureFirstVisit(browser, server.url, distDir, path));
  readFailures.push(...(await firstReadsFailures(browser, server.url, distDir)));
} finally {
  await browser.close();
  await server.close();
}
const chunks = chunkReport(distDir, routeTable, Object.values(FRAME_MODULES));
console.info(formatReport({ visits, chunks }));

const failures = [...firstVisitFailures(visits), ...chunks.failures, ...readFailures];
for (const visit of visits) {
  if (!visit.heading || visit.errors.length > 0)
    failures.push(`${visit.path} did not render (heading ${visit.heading}; ${visit.errors.join('; ')})`);
}
// Each zh-CN part module exports its strings as its one export (the runner is closed after an import,
// so the parts are imported as files rather than through loadPart).
const parts = {};
for (const part of messages.LAZY_PARTS) {
  parts[part] = Object.keys(Object.values(await load(`../session/src/messages/zh-CN/${part}.ts`))[0]);
}
const missing = unloadedKeys(distDir, routeTable, { core: Object.keys(messages.zhCN), parts }, frameModuleOf, frameMessagesOf, routeTable);
for (const { path, keys } of missing) failures.push(`MISSING STRINGS: ${path} can draw ${keys.join(', ')} but does not load them`);
// R9.5: the log display and the settings panel are development and mock builds' only.
const devTools = devToolsInBuild(distDir);
if (devTools.modules.length > 0 || devTools.markers.length > 0)
  failures.push(
    `DEV TOOLS IN PRODUCTION: modules ${devTools.modules.join(', ') || 'none'}; markers ${devTools.markers.join(', ') || 'none'}`,
  );
else console.info('dev tools (log display, settings panel): not in the production build');
console.info(failures.length === 0 ? 'within budget' : `OVER BUDGET OR BROKEN:\n  ${failures.join('\n  ')}`);
process.exit(failures.length === 0 ? 0 : 1);
