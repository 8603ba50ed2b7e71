/**
 * R6.2: an element is shown only when the user's access list shares at least one entry with
 * the required list. No access list (not loaded, ghost user) shows nothing guarded.
 */
export function hasAccess(access: readonly (string | number)[] | null | undefined, required: readonly (string | number)[]): boolean {
  if (!access || access.length === 0) return false;
  const owned = new Set(access.map(String));
  return required.some((entry) => owned.has(String(entry)));
}
