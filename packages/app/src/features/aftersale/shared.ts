// Helpers shared by the after-sale pages: an order number from the address and toasts (error words: ../readState.ts). (Card keys reach ui
// masked through session's maskCard; their text and .txt file come from ui's cardKeysText / downloadText.)
import { showToast } from '#app/effects/store.ts';
import type { MessageKey } from '@shop/session/messages';

/** An order number from the address (trimmed, at most 40 characters as the contract allows), null when none. */
export function orderNoFrom(value: string | null): string | null {
  const orderNo = (value ?? '').trim().slice(0, 40);
  return orderNo === '' ? null : orderNo;
}

/** A success toast with a catalogue message. */
export function toastSuccess(key: MessageKey, params?: Record<string, string | number>): void {
  showToast({ message: { key, params }, tone: 'success' });
}
