import { useMemo } from 'react';
import { cx } from '../lib/cx.ts';
import type { ShellWatermark } from './settings.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tile the watermark repeats: the text (one line per `\n`) rotated in an SVG, sized from the
 * font size and the gap. Pure, so the page pays nothing when there is no text.
 */
export function watermarkTile(text: string, options: ShellWatermark['options'] = {}): { url: string; width: number; height: number } {
  const { fontSize = 16, color = 'rgba(100, 109, 126, 0.16)', rotate = -22, gap = [120, 100] } = options;
  const lines = text.split('\n');
  // CJK glyphs are about one em wide, Latin about half: estimate generously so lines never clip.
  const widthOf = (line: string) => [...line].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.62), 0) * fontSize;
  const textWidth = Math.max(...lines.map(widthOf));
  const textHeight = lines.length * fontSize * 1.4;
  const width = Math.round(textWidth + gap[0]);
  const height = Math.round(textHeight + gap[1]);
  const tspans = lines
    .map((line, i) => `<tspan x="0" dy="${i === 0 ? -((lines.length - 1) * 0.7) : 1.4}em">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text transform="translate(${width / 2} ${height / 2}) rotate(${rotate})" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${fontSize}" fill="${escapeXml(color)}">${tspans}</text></svg>`;
  return { url: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`, width, height };
}

export interface WatermarkProps extends ShellWatermark {
  /** Cover the viewport (default) or only the positioned parent. */
  fixed?: boolean;
  className?: string;
}

/**
 * Repeated text over the page (who is looking, for screenshots that leak). It takes no pointer
 * events and is hidden from assistive technology; nothing is drawn while `show` is off or `text` empty.
 */
export function Watermark({ show, text, options, fixed = true, className }: WatermarkProps) {
  const tile = useMemo(() => (show && text.trim() ? watermarkTile(text, options) : null), [show, text, options]);
  if (!tile) return null;
  return (
    <div
      aria-hidden="true"
      data-watermark=""
      className={cx('pointer-events-none inset-0 z-(--z-watermark) select-none print:hidden', fixed ? 'fixed' : 'absolute', className)}
      style={{ backgroundImage: tile.url, backgroundSize: `${tile.width}px ${tile.height}px` }}
    />
  );
}
