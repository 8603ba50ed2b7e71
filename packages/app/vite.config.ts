import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

// `npm start` (dev): MSW on unless VITE_ENABLE_MSW=false. `vite build`: production, no MSW.
// `vite build --mode mock`: MSW inside, for demos and QA (dist-mock/).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const msw = command === 'serve' ? env.VITE_ENABLE_MSW !== 'false' : mode === 'mock' || env.VITE_ENABLE_MSW === 'true';
  return {
    root: import.meta.dirname,
    plugins: [react(), tailwindcss(), mockServiceWorker(msw)],
    define: { 'import.meta.env.VITE_ENABLE_MSW': JSON.stringify(String(msw)) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    // The manifest lets `pnpm size` walk the entry and each lazy page's imports.
    build: { outDir: mode === 'mock' ? 'dist-mock' : 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  };
});
