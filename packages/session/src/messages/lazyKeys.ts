// The keys of the lazy parts, for the type of MessageKey only (type imports: nothing is bundled).
import type { zhLazyParts } from './lazy.ts';

type PartOf<L> = L extends () => Promise<infer P> ? P : never;

export type LazyKeys = { [P in keyof typeof zhLazyParts]: keyof PartOf<(typeof zhLazyParts)[P]> & string }[keyof typeof zhLazyParts];
