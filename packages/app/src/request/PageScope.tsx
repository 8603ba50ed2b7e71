// The lifetime of one page: requests a page starts are aborted when it unmounts, so a slow answer
// for a page the user left shows nothing (no toast, no state update); and the page's reads whose failure
// no component drew are drawn above it (api/readFailures.tsx).
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ReadFailureBoard, ReadFailureContext, UnshownReadFailures } from '../data/readFailures.tsx';

type SignalSource = () => AbortSignal;

const PageSignalContext = createContext<SignalSource | null>(null);

interface Lifetime {
  controller: AbortController | null;
  pendingAbort: ReturnType<typeof setTimeout> | null;
}

export function PageScope({ children }: { children: ReactNode }) {
  const lifetime = useRef<Lifetime>({ controller: null, pendingAbort: null });
  const [board] = useState(() => new ReadFailureBoard());
  const signal = useCallback<SignalSource>(() => {
    const current = lifetime.current;
    current.controller ??= new AbortController();
    return current.controller.signal;
  }, []);
  useEffect(() => {
    const current = lifetime.current;
    if (current.pendingAbort !== null) {
      clearTimeout(current.pendingAbort);
      current.pendingAbort = null;
    }
    return () => {
      // StrictMode unmounts and mounts again at once; abort only when no mount follows.
      current.pendingAbort = setTimeout(() => {
        current.pendingAbort = null;
        current.controller?.abort();
        current.controller = null;
      }, 0);
    };
  }, []);
  return (
    <PageSignalContext.Provider value={signal}>
      <ReadFailureContext.Provider value={board}>
        <UnshownReadFailures board={board} />
        {children}
      </ReadFailureContext.Provider>
    </PageSignalContext.Provider>
  );
}

/** The signal of the page this component belongs to (undefined outside a page: shell, tests). */
export function usePageSignal(): () => AbortSignal | undefined {
  const source = useContext(PageSignalContext);
  return source ?? noSignal;
}

const noSignal = () => undefined;
