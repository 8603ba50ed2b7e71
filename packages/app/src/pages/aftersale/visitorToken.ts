// This browser's visitor token (given by the first visitor order), read from the browser database row
// where the order pages keep it (`visitor` row, `system.visitorToken`; the shop-orders work owns writing
// it: storage/visitorOrders.ts once merged, whose readVisitorMemory() this can then call instead).
import { useEffect, useState } from 'react';
import { readBrowserStore } from '../../storage/browserDb.ts';

const VISITOR_ROW = 'visitor';

async function readVisitorToken(): Promise<string> {
  try {
    const { system } = await readBrowserStore(VISITOR_ROW);
    const token = (system as Record<string, unknown>).visitorToken;
    return typeof token === 'string' && /^vt-[\w-]{4,60}$/.test(token) ? token : '';
  } catch {
    return '';
  }
}

/** The token, '' when this browser has none; undefined until it has been read. */
export function useVisitorToken(): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readVisitorToken().then((value) => {
      if (live) setToken(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return token;
}
