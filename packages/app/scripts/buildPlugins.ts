// Build plugins of the app (vite.config.ts). `moduleGraph` writes `.vite/modules.json`: every module of
// the build with the chunk it landed in and its rendered size, and for the app's own code (not
// node_modules) what it imports statically and lazily (Rollup's module info) and the catalogue-key-like
// string literals of its rendered code. `pnpm size` reads it to find a page's chunk and the catalogue keys
// a route's code can draw (scripts/size-report.mjs).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

export interface GraphModule {
  /** The chunk file it was rendered into; null when it renders to nothing (a barrel, types only). */
  chunk: string | null;
  /** Rendered bytes of the module in its chunk (before compression). */
  size: number;
  entry: boolean;
  /** Modules it imports statically (Rollup's `importedIds`). */
  imports: string[];
  /** Modules it imports with `import()` (Rollup's `dynamicallyImportedIds`). */
  dynamicImports: string[];
  /** String literals of its rendered code shaped like catalogue keys (`a.b.c`), and `prefix.*` for `prefix.${…}`. */
  literals: string[];
}

export interface GraphChunk {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const KEY_LITERAL = /[`"']((?:[a-zA-Z][a-zA-Z0-9]*\.)+[a-zA-Z0-9]*)(\$\{|[`"'])/g;

export function moduleGraph(root: string): Plugin {
  const rel = (id: string) =>
    relative(root, id.split('?')[0] ?? id)
      .split(sep)
      .join('/');
  const own = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');
  return {
    name: 'shop:module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, GraphModule> = {};
      const moduleOf = (id: string) =>
        (modules[rel(id)] ??= { chunk: null, size: 0, entry: false, imports: [], dynamicImports: [], literals: [] });
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info || !own(id)) continue;
        const module = moduleOf(id);
        module.entry = info.isEntry;
        module.imports = info.importedIds.filter(own).map(rel);
        module.dynamicImports = info.dynamicallyImportedIds.filter(own).map(rel);
      }
      const chunks: Record<string, GraphChunk> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = Object.keys(output.modules).filter((id) => !id.startsWith('\0'));
        chunks[output.fileName] = { imports: output.imports, dynamicImports: output.dynamicImports, modules: ids.map(rel) };
        for (const id of ids) {
          const rendered = output.modules[id];
          const module = moduleOf(id);
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
