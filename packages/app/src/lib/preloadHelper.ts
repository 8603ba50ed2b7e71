// The app's own `__vitePreload`: Vite puts its preload helper around every `import()` of a lazy chunk,
// appending a `<link rel="modulepreload">` for each chunk that chunk imports, so a first visit fetches them
// side by side instead of one level at a time. When the app's scripts come from the browser's cache (any
// page after the first, a log-in's next page), those links fetch nothing new and cost the main thread: a
// back-office page appended 25–30, 20 ms of its start-up at 1× CPU and 80 ms at 4× (issue 24). This one
// appends them only while the app's scripts come over the network. The plugin that puts it in Vite's
// place: `preloadHelper` in scripts/buildPlugins.ts.

/** A script's timing entry says it came from the cache: nothing transferred, a body decoded. */
function cameFromCache(entry: Pick<PerformanceResourceTiming, 'transferSize' | 'decodedBodySize'> | undefined): boolean {
  // A script of another origin without Timing-Allow-Origin reports 0 for both: not known to be cached.
  return entry !== undefined && entry.transferSize === 0 && entry.decodedBodySize > 0;
}

let cached: boolean | undefined;

/** Whether this document's scripts came from the cache, judged once by the chunk holding this module. */
function scriptsFromCache(): boolean {
  if (cached === undefined) {
    const entry = performance.getEntriesByName(import.meta.url)[0] as PerformanceResourceTiming | undefined;
    cached = cameFromCache(entry);
  }
  return cached;
}

/** Hrefs already asked for (by a link of index.html or an earlier call), with a stylesheet's wait until it settles. */
const seen = new Map<string, Promise<void> | undefined>();

function linkFor(href: string): Promise<void> | undefined {
  const isCss = href.endsWith('.css');
  for (const link of document.getElementsByTagName('link'))
    if (link.href === href && (!isCss || link.rel === 'stylesheet')) return undefined;
  const link = document.createElement('link');
  link.rel = isCss ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (!isCss) return undefined;
  // A lazy chunk's stylesheet is applied before its module runs.
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
  });
}

/**
 * Loads `baseModule` after asking for `deps` (paths under the base, as Vite lists them): every one on a
 * first visit, only stylesheets when the scripts come from the cache. A failed preload goes to
 * `vite:preloadError` as Vite's helper does.
 */
export function __vitePreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  const fromCache = scriptsFromCache();
  const waits: Promise<void>[] = [];
  for (const dep of deps ?? []) {
    if (fromCache && !dep.endsWith('.css')) continue;
    const href = new URL(`${import.meta.env.BASE_URL}${dep}`, location.href).href;
    if (!seen.has(href)) {
      // Once settled, later imports no longer wait for it (nor report its failure again), as with Vite's.
      const wait = linkFor(href)?.finally(() => seen.set(href, undefined));
      seen.set(href, wait);
    }
    const wait = seen.get(href);
    if (wait) waits.push(wait);
  }
  const reportError = (error: unknown) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  };
  return Promise.allSettled(waits).then((results) => {
    for (const result of results) if (result.status === 'rejected') reportError(result.reason);
    return baseModule().catch((error: unknown) => {
      reportError(error);
      return undefined as T;
    });
  });
}
