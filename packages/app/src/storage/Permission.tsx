import type { ReactNode } from 'react';
import { hasAccess } from '@shop/session';
import { useUser } from './user.ts';

/** R6.2: whether the current user's access list shares an entry with `required`. */
export function usePermission(required: readonly (string | number)[]): boolean {
  return hasAccess(useUser().access, required);
}

/** R6.2 for a list of elements (menu entries): a check against the current user's access list. */
export function usePermissions(): (required: readonly (string | number)[]) => boolean {
  const { access } = useUser();
  return (required) => hasAccess(access, required);
}

/** R6.2: renders `children` only when the user has one of the `required` access entries. */
export function Permission({
  required,
  fallback = null,
  children,
}: {
  required: readonly (string | number)[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return usePermission(required) ? children : fallback;
}
