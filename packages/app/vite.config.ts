import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { app as appMessages } from '../session/src/messages/zh-CN/app.ts';
import {
  bootLine,
  bootScript,
  contentSecurityPolicy,
  cspMeta,
  moduleGraph,
  precompress,
  preloadHelper,
  preloadStorefront,
  stripContractSummaries,
} from './scripts/buildPlugins.ts';

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
 * react-router 7 publishes a production build but its package exports point every condition at the
 * development one (remix-run/react-router#12532, #14753), whose dev-only checks and warnings then ship
 * (~0.6 KB gzip). Builds take the production files; the dev server keeps the warnings.
 */
function reactRouterProduction(): Record<string, string> {
  // react-router is react-router-dom's dependency, not the app's: resolve it from there.
  const fromDom = createRequire(createRequire(join(import.meta.dirname, 'package.json')).resolve('react-router-dom'));
  const dist = join(dirname(fromDom.resolve('react-router')), '..', 'production');
  return {
    'react-router/dom': join(dist, 'dom-export.mjs'),
    'react-router': join(dist, 'index.mjs'),
    // swr's React < 18 polyfill: React 19 has useSyncExternalStore itself.
    'use-sync-external-store/shim': join(import.meta.dirname, 'src/lib/useSyncExternalStoreShim.ts'),
  };
}

const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|valibot|js-cookie)[\\/]/;

/** The framework chunk, less swr's mutation hook: only pages that write use it (~0.5 KB gzip off `/`). */
const FRAMEWORK = (id: string) => FRAMEWORK_PACKAGES.test(id) && !/[\\/]swr[\\/]dist[\\/]mutation[\\/]/.test(id);

/**
 * Tests a module's path under the workspace's `packages/` (with `/` separators) against one of
 * `patterns`; the last `/packages/` of the path, so a clone under a folder of that name still matches.
 */
const modules =
  (...patterns: RegExp[]) =>
  (id: string) => {
    const normal = id.replaceAll('\\', '/');
    const at = normal.lastIndexOf('/packages/');
    return at >= 0 && patterns.some((pattern) => pattern.test(normal.slice(at + '/packages/'.length)));
  };

const FORMS = modules(
  /^ui\/src\/components\/(FormField|Alert|Input|PasswordInput)\/\w+\.tsx$/,
  /^ui\/src\/lib\/control\.ts$/,
  /^ui\/src\/icons\/forms\.tsx$/,
  /^ui\/src\/screens\/shared\/(useForm\.ts|FormAlert\.tsx|AuthLayout\.tsx)$/,
  /^ui\/src\/states\/Binding\/BrandIcons\.tsx$/,
  /^session\/src\/contract\/(fields|auth)\.ts$/,
  /^app\/src\/pages\/readState\.ts$/,
  /^app\/src\/api\/(mutation|auth)\.ts$/,
  /^app\/src\/storage\/login\.ts$/,
);

const KIT = modules(
  /^ui\/src\/components\/(Select|Checkbox|Radio|Textarea|Tabs|Card|DescriptionList|StatusTag|Pagination)\/\w+\.tsx?$/,
  /^ui\/src\/icons\/index\.tsx$/,
  /^ui\/src\/lib\/useControllableState\.ts$/,
  /^ui\/src\/screens\/shared\/SearchBar\.tsx$/,
  /^session\/src\/contract\/(entities|shop|account|public)\.ts$/,
  /^session\/src\/cardKey\.ts$/,
  /^app\/src\/api\/account\.ts$/,
  /^app\/src\/pages\/(shownCards|orders\/search)\.ts$/,
  // The page header most pages draw: captured with the goods list's view, it put the goods list's page code
  // into 60 of 77 pages' loads (all of which load this group anyway).
  /^ui\/src\/page\/PageHeader\.tsx$/,
);

const GOODS_LIST = modules(
  /^app\/src\/pages\/shop\/(GoodsListPage\.tsx|goodsListQuery\.ts)$/,
  /^app\/src\/routes\/prefetchGoodsList\.ts$/,
  /^ui\/src\/screens\/GoodsList\/GoodsListView\.tsx$/,
);

