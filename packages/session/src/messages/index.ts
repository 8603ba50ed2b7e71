import { zhCN } from './zh-CN/index.ts';
import type { devtools as devtoolsZh } from './zh-CN/devtools.ts';
import { interpolate, type MessageRef } from './format.ts';
import type { LazyKeys } from './lazyKeys.ts';
import { LAZY_PARTS, loadPart, type LazyPart } from './lazy.ts';
import type { Locale } from './locale.ts';

export { zhCN };
export { interpolate, messageRef, type MessageRef } from './format.ts';
export type { Catalogue } from './types.ts';
export { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.ts';
export { LAZY_PARTS, loadPart, type LazyPart } from './lazy.ts';

/** The strings of the development builds' log display and settings panel (R9.5), outside the lazy parts. */
export type DevtoolsKey = keyof typeof devtoolsZh;

/** Every key of the catalogue: the core parts, the lazily loaded ones and the dev tools'. */
export type MessageKey = keyof typeof zhCN | LazyKeys | DevtoolsKey;
/** A whole catalogue: every key, in one locale. */
export type Messages = { readonly [K in MessageKey]: string };
/** Keys of the core parts, which ship in the main bundle (route titles, session, ui). */
export type CoreKey = keyof typeof zhCN;
export type CoreMessages = { readonly [K in CoreKey]: string };

/** The core parts of a locale: zh-CN ships in the main bundle, other locales load on demand. */
export async function loadMessages(locale: Locale): Promise<CoreMessages> {
  if (locale === 'en') return (await import('./en/index.ts')).en;
  return zhCN;
}

/**
 * The dev tools' strings (R9.5). Only the dev tools' chunk calls this, so a production build, which has
 * no dev tools, drops the function and the strings with it.
 */
export async function loadDevtoolsMessages(locale: Locale): Promise<Record<string, string>> {
  return locale === 'en' ? (await import('./en/devtools.ts')).devtools : (await import('./zh-CN/devtools.ts')).devtools;
}

/** The whole catalogue of a locale, every lazy part and the dev tools' included (Storybook, tests, the catalogue checks). */
export async function loadAllMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([...LAZY_PARTS.map((part: LazyPart) => loadPart(locale, part)), loadDevtoolsMessages(locale)]);
  return Object.assign({}, await loadMessages(locale), ...parts) as Messages;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A translator over a catalogue that may still be missing lazy parts: a missing key shows as itself. */
export function createTranslator(messages: Partial<Messages>): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

/** Renders a message reference produced by a session rule. */
export function renderMessage(messages: Partial<Messages>, ref: MessageRef<MessageKey>): string {
  return interpolate(messages[ref.key] ?? ref.key, ref.params);
}
