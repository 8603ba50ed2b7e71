// The bundle-size report of a production build.
//
// First visit of a route = every script the browser fetches for it, from the navigation until the
// network is idle (no request for 500 ms), measured in headless Chromium: the entry, the framework,
// the page and frame chunks, the catalogue parts, and whatever starts right after (a database module,
// the effects layer …), each file once. Chunks: every lazy page chunk, frame chunk and LAZY_MODULES'
// chunk (found through `.vite/modules.json`, written by scripts/buildPlugins.ts, which also tells which
// modules a route's code uses, for the catalogue check). Budgets and figures: docs/performance.md.
// Sizes are gzip (level 6, what servers commonly use) in KB of 1,000 bytes, as Vite prints them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFileOf } from './routePages.mjs';

export const BUDGETS = {
  /** Scripts a first visit fetches until the network is idle, KB gzip, by route. */
  firstVisit: { '/': 150, '/login': 160 },
  /** Each lazy page chunk and each frame chunk, KB gzip. */
  chunk: 40,
};

/**
 * Lazy chunks that are neither a page nor a frame, held to the same budget: the date-range picker's
 * calendar (react-day-picker), loaded when a picker first opens.
 */
export const LAZY_MODULES = ['../ui/src/components/DateRangePicker/RangeCalendar.tsx'];

/** Routes `pnpm size` measures beyond the budgeted ones (the Lighthouse routes), for information. */
export const ALSO_MEASURED = ['/inside/goodsList', '/inside/buyGoods?id=28', '/chadan'];

const kb = (bytes) => Math.round(bytes / 10) / 100;

const gzipCache = new Map();
function gzipOf(distDir, file) {
  const path = join(distDir, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 6 }).length);
  return gzipCache.get(path);
}

/** The module graph of a build with its chunks (scripts/buildPlugins.ts). */
function readBuild(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'modules.json'), 'utf8'));
}

/** The modules of a build, each with its chunk (scripts/buildPlugins.ts). */
export function readGraph(distDir) {
  return readBuild(distDir).modules;
}

/** A route's page module, as the graph names it. */
export const pageModule = pageFileOf;

/** The modules of each chunk file, biggest first. */
function modulesByChunk(graph) {
  const byChunk = new Map();
  for (const [id, module] of Object.entries(graph)) {
    if (!module.chunk) continue;
    if (!byChunk.has(module.chunk)) byChunk.set(module.chunk, []);
    byChunk.get(module.chunk).push({ id, size: module.size });
  }
  for (const list of byChunk.values()) list.sort((a, b) => b.size - a.size);
  return byChunk;
}

