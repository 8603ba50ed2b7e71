// Card keys as text: the mask shown before a key is revealed, and the lines copy-all and the .txt
// export give (exactly the delivered keys, in delivery order, one per line).
import type { DeliveredCard } from '@shop/session/contract';

/**
 * What shows of a key before it is revealed: the first and last two characters of a long key (so a
 * buyer can tell keys apart), bullets for the rest; short keys are all bullets.
 */
export function maskKey(value: string): string {
  if (value === '') return '';
  const chars = [...value];
  if (chars.length < 8) return '•'.repeat(Math.max(chars.length, 4));
  return `${chars.slice(0, 2).join('')}${'•'.repeat(Math.min(chars.length - 4, 8))}${chars.slice(-2).join('')}`;
}

/** One key as a line: `cardNo password`, or the number alone for keys without a password. */
export function cardKeyLine(card: Pick<DeliveredCard, 'cardNo' | 'password'>): string {
  return card.password ? `${card.cardNo} ${card.password}` : card.cardNo;
}

/** Every key, one per line (what "copy all" and the .txt export give). */
export function cardKeysText(cards: readonly Pick<DeliveredCard, 'cardNo' | 'password'>[]): string {
  return cards.map(cardKeyLine).join('\n');
}

/** Saves text as a UTF-8 .txt file through a temporary link (a user's click starts it). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.txt') ? fileName : `${fileName}.txt`;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
