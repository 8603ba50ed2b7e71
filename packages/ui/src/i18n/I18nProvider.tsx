import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const I18nContext = createContext<Translate | null>(null);

/**
 * ui holds no strings of its own: the app and Storybook pass a translator built from the one
 * message catalogue (`createTranslator(zhCN)` of @shop/session/messages).
 */
export function I18nProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  const t = useContext(I18nContext);
  if (!t) throw new Error('useT needs an <I18nProvider> above it');
  return t;
}
