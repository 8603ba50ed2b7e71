// This browser's visitor token (given by the first visitor order), from the visitor memory the order
// pages keep (storage/visitorOrders.ts).
import { useVisitorMemory } from '../../storage/useVisitorMemory.ts';

/** The token, '' when this browser has none; undefined until it has been read. */
export function useVisitorToken(): string | undefined {
  const memory = useVisitorMemory();
  return memory === undefined ? undefined : (memory.visitorToken ?? '');
}
