import { zhCN } from './zh-CN/index.ts';
import { interpolate, type MessageRef } from './format.ts';

export { zhCN };
export { interpolate, messageRef, type MessageRef } from './format.ts';
export type { Catalogue } from './types.ts';

export type MessageKey = keyof typeof zhCN;
/** A whole catalogue: every key, in one locale. */
export type Messages = { readonly [K in MessageKey]: string };
export type Locale = 'zh-CN' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** zh-CN ships in the main bundle; other locales load on demand. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return (await import('./en/index.ts')).en;
  return zhCN;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslator(messages: Messages): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

/** Renders a message reference produced by a session rule. */
export function renderMessage(messages: Messages, ref: MessageRef<MessageKey>): string {
  return interpolate(messages[ref.key] ?? ref.key, ref.params);
}
