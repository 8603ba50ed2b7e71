// React.lazy for a module a page may load before it renders. `load()` starts the import; once the module
// is in, the component is handed over at once (a thenable that calls back synchronously), so React draws
// it in the same render. With a promise, even one already settled, React suspends once and draws the
// Suspense fallback first (seen in a headless trace of a site's home: the notice's words, then its
// Markdown).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function loadableLazy<M, P extends object>(
  importModule: () => Promise<M>,
  component: (module: M) => ComponentType<P>,
): { load: () => Promise<M>; Component: LazyExoticComponent<ComponentType<P>> } {
  let loaded: { module: M } | undefined;
  const load = () => importModule().then((module) => ((loaded = { module }), module));
  type Loaded = { default: ComponentType<P> };
  const Component = lazy(() => {
    const done = loaded;
    return done
      ? ({ then: (resolve: (value: Loaded) => void) => resolve({ default: component(done.module) }) } as Promise<Loaded>)
      : load().then((module) => ({ default: component(module) }));
  });
  return { load, Component };
}
