// What the customer pages tell the user after a write: a success toast, or the form's message.
import type { MessageKey } from '@shop/session/messages';
import { showToast } from '#app/effects/store.ts';
import { t } from '#app/i18n.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export function toastSuccess(key: MessageKey, params?: Record<string, string | number>): void {
  showToast({ message: { text: t(key, params) }, tone: 'success' });
}

/**
 * Runs a write for a section of the page: clears the section's message, and on failure sets it (the
 * server's msg; nothing for an ended session, a 403 or an abort) and rejects again, so a dialog or
 * form that waits for it stays open with what was typed.
 */
export async function guarded<T>(setError: (message: string | null) => void, write: () => Promise<T>): Promise<T> {
  setError(null);
  try {
    return await write();
  } catch (error) {
    setError(errorMessageOf(error));
    throw error;
  }
}
