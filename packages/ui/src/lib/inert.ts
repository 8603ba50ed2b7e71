import type { HTMLAttributes } from 'react';

/**
 * The `inert` attribute as props. React 18 does not know `inert` as a boolean prop: it sets an
 * unknown attribute only from a string, so `''` turns it on and leaving the prop out removes it.
 */
export function inert(on: boolean): HTMLAttributes<HTMLElement> {
  return on ? ({ inert: '' } as HTMLAttributes<HTMLElement>) : {};
}
