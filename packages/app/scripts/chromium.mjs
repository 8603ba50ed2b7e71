// Debian's Chromium as the stories (vitest.config.ts), the browser tests (e2e/browser.ts) and every
// benchmark script (size, bench, INP, lighthouse, chaos) drive it: headless, no sandbox, quiet on a closed
// network (DEVELOPERS.md).
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
