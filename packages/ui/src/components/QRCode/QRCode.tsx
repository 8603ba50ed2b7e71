import { useMemo } from 'react';
import { encode } from 'uqr';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface QRCodeProps {
  /** What the code holds: a URL, a payment link, a binding ticket. */
  value: string;
  /** Rendered width and height, px. */
  size?: number;
  /** Error correction: M (default) survives smudges; H leaves room for a logo. */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** What the code is for ("微信扫码支付"); read by screen readers. Default "QR code". */
  label?: string;
  /** Show a white frame around the code (quiet zone), needed on coloured backgrounds. */
  framed?: boolean;
  /** An image in the middle (forces level H so it still scans). */
  logo?: string;
  className?: string;
}

/** Turns the module matrix into one SVG path: a few kilobytes of markup, crisp at any size. */
function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return d;
}

/** A QR code drawn as SVG (generated in the browser by `uqr`), labelled for screen readers. */
export function QRCode({ value, size = 160, level = 'M', label, framed = true, logo, className }: QRCodeProps) {
  const t = useT();
  const qr = useMemo(() => encode(value, { ecc: logo ? 'H' : level, border: 0 }), [value, level, logo]);
  const path = useMemo(() => modulesPath(qr.data), [qr]);
  const quiet = 2;
  const box = qr.size + quiet * 2;
  const logoSize = Math.round(qr.size * 0.22);
  return (
    <span className={cx('inline-flex rounded-md', framed && 'border border-line bg-white p-2 shadow-xs', className)}>
      <svg
        role="img"
        aria-label={label ?? t('ui.qrcode.label')}
        width={size}
        height={size}
        viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
        shapeRendering="crispEdges"
        data-value={value}
      >
        <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
        <path d={path} fill="#0b0f17" />
        {logo ? (
          <>
            <rect
              x={(qr.size - logoSize) / 2 - 0.5}
              y={(qr.size - logoSize) / 2 - 0.5}
              width={logoSize + 1}
              height={logoSize + 1}
              rx={1}
              fill="#ffffff"
            />
            <image href={logo} x={(qr.size - logoSize) / 2} y={(qr.size - logoSize) / 2} width={logoSize} height={logoSize} />
          </>
        ) : null}
      </svg>
    </span>
  );
}
