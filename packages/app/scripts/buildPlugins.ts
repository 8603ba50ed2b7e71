// Build plugins of the app (vite.config.ts). `moduleGraph` writes `.vite/modules.json`: every module of
// the app's own code (not node_modules) with the chunk it landed in, its rendered size, the names it imports from each module, what it
// re-exports, what it imports lazily, and the catalogue-key-like string literals of its rendered code.
//
// Vite's manifest names chunks, not modules, and a chunk may hold many modules (the storefront group,
// see vite.config.ts), so `pnpm size` reads this to find a page's chunk and the catalogue keys a route's
// own code can draw: from the page and its frame, following the names really imported — through barrels
// such as `@shop/ui`, which would otherwise make every page reach every screen.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** Names imported from a module (`*`: the whole module, a namespace or a side-effect import). */
export type Names = string[] | '*';

export interface GraphModule {
  /** The chunk file it was rendered into; null when it renders to nothing (a barrel, types only). */
  chunk: string | null;
  /** Rendered bytes of the module in its chunk (before compression). */
  size: number;
  entry: boolean;
  /** Names it declares and exports itself (`default` for a default export). */
  locals: string[];
  /** Static imports: module → names. */
  imports: Record<string, Names>;
  /** Re-exports: module → { exported name: imported name } or `*` (`export * from`). */
  reexports: Record<string, Record<string, string> | '*'>;
  dynamicImports: string[];
  /** String literals shaped like catalogue keys (`a.b.c`), and `prefix.*` for template literals `prefix.${…}`. */
  literals: string[];
}

export interface GraphChunk {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const KEY_LITERAL = /[`"']((?:[a-zA-Z][a-zA-Z0-9]*\.)+[a-zA-Z0-9]*)(\$\{|[`"'])/g;
const IMPORT = /\bimport\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /\bimport\s+(?:[\w$]+\s*,\s*)?\*\s+as\s+[\w$]+\s+from\s*["']([^"']+)["']/g;
const REEXPORT = /\bexport\s+(?:\*(?:\s+as\s+([\w$]+))?|\{([^}]*)\})\s+from\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const LOCAL_DECLARATION = /\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g;
const LOCAL_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;

/** `a, b as c, type d` → [[imported, local-or-exported]]. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from?.trim() ?? '', (as ?? from ?? '').trim()];
    });
}

export function moduleGraph(root: string): Plugin {
  const rel = (id: string) =>
    relative(root, id.split('?')[0] ?? id)
      .split(sep)
      .join('/');
  const own = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');
  let modules: Record<string, GraphModule> = {};
  return {
    name: 'shop:module-graph',
    apply: 'build',
    async buildEnd() {
      modules = {};
      const ids = [...this.getModuleIds()].filter(own);
      await Promise.all(
        ids.map(async (id) => {
          const info = this.getModuleInfo(id);
          if (!info) return;
          const code = info.code ?? '';
          const resolved = new Map<string, string | null>();
          const resolve = async (spec: string) => {
            if (!resolved.has(spec)) resolved.set(spec, (await this.resolve(spec, id))?.id ?? null);
            return resolved.get(spec) ?? null;
          };
          const locals = new Set([...code.matchAll(LOCAL_DECLARATION)].map(([, name]) => name ?? ''));
          for (const [, list] of code.matchAll(LOCAL_LIST)) for (const [, as] of specifiers(list ?? '')) locals.add(as);
          if (/\bexport\s+default\b/.test(code)) locals.add('default');
          const module: GraphModule = {
            chunk: null,
            size: 0,
            entry: info.isEntry,
            locals: [...locals],
            imports: {},
            reexports: {},
            dynamicImports: [],
            literals: [],
          };
          const addImport = (target: string, names: Names) => {
            const key = rel(target);
            const before = module.imports[key];
            module.imports[key] = before === '*' || names === '*' ? '*' : [...new Set([...(before ?? []), ...names])];
          };
          for (const [, defaultName, named, spec] of code.matchAll(IMPORT)) {
            const target = spec && (await resolve(spec));
            if (!target || !own(target)) continue;
            const names: string[] = [];
            if (defaultName) names.push('default');
            if (named) names.push(...specifiers(named).map(([from]) => from));
            addImport(target, names.length === 0 ? '*' : names);
          }
          for (const [, spec] of code.matchAll(NAMESPACE_IMPORT)) {
            const target = spec && (await resolve(spec));
            if (target && own(target)) addImport(target, '*');
          }
          for (const [, starAs, named, spec] of code.matchAll(REEXPORT)) {
            const target = spec && (await resolve(spec));
            if (!target || !own(target)) continue;
            const key = rel(target);
            if (named) {
              const before = module.reexports[key];
              const map = before === '*' ? {} : { ...(before ?? {}) };
              for (const [from, as] of specifiers(named)) map[as] = from;
              module.reexports[key] = before === '*' ? '*' : map;
            } else if (starAs) {
              module.reexports[key] = { ...((module.reexports[key] as Record<string, string>) ?? {}), [starAs]: '*' };
            } else {
              module.reexports[key] = '*';
            }
          }
          for (const [, spec] of code.matchAll(DYNAMIC)) {
            const target = spec && (await resolve(spec));
            if (target && own(target)) module.dynamicImports.push(rel(target));
          }
          modules[rel(id)] = module;
        }),
      );
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, GraphChunk> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = Object.keys(output.modules).filter((id) => !id.startsWith('\0'));
        chunks[output.fileName] = { imports: output.imports, dynamicImports: output.dynamicImports, modules: ids.map(rel) };
        for (const id of ids) {
          const rendered = output.modules[id];
          const key = rel(id);
          // node_modules are listed with their chunk and size only (the size report names them).
          const module = (modules[key] ??= {
            chunk: null,
            size: 0,
            entry: false,
            locals: [],
            imports: {},
            reexports: {},
            dynamicImports: [],
            literals: [],
          });
          module.chunk = output.fileName;
          module.size = rendered?.renderedLength ?? 0;
          if (!own(id)) continue;
          const literals = new Set<string>();
          for (const [, text, end] of (rendered?.code ?? '').matchAll(KEY_LITERAL)) literals.add(end === '${' ? `${text}*` : (text ?? ''));
          module.literals = [...literals];
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify({ modules, chunks }) });
    },
  };
}

/** The first chunk of a build's output that passes `test` (index.html's transform sees the bundle). */
function chunkWhere(bundle: Rollup.OutputBundle | undefined, test: (chunk: Rollup.OutputChunk) => boolean): Rollup.OutputChunk | undefined {
  return Object.values(bundle ?? {}).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && test(output));
}

