// The invite poster as a PNG to save: the server's background (getPromotionPoster) with my QR code in
// its white slot and the caption under it, drawn on a canvas. The QR code's modules come from the
// `uqr` library (the one ui's QRCode draws with); nothing of the code is drawn by hand.
import { encode } from 'uqr';

/** The poster's size and its QR slot (the background leaves a white square there). */
const POSTER = { width: 750, height: 1334, slot: { x: 225, y: 800, size: 300 } } as const;

/**
 * How long the background may take to load, and the PNG to be encoded, before the download says it
 * failed: never a spinner for ever.
 */
export const BACKGROUND_TIMEOUT_MS = 15_000;
export const ENCODE_TIMEOUT_MS = 15_000;

/** The picture at `src`, decoded; fails when it does not load or takes longer than `timeoutMs`. */
export function loadImage(src: string, timeoutMs = BACKGROUND_TIMEOUT_MS): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.onload = image.onerror = null;
      image.src = '';
      reject(new Error('poster background timed out'));
    }, timeoutMs);
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('poster background failed to load'));
    };
    image.src = src;
  });
}

function wrapLines(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (context.measureText(line + char).width > width && line) {
      lines.push(line);
      line = char;
    } else line += char;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** The poster as a PNG blob. */
export async function posterImage(poster: { background: string; link: string; caption: string }): Promise<Blob> {
  const background = await loadImage(poster.background);
  const canvas = document.createElement('canvas');
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(background, 0, 0, POSTER.width, POSTER.height);

  const { slot } = POSTER;
  const qr = encode(poster.link, { ecc: 'M', border: 0 });
  const margin = 16;
  const cell = Math.floor((slot.size - margin * 2) / qr.size);
  const offset = Math.floor((slot.size - cell * qr.size) / 2);
  context.fillStyle = '#ffffff';
  context.fillRect(slot.x, slot.y, slot.size, slot.size);
  context.fillStyle = '#000000';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(slot.x + offset + x * cell, slot.y + offset + y * cell, cell, cell);
    }),
  );

  context.font = '28px "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
  context.textAlign = 'center';
  const lines = wrapLines(context, poster.caption, POSTER.width - 120);
  const top = slot.y + slot.size + 60;
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  context.fillRect(40, top - 40, POSTER.width - 80, lines.length * 40 + 30);
  context.fillStyle = '#ffffff';
  lines.forEach((line, i) => context.fillText(line, POSTER.width / 2, top + i * 40));

  return toPng(canvas);
}

/** The canvas as a PNG; fails when the browser gives none, or none within `timeoutMs`. */
export function toPng(canvas: Pick<HTMLCanvasElement, 'toBlob'>, timeoutMs = ENCODE_TIMEOUT_MS): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('poster encoding timed out')), timeoutMs);
    canvas.toBlob((blob) => {
      clearTimeout(timer);
      if (blob) resolve(blob);
      else reject(new Error('no image'));
    }, 'image/png');
  });
}
