/** R8.4: the default avatar, served by the back end. */
export const DEFAULT_AVATAR = '/static/public/images/user.png';

const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(body)}`;

/**
 * R8.4: the default error placeholder, an inline image (no request, so it cannot fail too): a
 * picture frame with a slash on a neutral tile. Neutral greys read on light and dark surfaces.
 */
export const ERROR_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#eef1f5"/>' +
    '<g fill="none" stroke="#9aa3b2" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">' +
    '<rect x="24" y="28" width="48" height="40" rx="4"/><path d="m24 60 14-13 10 9 7-6 17 14"/><circle cx="58" cy="40" r="4"/>' +
    '<path d="M20 20l56 56"/></g></svg>',
);

/** The avatar's own last resort when even the default avatar fails: a head and shoulders. */
export const AVATAR_PLACEHOLDER = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d9e8ff"/>' +
    '<circle cx="32" cy="25" r="11" fill="#8aaff5"/><path d="M12 58c2-11 10-17 20-17s18 6 20 17" fill="#8aaff5"/></svg>',
);
