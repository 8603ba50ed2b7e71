// Card keys as text: the lines copy-all and the .txt export give (exactly the delivered keys, in
// delivery order, one per line), and the file download. Masking is session's rule (`maskCard`):
// the app passes keys with their masked forms.

/** One key as a line: `cardNo password`, or the number alone for keys without a password. */
export function cardKeyLine(card: { cardNo: string; password: string }): string {
  return card.password ? `${card.cardNo} ${card.password}` : card.cardNo;
}

/** Every key, one per line (what "copy all" and the .txt export give). */
export function cardKeysText(cards: readonly { cardNo: string; password: string }[]): string {
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
  // Revoked after the click has handed the file over (a 0 ms revoke can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
