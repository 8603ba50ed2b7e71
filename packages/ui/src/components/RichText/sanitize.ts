// Rich HTML from the server (announcements, goods descriptions) may hold anything: it is sanitised
// with DOMPurify before it reaches the DOM. On top of DOMPurify's defaults (no script, no event
// handler attributes, no javascript: URLs, no iframes): no forms or style sheets, inline styles
// reduced to a few harmless text properties, and links to other sites open in a new tab without
// access to this page.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Tags that could imitate the shop's own controls or restyle the page. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'dialog', 'template', 'marquee'];

/** Inline style properties kept (the rest, and any value with url(), expression() or escapes, is dropped). */
const STYLE_PROPERTIES = new Set(['color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align']);
const UNSAFE_STYLE_VALUE = /url\s*\(|expression\s*\(|image-set|\\|\/\*|@import|javascript:/i;

const CONFIG: Config = { FORBID_TAGS, ALLOW_DATA_ATTR: false, SANITIZE_NAMED_PROPS: true };

/** Keeps the allowed declarations of a style attribute; '' when none is left. */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!STYLE_PROPERTIES.has(property) || value === '' || UNSAFE_STYLE_VALUE.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}

/** Whether a link leaves this site (`/\\host` and `//host` do, as browsers read them). */
export function isExternal(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
}

let purifier: Purifier | null = null;

/** One DOMPurify instance of our own, so its hooks never affect another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const style = cleanStyle(data.attrValue);
    if (style === '') data.keepAttr = false;
    else data.attrValue = style;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      node.removeAttribute('target');
      if (href !== null && isExternal(href, window.location.origin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.tagName === 'IMG') {
      // An image the author did not describe is treated as decoration rather than read out as a file name.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    }
  });
  purifier = purify;
  return purify;
}

/** The HTML with everything that could run, leak or restyle the page removed. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
