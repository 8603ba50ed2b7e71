/** Does a file match an accept list of MIME types ("image/png", "image/*") and extensions (".txt")? */
export function fileAccepted(file: { name: string; type: string }, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const MIME_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

/** A readable list of accepted kinds: ["image/jpeg", ".txt"] → "JPG、TXT" (or with ", "). */
export function describeAccept(accept: readonly string[], separator: string): string {
  const names = accept.map((rule) => {
    const r = rule.trim();
    if (r.startsWith('.')) return r.slice(1).toUpperCase();
    return MIME_NAMES[r.toLowerCase()] ?? r;
  });
  return [...new Set(names)].join(separator);
}
