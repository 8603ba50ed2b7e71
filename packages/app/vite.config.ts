import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { app as appMessages } from '../session/src/messages/zh-CN/app.ts';
import { bootLine, contentSecurityPolicy, cspMeta, moduleGraph, precompress } from './scripts/buildPlugins.ts';

const WORKER = 'mockServiceWorker.js';
const workerSource = () => readFileSync(join(import.meta.dirname, '../../mocks/public', WORKER), 'utf8');

/** Serves (dev) or emits (mock build) MSW's service worker; a production build never gets it. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'shop:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: workerSource() });
    },
  };
}

/**
 * Vite's preload list of a lazy import, less the chunk itself (the `import()` it wraps asks for it at the
 * same moment), with the chunks in one order for every list: the order in which lists first named them.
 * The entry carries a list for every page, mostly the same shared chunks; in one order they repeat, and
 * pack small after gzip.
 */
function preloadOrder(): (chunk: string, deps: string[]) => string[] {
  const rank = new Map<string, number>();
  return (chunk, deps) => {
    for (const dep of deps) if (!rank.has(dep)) rank.set(dep, rank.size);
    return deps.filter((dep) => dep !== chunk).sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  };
}

/** Library code (any package under node_modules). */
const LIBRARIES = /[\\/]node_modules[\\/]/;

// `npm start` (dev): MSW on unless VITE_ENABLE_MSW=false. `vite build`: production, no MSW.
// `vite build --mode mock`: MSW inside, for demos and QA (dist-mock/).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const msw = command === 'serve' ? env.VITE_ENABLE_MSW !== 'false' : mode === 'mock' || env.VITE_ENABLE_MSW === 'true';
  return {
    root: import.meta.dirname,
    plugins: [
      react(),
      tailwindcss(),
      mockServiceWorker(msw),
      moduleGraph(import.meta.dirname),
      bootLine(appMessages['app.loading']),
      cspMeta(contentSecurityPolicy({ apiBaseUrl: env.VITE_API_BASE_URL, imageOrigins: env.VITE_IMAGE_ORIGINS })),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_ENABLE_MSW': JSON.stringify(String(msw)),
      // The endpoints' summaries document the contract for people; builds compile them out (contract/define.ts).
      ...(command === 'build' ? { __CONTRACT_DOCS__: 'false' } : {}),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The manifest and the module graph (scripts/buildPlugins.ts) let `pnpm size` find each page's chunk.
      manifest: true,
      // Every browser the shop supports preloads modules itself (no polyfill). The preload lists: `preloadOrder`.
      modulePreload: { polyfill: false, resolveDependencies: preloadOrder() },
      rollupOptions: {
        output: {
          // Hashes only, in hex: every lazy import's preload list names its chunks, and short names of one
          // alphabet make those lists, which the entry carries for every page, smaller after gzip.
          chunkFileNames: 'assets/[hash].js',
          hashCharacters: 'hex',
          // Two rules on what the entry imports statically (Rolldown's `$initial`): the libraries in one chunk
          // that changes only when a dependency does, the app's own modules in the entry's. Everything else
          // splits at the dynamic imports (a page, the back-office frame, a catalogue part, a lazy dialog) as
          // Rolldown groups it by the entries that use it.
          codeSplitting: {
            groups: [
              { name: 'framework', test: LIBRARIES, tags: ['$initial'], priority: 2 },
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
