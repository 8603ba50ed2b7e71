#!/usr/bin/env node
// `pnpm size`: builds the production app and prints the bundle-size report; exits 1 over budget.
// `--no-build` measures the existing packages/app/dist.
import { join } from 'node:path';
import { build, runnerImport } from 'vite';
import { formatReport, sizeReport } from './size-report.mjs';

const appDir = join(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) {
  await build({ configFile: join(appDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
}
const { module } = await runnerImport(join(appDir, 'src/routes/table.ts'), { configFile: false, logLevel: 'silent' });
const frames = await runnerImport(join(appDir, 'src/routes/frames/frameOf.ts'), { configFile: false, logLevel: 'silent' });
const report = sizeReport(join(appDir, 'dist'), module.routeTable, undefined, frames.module.frameModuleOf, frames.module.frameMessagesOf);
console.info(formatReport(report));
process.exit(report.failures.length === 0 ? 0 : 1);
