/**
 * The path part of a request URL or route: drops scheme and host of an absolute URL,
 * then the query and the fragment. `inside/x` and `/inside/x` give the same path.
 */
export function pathOf(url: string): string {
  let rest = url.trim();
  const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*:\/\/[^/?#]*/.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length);
  else if (rest.startsWith('//')) rest = rest.replace(/^\/\/[^/?#]*/, '');
  const cut = rest.search(/[?#]/);
  if (cut >= 0) rest = rest.slice(0, cut);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The first non-empty path segment, or '' when there is none (R2.6, R6.1). */
export function firstPathSegment(url: string): string {
  for (const segment of pathOf(url).split('/')) {
    if (segment !== '') return segment;
  }
  return '';
}
