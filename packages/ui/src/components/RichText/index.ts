export { RichText, type RichTextProps } from './RichText.tsx';
export { cleanStyle, sanitizeHtml } from './sanitize.ts';
