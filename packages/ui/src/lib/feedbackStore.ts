/** A tiny observable list of transient messages (toasts, notifications), usable outside React. */
export interface FeedbackItem {
  id: string;
  /** Bumped when an identical message is shown again: restarts its timer instead of stacking. */
  version: number;
  /** `closing` plays the exit animation before the item is removed. */
  closing: boolean;
  duration: number;
}

export interface FeedbackStore<T extends FeedbackItem> {
  add(item: Omit<T, 'id' | 'version' | 'closing'> & { id?: string }, sameAs?: (existing: T) => boolean): string;
  dismiss(id?: string): void;
  remove(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly T[];
}

const EXIT_MS = 200;
let counter = 0;

export function createFeedbackStore<T extends FeedbackItem>(max: number): FeedbackStore<T> {
  let items: readonly T[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const set = (next: readonly T[]) => {
    items = next;
    emit();
  };
  const remove = (id: string) => set(items.filter((i) => i.id !== id));
  const dismissOne = (id: string) => {
    if (!items.some((i) => i.id === id && !i.closing)) return;
    set(items.map((i) => (i.id === id ? { ...i, closing: true } : i)));
    setTimeout(() => remove(id), EXIT_MS);
  };
  return {
    add(input, sameAs) {
      const twin = sameAs ? items.find((i) => !i.closing && sameAs(i)) : undefined;
      if (twin) {
        set(items.map((i) => (i === twin ? { ...i, version: i.version + 1 } : i)));
        return twin.id;
      }
      counter += 1;
      const id = input.id ?? `fb-${counter}`;
      const item = { ...input, id, version: 0, closing: false } as T;
      const open = items.filter((i) => !i.closing);
      set([...items.filter((i) => i.id !== id), item]);
      // Too many at once: the oldest leave first.
      if (open.length + 1 > max) open.slice(0, open.length + 1 - max).forEach((i) => dismissOne(i.id));
      return id;
    },
    dismiss(id) {
      if (id === undefined) items.forEach((i) => dismissOne(i.id));
      else dismissOne(id);
    },
    remove,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