/**
 * Preloads the storefront's chunk (the frame, the home page and what they use) from index.html: most
 * first visits are storefront pages, and the router would only ask for it once the entry has run — one
 * round trip later. A first back-office page fetches it anyway (its components are shared).
 */
export function preloadStorefront(frameModule: string): Plugin {
  return {
    name: 'shop:preload-storefront',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = chunkWhere(bundle, (output) => Object.keys(output.modules).some((id) => id.endsWith(frameModule)));
        if (!chunk) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Runs the first page's preload (the `boot` chunk, vite.config.ts) as an `async` script of its own beside
 * the entry, which still imports it (the browser fetches and evaluates it once). A first visit then asks
 * for the page's code and data as soon as that ~10 KB chunk has arrived, not once react-dom's ~106 KB have
 * too: on slow 4G (150 ms, 1.6 Mbps) the largest paint of `/login`, the goods list and the order query
 * came 110-180 ms sooner, `/`'s 70 ms (issue 24). Its evaluation is also a task of its own instead of the
 * first part of the entry's (a traced load of the customer's home at 1×: 18 ms became 14 + 5). The chunk
 * must import nothing, or running it would evaluate the entry's chunks first: the build fails if it does.
 */
export function bootScript(chunkName: string): Plugin {
  return {
    name: 'shop:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = chunkWhere(bundle, (output) => output.name === chunkName);
        if (!chunk) throw new Error(`bootScript: no chunk named "${chunkName}"`);
        if (chunk.imports.length > 0) throw new Error(`bootScript: the ${chunkName} chunk imports ${chunk.imports.join(', ')}`);
        const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
        if (!entry) throw new Error('bootScript: no entry script in index.html');
        // Before the entry's tag (after the security policy's meta), so it is asked for first.
        return html.replace(entry[0], `<script type="module" async crossorigin src="/${chunk.fileName}"></script>\n    ${entry[0]}`);
      },
    },
  };
}

