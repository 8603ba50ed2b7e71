// The bundle-size report of a production build, from its Vite manifest (dist/.vite/manifest.json).
//
// Initial JS of a route = what the browser must fetch before that page can render, each file once:
//   entry    the entry's JS and everything it imports statically;
//   page     the route's lazy page chunk and its static imports;
//   frame    the lazy frame (layout route) it renders in and its static imports (fetched beside the page);
//   messages the default-locale (zh-CN) catalogue parts the route lists in `messages` and those its
//            frame loads (frameOf.ts FRAME_MESSAGES), with their imports (the page waits for them).
// Each part of the breakdown counts only files not already counted by the parts before it.
// Sizes are gzip (level 6, what servers commonly use) in kB of 1,000 bytes, as Vite prints them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  /** Initial JS of `/` (entry + page + frame + catalogue parts), KB gzip. */
  initialHome: 130,
  /** Each lazy page chunk and each frame chunk, KB gzip. */
  pageChunk: 40,
};

export const COMING_SOON_PAGE = 'ComingSoonPage';

/** The locale whose catalogue parts load with a page (the default, zh-CN). */
export const DEFAULT_LOCALE = 'zh-CN';

const kb = (bytes) => Math.round(bytes / 10) / 100;

export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest key of a route's page module. */
export function pageKey(route) {
  return `src/pages/${route.page ?? COMING_SOON_PAGE}.tsx`;
}

/** The manifest key of a zh-CN catalogue part (packages/session/src/messages/zh-CN/<part>.ts). */
export function messagePartKey(part, locale = DEFAULT_LOCALE) {
  return `../session/src/messages/${locale}/${part}.ts`;
}

/**
 * @param {string} distDir
 * @param {{ path: string, page?: string, messages?: string[] }[]} routes  the route table (src/routes/table.ts)
 * @param {string[]} measured  route paths whose initial JS is reported
 * @param {(route: object) => string | null} [frameModuleOf]  the manifest key of the lazy frame
 *   (layout route) a route renders in (src/routes/frames/frameOf.ts)
 * @param {(route: object) => string[]} [frameMessagesOf]  the catalogue parts that frame loads
 */
export function sizeReport(distDir, routes, measured = ['/', '/login'], frameModuleOf = () => null, frameMessagesOf = () => []) {
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
  /** The keys `roots` add to `before` (their closure minus what is already there). */
  const added = (roots, before) => [...closure(roots, new Set(before))].filter((key) => !before.has(key));

  const initial = measured.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`no route ${path} in the route table`);
    const counted = new Set(entryKeys);
    const part = (roots) => {
      const keys = added(roots, counted);
      for (const key of keys) counted.add(key);
      return kb(total(keys));
    };
    const frame = frameModuleOf(route);
    const parts = [...new Set([...(route.messages ?? []), ...frameMessagesOf(route)])];
    const breakdown = {
      entry: kb(total(entryKeys)),
      page: part([pageKey(route)]),
      frame: frame ? part([frame]) : 0,
      messages: part(parts.map((name) => messagePartKey(name))),
    };
    return { path, page: pageKey(route), frame, messages: parts, kb: kb(total(counted)), breakdown, files: files(counted) };
  });

  const pageKeys = Object.keys(manifest).filter((key) => /^src\/pages\/.*Page\.tsx$/.test(key));
  const pages = pageKeys.map((key) => ({
    page: key,
    file: manifest[key].file,
    kb: kb(gzipOf(manifest[key].file)),
    // What navigating there downloads beyond the entry: the chunk and its imports not loaded yet.
    withImportsKb: kb(total(added([key], entryKeys))),
    routes: routes.filter((r) => pageKey(r) === key).length,
  }));

  // The frames (lazy layout routes): each chunk under the page-chunk budget too.
  const frameKeys = Object.keys(manifest).filter((key) => /^src\/routes\/frames\/\w+Frame\.tsx$/.test(key));
  const frames = frameKeys.map((key) => ({
    frame: key,
    kb: kb(gzipOf(manifest[key].file)),
    withImportsKb: kb(total(added([key], entryKeys))),
  }));

  // The default locale's catalogue parts (reported; each is small, and counted in the routes above).
  const partPrefix = messagePartKey('');
  const messageParts = Object.keys(manifest)
    .filter((key) => key.startsWith(partPrefix.slice(0, -3)) && key.endsWith('.ts'))
    .map((key) => ({ part: key.slice(partPrefix.length - 3, -3), kb: kb(total(added([key], entryKeys))) }));

  const failures = [];
  const home = initial.find((entry) => entry.path === '/');
  if (home && home.kb > BUDGETS.initialHome)
    failures.push(`initial JS of / is ${home.kb} KB gzip (entry, page, frame and catalogue parts), budget ${BUDGETS.initialHome} KB`);
  for (const page of pages) {
    if (page.kb > BUDGETS.pageChunk) failures.push(`${page.page} is ${page.kb} KB gzip, budget ${BUDGETS.pageChunk} KB`);
  }
  for (const frame of frames) {
    if (frame.kb > BUDGETS.pageChunk) failures.push(`${frame.frame} is ${frame.kb} KB gzip, budget ${BUDGETS.pageChunk} KB`);
  }
  return { entry: { kb: kb(total(entryKeys)), files: files(entryKeys) }, initial, pages, frames, messageParts, failures };
}