/** What a chunk holds, in a few words: its biggest modules (packages by name). */
function describeChunk(modules = []) {
  const names = [];
  for (const { id } of modules) {
    const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id);
    const name = pkg
      ? pkg[1]
      : id
          .replace(/^(\.\.\/)+/, '')
          .replace(/^src\//, 'app/')
          .replace(/^(ui|session)\/src\//, '$1/');
    if (!names.includes(name)) names.push(name);
    if (names.length === 3) break;
  }
  if (names.length === 0) return '(bundler runtime)';
  return names.join(', ') + (modules.length > 3 ? ` … (${modules.length} modules)` : '');
}

/**
 * Every lazy page chunk and frame chunk with its gzip size (a chunk may hold several pages or a frame
 * and a page: it is listed once, with all of them). A module the entry's chunk holds (the storefront
 * frame) is not lazy: it is listed in `inEntry`, and the first-visit budgets count it.
 */
export function chunkReport(distDir, routes, frameModules, lazyModules = LAZY_MODULES) {
  const graph = readGraph(distDir);
  const entryChunks = new Set(Object.values(graph).flatMap((module) => (module.entry && module.chunk ? [module.chunk] : [])));
  const chunks = new Map();
  const inEntry = [];
  const add = (module, kind) => {
    const entry = graph[module];
    if (!entry?.chunk) throw new Error(`the build has no chunk for ${module}`);
    if (entryChunks.has(entry.chunk)) {
      if (!inEntry.includes(module)) inEntry.push(module);
      return;
    }
    if (!chunks.has(entry.chunk))
      chunks.set(entry.chunk, { file: entry.chunk, kb: kb(gzipOf(distDir, entry.chunk)), pages: [], frames: [], lazy: [] });
    const chunk = chunks.get(entry.chunk);
    const list = kind === 'page' ? chunk.pages : kind === 'frame' ? chunk.frames : chunk.lazy;
    if (!list.includes(module)) list.push(module);
  };
  for (const route of routes) add(pageModule(route), 'page');
  for (const frame of frameModules) add(frame, 'frame');
  for (const module of lazyModules) add(module, 'lazy');
  const list = [...chunks.values()].sort((a, b) => b.kb - a.kb);
  const failures = list
    .filter((chunk) => chunk.kb > BUDGETS.chunk)
    .map(
      (chunk) =>
        `${[...chunk.frames, ...chunk.pages, ...chunk.lazy].join(', ')}: chunk ${chunk.file} is ${chunk.kb} KB gzip, budget ${BUDGETS.chunk} KB`,
    );
  return { chunks: list, inEntry, failures };
}

/**
 * Opens `path` in a fresh browser context (no cache, no storage: a first visit) and answers every
 * script it fetched from the app's origin until the network was idle, with gzip sizes of the built files.
 *
 * @param {import('playwright-core').Browser} browser
 */
export async function measureFirstVisit(browser, baseURL, distDir, path) {
  const graph = readGraph(distDir);
  const described = modulesByChunk(graph);
  const context = await browser.newContext({ baseURL });
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const scripts = new Set();
  const errors = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: 'networkidle' });
  const heading =
    (
      await page
        .locator('h1')
        .first()
        .textContent({ timeout: 5000 })
        .catch(() => null)
    )?.trim() ?? null;
  await context.close();
  const files = [...scripts]
    .map((file) => ({
      file,
      kb: kb(gzipOf(distDir, file)),
      holds: describeChunk(described.get(file)),
      modules: (described.get(file) ?? []).map((module) => module.id),
    }))
    .sort((a, b) => b.kb - a.kb);
  const total = kb(files.reduce((sum, file) => sum + gzipOf(distDir, file.file), 0));
  return { path, kb: total, files, heading, errors };
}

/** Budget failures of first-visit measurements. */
export function firstVisitFailures(visits) {
  return visits
    .filter((visit) => visit.path in BUDGETS.firstVisit && visit.kb > BUDGETS.firstVisit[visit.path])
    .map((visit) => `first visit of ${visit.path} fetches ${visit.kb} KB gzip of scripts, budget ${BUDGETS.firstVisit[visit.path]} KB`);
}

