#!/usr/bin/env node
// `pnpm mock:server`: the mocked API as a real HTTP server (mocks/server/cli.ts). Node 20 cannot
// run TypeScript itself, so Vite's module runner loads the entry (no extra dependency).
import { join } from 'node:path';
import { runnerImport } from 'vite';

const entry = join(import.meta.dirname, '..', 'mocks', 'server', 'cli.ts');
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
try {
  await module.main(process.argv.slice(2));
} catch (error) {
  console.error(`mock:server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
