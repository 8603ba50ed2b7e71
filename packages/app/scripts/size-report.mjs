// The bundle-size report of a production build, from its Vite manifest (dist/.vite/manifest.json).
// Initial JS of a route = the entry's JS and everything it imports statically, plus the route's lazy
// page chunk and its static imports (what the browser must fetch before the page can render).
// Sizes are gzip (level 6, what servers commonly use) in kB of 1,000 bytes, as Vite prints them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  /** Initial JS of `/`, KB gzip. */
  initialHome: 130,
  /** Each lazy page chunk, KB gzip. */
  pageChunk: 40,
};

export const COMING_SOON_PAGE = 'ComingSoonPage';

const kb = (bytes) => Math.round(bytes / 10) / 100;

export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest key of a route's page module. */
export function pageKey(route) {
  return `src/pages/${route.page ?? COMING_SOON_PAGE}.tsx`;
}

/**
 * @param {string} distDir
 * @param {{ path: string, page?: string }[]} routes  the route table (src/routes/table.ts)
 * @param {string[]} measured  route paths whose initial JS is reported
 * @param {(route: object) => string | null} [frameModuleOf]  the manifest key of the lazy frame
 *   (layout route) a route renders in (src/routes/frames/frameOf.ts), to report it beside the page
 */
export function sizeReport(distDir, routes, measured = ['/', '/login'], frameModuleOf = () => null) {
  const manifest = readManifest(distDir);
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length);
    return gzipCache.get(file);
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no ${key}`);
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry');
  const files = (keys) => [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
  const total = (keys) => files(keys).reduce((sum, file) => sum + gzipOf(file), 0);
  const entryKeys = closure([entryKey]);

  const initial = measured.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`no route ${path} in the route table`);
    const keys = closure([pageKey(route)], new Set(entryKeys));
    // The frame is a lazy chunk fetched in parallel with the page: reported, not under the budget.
    const frame = frameModuleOf(route);
    const withFrame = frame && manifest[frame] ? kb(total(closure([frame], new Set(keys)))) : null;
    return { path, page: pageKey(route), kb: kb(total(keys)), withFrameKb: withFrame, files: files(keys) };
  });

  const pageKeys = Object.keys(manifest).filter((key) => /^src\/pages\/.*Page\.tsx$/.test(key));
  const pages = pageKeys.map((key) => {
    const own = kb(gzipOf(manifest[key].file));
    // What navigating there downloads beyond the entry: the chunk and its imports not loaded yet.
    const extra = [...closure([key])].filter((k) => !entryKeys.has(k));
    return {
      page: key,
      file: manifest[key].file,
      kb: own,
      withImportsKb: kb(total(extra)),
      routes: routes.filter((r) => pageKey(r) === key).length,
    };
  });

  // The frames (lazy layout routes): each chunk under the page-chunk budget too.
  const frameKeys = Object.keys(manifest).filter((key) => /^src\/routes\/frames\/\w+Frame\.tsx$/.test(key));
  const frames = frameKeys.map((key) => ({
    frame: key,
    kb: kb(gzipOf(manifest[key].file)),
    withImportsKb: kb(total([...closure([key])].filter((k) => !entryKeys.has(k)))),
  }));

  const failures = [];
  const home = initial.find((entry) => entry.path === '/');
  if (home && home.kb > BUDGETS.initialHome) failures.push(`initial JS of / is ${home.kb} KB gzip, budget ${BUDGETS.initialHome} KB`);
  for (const page of pages) {
    if (page.kb > BUDGETS.pageChunk) failures.push(`${page.page} is ${page.kb} KB gzip, budget ${BUDGETS.pageChunk} KB`);
  }
  for (const frame of frames) {
    if (frame.kb > BUDGETS.pageChunk) failures.push(`${frame.frame} is ${frame.kb} KB gzip, budget ${BUDGETS.pageChunk} KB`);
  }
  return { entry: { kb: kb(total(entryKeys)), files: files(entryKeys) }, initial, pages, frames, failures };
}

export function formatReport(report) {
  const lines = [];
  lines.push(`entry (shared by every route): ${report.entry.kb} KB gzip`);
  for (const entry of report.initial) {
    lines.push(`initial JS of ${entry.path.padEnd(7)} ${String(entry.kb).padStart(7)} KB gzip  (budget for /: ${BUDGETS.initialHome})`);
    if (entry.withFrameKb !== null && entry.withFrameKb !== undefined)
      lines.push(`  with its frame (lazy, fetched beside the page) ${entry.withFrameKb} KB gzip`);
  }
  if (report.frames?.length) {
    lines.push(`frames (lazy layout routes, budget ${BUDGETS.pageChunk} KB gzip each):`);
    for (const frame of report.frames)
      lines.push(`  ${frame.frame.padEnd(48)} ${String(frame.kb).padStart(7)} KB  (with its own imports ${frame.withImportsKb} KB)`);
  }
  lines.push(`lazy page chunks (budget ${BUDGETS.pageChunk} KB gzip each):`);
  for (const page of [...report.pages].sort((a, b) => b.kb - a.kb)) {
    lines.push(
      `  ${page.page.padEnd(48)} ${String(page.kb).padStart(7)} KB  (with its own imports ${page.withImportsKb} KB; ${page.routes} route(s))`,
    );
  }
  lines.push(report.failures.length === 0 ? 'within budget' : `OVER BUDGET:\n  ${report.failures.join('\n  ')}`);
  return lines.join('\n');
}
