// The mock build's "simulate scan": a QR code whose content is this site's own callback address
// (the mock back end encodes one) opens in this browser as a phone's scan would. Null for anything
// else, so a real platform URL is never turned into a link here.
export function devScanLink(content: string): string | null {
  try {
    const url = new URL(content, globalThis.location?.origin ?? 'http://localhost');
    if (globalThis.location && url.origin !== globalThis.location.origin) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
