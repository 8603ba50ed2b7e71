/** A message to show, as a catalogue key plus the values its `{placeholders}` take. */
export interface MessageRef<K extends string = string> {
  key: K;
  params?: Record<string, string | number>;
}

export function messageRef<K extends string>(key: K, params?: Record<string, string | number>): MessageRef<K> {
  return params ? { key, params } : { key };
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written so a missing value is visible. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
