import { zhCN } from './zh-CN/index.ts';
import { interpolate, type MessageRef } from './format.ts';
import type { LazyKeys } from './lazyKeys.ts';
import { LAZY_PARTS, loadPart, type LazyPart } from './lazy.ts';
import type { Locale } from './locale.ts';

export { zhCN };
export { interpolate, messageRef, type MessageRef } from './format.ts';
export type { Catalogue } from './types.ts';
export { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.ts';
export { LAZY_PARTS, loadPart, type LazyPart } from './lazy.ts';

/** Every key of the catalogue: the core parts and the lazily loaded ones. */
export type MessageKey = keyof typeof zhCN | LazyKeys;
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

/** The whole catalogue of a locale, every lazy part included (Storybook, tests, the catalogue checks). */
export async function loadAllMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(LAZY_PARTS.map((part: LazyPart) => loadPart(locale, part)));
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
