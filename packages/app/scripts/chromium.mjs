// Debian's Chromium as every benchmark script drives it (size, bench, INP, lighthouse, chaos): headless,
// no sandbox, quiet on a closed network (DEVELOPERS.md). The test runner's own copy is vitest.config.ts's
// `chromiumArgs` (e2e/browser.ts uses it).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