/**
 * The catalogue keys a route's code can draw that the route does not load (a key not loaded shows as
 * itself). Its code is the JS of the entry, the page and the frame with their static imports and the
 * lazy chunks they load themselves (not other pages, frames or catalogue parts); a key is a string literal there
 * that is a key of the catalogue, and a template literal `prefix.${…}` stands for every key with
 * that prefix. Loaded: the core parts and the lazy parts of the route's `messages` and its frame's.
 *
 * @param {string} distDir
 * @param {{ path: string, page?: string, messages?: string[] }[]} routes
 * @param {{ core: string[], parts: Record<string, string[]> }} catalogue  keys of the core and of each lazy part
 * @returns {{ path: string, keys: string[] }[]}  the routes that miss keys
 */
export function unloadedKeys(distDir, routes, catalogue, frameModuleOf = () => null, frameMessagesOf = () => []) {
  const manifest = readManifest(distDir);
  const allKeys = new Set([...catalogue.core, ...Object.values(catalogue.parts).flat()]);
  const literal = /[`"']((?:[a-zA-Z][a-zA-Z0-9]*\.)+[a-zA-Z0-9]*)(\$\{|[`"'])/g;
  const usesCache = new Map();
  /** The keys (and `prefix.*` templates) one file's code names. */
  const usesOf = (file) => {
    if (!usesCache.has(file)) {
      const uses = new Set();
      for (const [, text, end] of readFileSync(join(distDir, file), 'utf8').matchAll(literal)) {
        if (end === '${') uses.add(`${text}*`);
        else if (allKeys.has(text)) uses.add(text);
      }
      usesCache.set(file, uses);
    }
    return usesCache.get(file);
  };
  // Lazy chunks a page or frame loads on its own (a dialog, the effects layer …) count as its code;
  // other routes' pages and frames and the catalogue parts do not.
  const ownLazy = (key) => !/^src\/pages\/.*Page\.tsx$|^src\/routes\/frames\/\w+Frame\.tsx$|\/session\/src\/messages\//.test(key);
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      if (!manifest[key]) throw new Error(`manifest has no ${key}`);
      seen.add(key);
      closure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []).filter(ownLazy)], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const missing = [];
  for (const route of routes) {
    const frame = frameModuleOf(route);
    const keys = closure([entryKey, pageKey(route), ...(frame ? [frame] : [])]);
    const loaded = new Set(catalogue.core);
    for (const part of [...(route.messages ?? []), ...frameMessagesOf(route)])
      for (const key of catalogue.parts[part] ?? []) loaded.add(key);
    const unloaded = new Set();
    for (const key of keys) {
      const file = manifest[key].file;
      if (!file.endsWith('.js')) continue;
      for (const use of usesOf(file)) {
        if (use.endsWith('*')) {
          const prefix = use.slice(0, -1);
          if ([...allKeys].some((k) => k.startsWith(prefix) && !loaded.has(k))) unloaded.add(use);
        } else if (!loaded.has(use)) unloaded.add(use);
      }
    }
    if (unloaded.size > 0) missing.push({ path: route.path, keys: [...unloaded].sort() });
  }
  return missing;
}

export function formatReport(report) {
  const lines = [];
  lines.push(`entry (shared by every route): ${report.entry.kb} KB gzip`);
  lines.push(
    `initial JS of a route = entry + page + frame + its ${DEFAULT_LOCALE} catalogue parts (budget for /: ${BUDGETS.initialHome} KB gzip)`,
  );
  for (const entry of report.initial) {
    const { page, frame, messages } = entry.breakdown;
    lines.push(
      `  ${entry.path.padEnd(7)} ${String(entry.kb).padStart(7)} KB gzip  = entry ${entry.breakdown.entry} + page ${page} + frame ${frame}` +
        ` + messages ${messages}${entry.messages.length ? ` (${entry.messages.join(', ')})` : ''}`,
    );
  }
  if (report.frames?.length) {
    lines.push(`frames (lazy layout routes, budget ${BUDGETS.pageChunk} KB gzip each):`);
    for (const frame of report.frames)
      lines.push(`  ${frame.frame.padEnd(48)} ${String(frame.kb).padStart(7)} KB  (with its own imports ${frame.withImportsKb} KB)`);
  }
  if (report.messageParts?.length) {
    lines.push(`${DEFAULT_LOCALE} catalogue parts (lazy, with the pages that list them):`);
    lines.push(`  ${report.messageParts.map((part) => `${part.part} ${part.kb}`).join(', ')} KB`);
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
