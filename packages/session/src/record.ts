/** A plain object (not null, not an array): what a stored or received value must be to be read field by field. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
