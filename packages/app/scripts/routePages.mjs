// Which file a route's page is: read off its lazy import (`page: () => import('./XPage.tsx')` in
// features/<feature>/routes.ts), as the size report and the registry test need it. A route's import is
// the one place its page is named; under Vite's or Vitest's transform it reads `__vite_ssr_dynamic_import__`
// with the specifier as written or resolved from the root.

const COMING_SOON = 'src/routes/ComingSoonPage.tsx';

/** @param {{ id: string, page?: () => Promise<unknown>, feature?: string }} route */
export function pageFileOf(route) {
  if (!route.page) return COMING_SOON;
  const found = /(?:import|__vite_ssr_dynamic_import__)\(\s*["']([^"']+)["']/.exec(String(route.page));
  if (!found) throw new Error(`route ${route.id}: its page is not a lazy import of a file`);
  const spec = found[1];
  if (spec.startsWith('./')) return `src/features/${route.feature}/${spec.slice(2)}`;
  const at = spec.indexOf('/packages/app/');
  if (at >= 0) return spec.slice(at + '/packages/app/'.length);
  throw new Error(`route ${route.id}: its page ${spec} is not a file of its feature folder`);
}