/**
 * Puts the app's loading line (the catalogue's `app.loading`, as the router's first fallback draws it)
 * into index.html's `#app`, so a first visit shows something as soon as the HTML and CSS arrive, not
 * only once the scripts have run; React replaces it with the same line, then the page.
 */
export function bootLine(text: string): Plugin {
  return {
    name: 'shop:boot-line',
    transformIndexHtml(html) {
      return html.replace('<div id="app"></div>', `<div id="app"><p role="status" class="p-8 text-slate-500">${text}</p></div>`);
    },
  };
}

export interface CspOptions {
  /** `VITE_API_BASE_URL`: an absolute base adds its origin to `connect-src` and `img-src`. */
  apiBaseUrl?: string;
  /** `VITE_IMAGE_ORIGINS`: space- or comma-separated origins images may come from (a CDN, the back end's uploads). */
  imageOrigins?: string;
}

/** The origin of an absolute http(s) URL; null for a path (same origin). Throws on anything else. */
function originOf(value: string, what: string): string | null {
  if (value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what}: "${value}" is neither a path nor an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${what}: "${value}" is not http(s)`);
  return url.origin;
}

/**
 * The Content-Security-Policy of a build: scripts only from this origin (no inline script, no eval), style
 * sheets from this origin and inline styles (Radix's dialogs lock scrolling with a `<style>` element of
 * measured widths, which no hash can name and a static host cannot give a nonce; sanitised rich text keeps
 * a few text styles), no plugins, no
 * `<base>` or form posts elsewhere; images from this origin, `data:` and the configured origins; API calls
 * to this origin and the configured API. `frame-ancestors` is ignored in a meta tag: servers add it
 * (packages/app/README.md, "Production web server").
 */
export function contentSecurityPolicy({ apiBaseUrl = '/', imageOrigins = '' }: CspOptions = {}): string {
  const api = originOf(apiBaseUrl.trim() || '/', 'VITE_API_BASE_URL');
  const images = imageOrigins
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => originOf(origin, 'VITE_IMAGE_ORIGINS'))
    .filter((origin): origin is string => origin !== null);
  const list = (...sources: Array<string | null>) => [...new Set(sources.filter((s): s is string => s !== null))].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', api, ...images)}`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, api)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Writes the policy into index.html as `<meta http-equiv="Content-Security-Policy">` (builds only). */
export function cspMeta(policy: string): Plugin {
  return {
    name: 'shop:csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after the charset (which must come first), before any script or style sheet it governs.
      handler: (html) =>
        html.replace(
          /(<meta charset="[^"]*"\s*\/?>)/i,
          `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}" />`,
        ),
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build over 1 KB (brotli 11, gzip 9), so a
 * server sends them as they are (`pnpm mock:server --static`, nginx `gzip_static` / `brotli_static`)
 * instead of compressing each response or sending it uncompressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** An endpoint's `summary: '…',` in a contract module (a string literal; never a schema field such as `summary: v.string()`). */
const SUMMARY = /\bsummary:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,/g;

/** The contract module's source without the endpoints' summaries. */
export function withoutSummaries(source: string): string {
  return source.replace(SUMMARY, '');
}

/**
 * Drops the endpoints' `summary` texts from the contract modules in a build: they document the API for
 * people reading the contract's source, the app never reads them, and the first page's
 * contract carried ~0.3 KB gzip of them (~0.6 KB on `/login`).
 */
export function stripContractSummaries(): Plugin {
  return {
    name: 'shop:strip-contract-summaries',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]session[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: withoutSummaries(code), map: null };
    },
  };
}

/**
 * Puts the app's preload helper (src/lib/preloadHelper.ts) in the place of Vite's: the same call around
 * every `import()`, but its `modulepreload` links only while the scripts come over the network.
 */
export function preloadHelper(helper: string): Plugin {
  return {
    name: 'shop:preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      // Vite's import analysis imports its helper by this id (vite 8); e2e `build.test.ts` fails if it stops.
      return source === '\0vite/preload-helper.js' ? helper : null;
    },
  };
}
