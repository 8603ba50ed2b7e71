import type { ReactElement } from 'react';
import { cx } from '../lib/cx.ts';
import { UiLink } from '../lib/link.tsx';

export interface ShellBrand {
  /** The site name beside the logo. */
  name: string;
  /** An image URL or an element; default a monogram of the name's first character. */
  logo?: string | ReactElement;
  /** Where the logo leads (default `/`). */
  href?: string;
}

/** The logo mark: the image, the element, or a monogram. */
function LogoMark({ brand, size = 28 }: { brand: ShellBrand; size?: number }) {
  if (brand.logo && typeof brand.logo !== 'string') return brand.logo;
  // A square box (kept while the image loads); a wider image is fitted inside it, never stretched.
  if (brand.logo) return <img src={brand.logo} alt="" width={size} height={size} className="shrink-0 rounded-md object-contain" />;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-fg-on-solid shadow-sm"
    >
      {[...brand.name][0]}
    </span>
  );
}

export function BrandLink({ brand, compact, className }: { brand: ShellBrand; compact?: boolean; className?: string }) {
  return (
    <UiLink href={brand.href ?? '/'} className={cx('focus-ring flex min-w-0 items-center gap-2.5 rounded-md', className)}>
      <LogoMark brand={brand} />
      <span className={compact ? 'sr-only' : 'truncate text-base font-semibold tracking-tight text-fg'}>{brand.name}</span>
    </UiLink>
  );
}

export const HEADER_BUTTON =
  'focus-ring relative flex size-9 shrink-0 items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-surface-strong hover:text-fg';