/** The chunks `chunk` needs before it runs: itself and its static imports, transitively. */
function staticClosure(chunks, chunk, into = new Set()) {
  if (!chunk || into.has(chunk)) return into;
  into.add(chunk);
  for (const imported of chunks[chunk]?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/**
 * The modules a route's code can run: those reachable from `roots` through static imports that the
 * bundler put into a chunk the route loads (the static closure of the roots' chunks), and so on from the
 * lazy imports such a module makes for which `ownLazy(target, importer)` holds. Reachability alone would
 * pass through barrels (`@shop/ui`) to every screen; a chunk alone may hold a module only another route uses.
 */
export function usedModules(graph, chunks, roots, ownLazy = () => true) {
  const loaded = new Set();
  const reached = new Set();
  const lazyRoots = new Set();
  let next = [...roots];
  for (const root of roots) if (!graph[root]) throw new Error(`the build has no module ${root}`);
  while (next.length > 0) {
    for (const root of next) staticClosure(chunks, graph[root]?.chunk, loaded);
    const queue = [...next];
    next = [];
    for (const id of queue) reached.add(id);
    while (queue.length > 0) {
      const id = queue.shift();
      for (const imported of graph[id].imports) {
        if (!graph[imported] || reached.has(imported)) continue;
        reached.add(imported);
        queue.push(imported);
      }
    }
    // The lazy imports of the modules the route runs, once all that is loaded so far is known.
    for (const id of reached) {
      if (!loaded.has(graph[id].chunk)) continue;
      for (const lazy of graph[id].dynamicImports)
        if (graph[lazy] && !lazyRoots.has(lazy) && ownLazy(lazy, id)) {
          lazyRoots.add(lazy);
          next.push(lazy);
        }
    }
  }
  return new Set([...reached].filter((id) => loaded.has(graph[id].chunk)));
}

/**
 * What runs before the router: its lazy imports load for the first page or a reseller site of their own
 * accord (the first page's data starters, its frame, the site's start-up screen, which loads its own part).
 */
const START_MODULES = ['src/main.tsx', 'src/routes/preload.ts'];

/** Modules of the catalogue (its parts are loaded by a route's `messages`, never by its code). */
const CATALOGUE = /\/session\/src\/messages\//;

/**
 * The catalogue keys a route's code can draw that the route does not load (a key not loaded shows as
 * itself). Its code: the modules the entries, its page and its frame use (`usedModules`), including the
 * lazy modules they load themselves (a dialog, the effects layer …) but not other pages or frames, the
 * catalogue's parts, or what the entries load for a page or a site of their own accord (the first page's
 * data starters, a reseller site's start-up screen, which loads its own part). A key is a string literal
 * of that code that is a key of the catalogue; a template literal `prefix.${…}` stands for every key with
 * that prefix. Loaded: the core parts and the lazy parts of the route's `messages` and its frame's.
 *
 * @param {{ core: string[], parts: Record<string, string[]> }} catalogue  keys of the core and of each lazy part
 * @returns {{ path: string, keys: string[] }[]}  the routes that miss keys
 */
export function unloadedKeys(distDir, routes, catalogue, frameModuleOf = () => null, frameMessagesOf = () => [], allRoutes = routes) {
  const { modules: graph, chunks } = readBuild(distDir);
  const allKeys = new Set([...catalogue.core, ...Object.values(catalogue.parts).flat()]);
  const entries = Object.keys(graph).filter((id) => graph[id].entry);
  const notOwn = new Set(allRoutes.flatMap((route) => [pageModule(route), frameModuleOf(route)]));
  const ownLazy = (id, importer) => !notOwn.has(id) && !CATALOGUE.test(id) && !START_MODULES.includes(importer);
  const missing = [];
  for (const route of routes) {
    const frame = frameModuleOf(route);
    const loaded = new Set(catalogue.core);
    for (const part of [...(route.messages ?? []), ...frameMessagesOf(route)])
      for (const key of catalogue.parts[part] ?? []) loaded.add(key);
    const unloaded = new Set();
    for (const id of usedModules(graph, chunks, [...entries, pageModule(route), ...(frame ? [frame] : [])], ownLazy)) {
      for (const use of graph[id].literals) {
        if (use.endsWith('*')) {
          const prefix = use.slice(0, -1);
          if ([...allKeys].some((key) => key.startsWith(prefix) && !loaded.has(key))) unloaded.add(use);
        } else if (allKeys.has(use) && !loaded.has(use)) unloaded.add(use);
      }
    }
    if (unloaded.size > 0) missing.push({ path: route.path, keys: [...unloaded].sort() });
  }
  return missing;
}

export function formatReport({ visits, chunks }) {
  const lines = [];
  lines.push('first visit: every script fetched until the network is idle (headless Chromium), KB gzip');
  for (const visit of visits) {
    const budget = BUDGETS.firstVisit[visit.path];
    lines.push(
      `  ${visit.path.padEnd(24)} ${String(visit.kb).padStart(7)} KB in ${visit.files.length} files${budget ? ` (budget ${budget})` : ''}`,
    );
    for (const file of visit.files) lines.push(`      ${String(file.kb).padStart(6)}  ${file.file.padEnd(22)} ${file.holds}`);
  }
  if (chunks.inEntry?.length) lines.push(`in the entry's chunk (not lazy): ${chunks.inEntry.join(', ')}`);
  lines.push(`lazy page, frame and other lazy chunks (budget ${BUDGETS.chunk} KB gzip each):`);
  for (const chunk of chunks.chunks) {
    const holds = [...chunk.frames, ...chunk.pages, ...chunk.lazy].map((id) =>
      id.replace(/^src\/(features|routes\/frames)\//, '').replace(/^\.\.\/ui\/src\//, 'ui/'),
    );
    const shown = holds.length > 3 ? `${holds.slice(0, 3).join(', ')} … (${holds.length})` : holds.join(', ');
    lines.push(`  ${String(chunk.kb).padStart(7)} KB  ${chunk.file.padEnd(22)} ${shown}`);
  }
  return lines.join('\n');
}
