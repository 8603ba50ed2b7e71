// The visitor memory for React: undefined while it is read, then the token (null: none yet).
import { useEffect, useState } from 'react';
import { readVisitorMemory, type VisitorMemory } from './visitorOrders.ts';

export function useVisitorMemory(): VisitorMemory | undefined {
  const [memory, setMemory] = useState<VisitorMemory | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readVisitorMemory().then((m) => {
      if (live) setMemory(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return memory;
}