/** What the goods page shares with the payment and order pages, and its data's early start. */
const BUY = modules(
  /^app\/src\/pages\/shop\/(payRoutes|goodsId)\.ts$/,
  /^app\/src\/storage\/visitorMemory\.ts$/,
  /^app\/src\/routes\/prefetch\.ts$/,
);

// `npm start` (dev): MSW on unless VITE_ENABLE_MSW=false. `vite build`: production, no MSW.
// `vite build --mode mock`: MSW inside, for demos and QA (dist-mock/).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const msw = command === 'serve' ? env.VITE_ENABLE_MSW !== 'false' : mode === 'mock' || env.VITE_ENABLE_MSW === 'true';
  return {
    root: import.meta.dirname,
    plugins: [
      stripContractSummaries(),
      react(),
      tailwindcss(),
      mockServiceWorker(msw),
      moduleGraph(import.meta.dirname),
      preloadStorefront('src/routes/frames/StorefrontFrame.tsx'),
      preloadHelper(join(import.meta.dirname, 'src/lib/preloadHelper.ts')),
      bootLine(appMessages['app.loading']),
      bootScript('boot'),
      cspMeta(contentSecurityPolicy({ apiBaseUrl: env.VITE_API_BASE_URL, imageOrigins: env.VITE_IMAGE_ORIGINS })),
      precompress(),
    ],
    resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
    define: { 'import.meta.env.VITE_ENABLE_MSW': JSON.stringify(String(msw)) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The manifest and the module graph (scripts/buildPlugins.ts) let `pnpm size` find each page's chunk.
      manifest: true,
      // Every browser the shop supports preloads modules itself.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          // Hashes only: every lazy import's preload list names its chunks, and the names added ~1.5 KB
          // gzip to the entry.
          chunkFileNames: 'assets/[hash].js',
          // Hex hashes: a name is 32 bits of noise in 8 characters instead of 48, and gzip packs the many
          // names of the preload lists (the route table names every page's chunks) smaller: ~0.16 KB of
          // `/`'s and `/login`'s first visit (issue 24), whose budgets a change of hashes alone could cross.
          hashCharacters: 'hex',
          codeSplitting: {
            groups: [
              // The first page's preload (routes/preload.ts) with the route table and catalogue core it
              // reads: a chunk index.html also runs as a script of its own (`bootScript`), so the page's
              // code is on its way while react-dom is still being fetched and evaluated.
              { name: 'boot', test: /src[\\/]routes[\\/]preload\.ts$/, priority: 4 },
              // A back-office page load's early reads with the order number they read off the address: a chunk
              // of their own that needs nothing the page's code brings (else they wait for it).
              { name: 'earlyReads', test: /src[\\/](routes[\\/]earlyReads|pages[\\/]orders[\\/]orderNo)\.ts$/, priority: 1 },
              // React, the router, SWR, valibot and the cookie library: one chunk every route loads.
              { name: 'framework', test: FRAMEWORK, priority: 3 },
              // The rest of what the entry imports statically stays with it (not in the storefront's chunk).
              { name: 'index', tags: ['$initial'], priority: 2 },
              // The storefront frame and the home page with the ui and app modules they use: a first visit
              // of `/` fetches one chunk instead of ~20 small ones (~3 KB gzip less; other storefront pages
              // share it).
              {
                name: 'storefront',
                test: /src[\\/](routes[\\/]frames[\\/]StorefrontFrame\.tsx|pages[\\/]shop[\\/]HomePage\.tsx|routes[\\/]prefetchHome\.ts)$/,
                priority: 1,
              },
              // The form pieces the sign-in page uses, which the order query and most other pages use too:
              // one chunk instead of ten (the sign-in page loads nothing it does not need from it).
              { name: 'forms', test: FORMS, priority: 1 },
              // The controls, icons and contracts the goods pages and the order query share: one chunk
              // instead of ~15 of under 1 KB each, each a request a first visit waits for.
              { name: 'kit', test: KIT, priority: 1 },
              { name: 'buy', test: BUY, priority: 1 },
              // The goods list with its address query and its data's early start, which share modules.
              { name: 'goodsList', test: GOODS_LIST, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
