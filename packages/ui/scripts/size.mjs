#!/usr/bin/env node
// What a set of ui exports costs an app: `node packages/ui/scripts/size.mjs AppShell StorefrontLayout`.
// Builds each set the way the app's production build would (minified ES, tree-shaken from the
// barrel, React external) and prints the gzip size of what loads at once and of each lazy chunk.
// A set is one export name or several joined with '+': `Button+Input`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const uiDir = join(import.meta.dirname, '..');
const sets = process.argv.slice(2);
if (sets.length === 0) {
  console.error('usage: size.mjs <Export[+Export…]> …');
  process.exit(2);
}
const kb = (bytes) => (bytes / 1000).toFixed(2);

for (const set of sets) {
  const names = set.split('+');
  const dir = mkdtempSync(join(uiDir, '.size-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, `export { ${names.join(', ')} } from '../src/index.ts';\n`);
    const out = join(dir, 'dist');
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: out,
        minify: true,
        manifest: true,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
    const gz = (file) => gzipSync(readFileSync(join(out, file)), { level: 6 }).length;
    // What loads at once: the entry and its static imports; the rest comes with a dynamic import().
    const closure = (keys, seen = new Set()) => {
      for (const key of keys) {
        if (seen.has(key)) continue;
        seen.add(key);
        closure(manifest[key].imports ?? [], seen);
      }
      return seen;
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const atOnce = closure([entryKey]);
    const sum = (keys) => [...keys].reduce((total, key) => total + gz(manifest[key].file), 0);
    const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
    const lazyText = lazy.map((key) => `${manifest[key].name} ${kb(sum([...closure([key])].filter((k) => !atOnce.has(k))))}`).join(', ');
    console.info(`${set}: ${kb(sum(atOnce))} KB gzip at once${lazy.length ? `; on demand: ${lazyText} KB` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
