// Helpers shared by the after-sale pages: masked card keys for the ui lists, paging and text files.
import { maskCardKey } from '@shop/session';
import type { ShownCard } from '@shop/ui';
import { showToast } from '../../effects/store.ts';
import { isRequestError } from '../../request/errors.ts';
import type { MessageKey } from '@shop/session/messages';

/** A delivered key as the lists hold it: the real values and the masked ones shown until revealed. */
export function shownCard(card: { id: number; cardNo: string; password: string }): ShownCard {
  return { ...card, maskedCardNo: maskCardKey(card.cardNo), maskedPassword: maskCardKey(card.password) };
}

/** A positive page number from the address, 1 otherwise. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** An order number from the address (trimmed, at most 40 characters as the contract allows), null when none. */
export function orderNoFrom(value: string | null): string | null {
  const orderNo = (value ?? '').trim().slice(0, 40);
  return orderNo === '' ? null : orderNo;
}

/**
 * What a list or a form shows when its call failed: the server's msg for a refusal, the transport's
 * message otherwise; nothing for an ended session, a 403 or an abort (the dialog or the page speaks).
 */
export function messageOf(error: unknown): string | null {
  if (!isRequestError(error)) return error instanceof Error ? error.message : null;
  return error.kind === 'session' || error.kind === 'forbidden' || error.kind === 'aborted' ? null : error.message;
}

/** A success toast with a catalogue message. */
export function toastSuccess(key: MessageKey, params?: Record<string, string | number>): void {
  showToast({ message: { key, params }, tone: 'success' });
}

/** Saves text as a .txt file (CRLF lines, so Windows' Notepad shows one key per line). */
export function downloadText(fileName: string, text: string): void {
  const blob = new Blob([text.replace(/\r?\n/g, '\r\n')], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One key per line: `cardNo password`, or the number alone when the key has no password. */
export function cardsAsText(cards: readonly { cardNo: string; password: string }[]): string {
  return cards.map((c) => (c.password ? `${c.cardNo} ${c.password}` : c.cardNo)).join('\n');
}
