export { linkProps, TextLink, type Navigate, type TextLinkProps } from './links.tsx';
export type { CodeState } from './CodeField.tsx';
