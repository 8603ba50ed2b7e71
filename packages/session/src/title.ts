import type { MessageKey, Messages } from './messages/index.ts';

export interface TitleInput {
  /** The route's own title, already in the current language; '' for the return pages (R2.16). */
  routeTitle: string;
  /** The stored site title (the `title` cookie). */
  siteTitle?: string | null;
  /** Unread messages; a non-zero count prefixes `(n) ` (R2.3). */
  unread?: number;
  /** R2.4: the decoration page has its own fixed title with no brand part. */
  decoration?: boolean;
}

/** R2.2–R2.4: the document title. */
export function documentTitle(
  input: TitleInput,
  messages: Pick<Messages, Extract<MessageKey, 'title.decoration' | 'title.separator'>>,
): string {
  const base = input.decoration
    ? messages['title.decoration']
    : [input.routeTitle.trim(), (input.siteTitle ?? '').trim()].filter((part) => part !== '').join(messages['title.separator']);
  const unread = input.unread ?? 0;
  return Number.isFinite(unread) && unread > 0 ? `(${Math.floor(unread)}) ${base}` : base;
}
