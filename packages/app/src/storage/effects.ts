import type { SessionEffect } from '@shop/session';
import { cookies as defaultCookies, type CookieJar } from './cookies.ts';
import { removeStorage, writeStorage } from './localStore.ts';

/** Carries out the cookie and storage effects a session decision returned (R7.2, R4.8, R2.9). */
export function applySessionEffects(effects: readonly SessionEffect[], cookies: CookieJar = defaultCookies): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'setCookie':
        cookies.set(effect.key, effect.value);
        break;
      case 'setStorage':
        writeStorage(effect.key, effect.value);
        break;
      case 'removeStorage':
        removeStorage(effect.key);
        break;
    }
  }
}
