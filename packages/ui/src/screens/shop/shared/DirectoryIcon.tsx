import type { ReactNode } from 'react';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { cx } from '#ui/lib/cx.ts';

/** The glyphs of the shop's directory icon names (a directory's `icon` is one of these, or an image address). */
const GLYPHS: Record<string, ReactNode> = {
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  game: (
    <>
      <rect x="2" y="7" width="20" height="11" rx="5" />
      <path d="M7 11v3M5.5 12.5h3M15 11.5h.01M18 13.5h.01" />
    </>
  ),
  'mobile-game': (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M10 10v3M8.5 11.5h3M14.5 11h.01M15.5 13h.01M11 18h2" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  ),
  software: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
    </>
  ),
  cloud: <path d="M17.5 19H8a6 6 0 1 1 1.2-11.9A5 5 0 0 1 18 9.5a4.8 4.8 0 0 1-.5 9.5Z" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </>
  ),
};

const FOLDER = <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />;

/** Whether a directory's icon is an image address rather than one of the shop's icon names. */
const isAddress = (icon: string) => /^(\/|https?:|data:image\/)/.test(icon);

/**
 * A directory's icon in a tinted tile: the shop's glyph for its icon name (a folder for names it does
 * not know), or the picture when the server sends an image address. Decorative: the name is beside it.
 */
export function DirectoryIcon({ icon, size, className }: { icon: string; size: number; className?: string }) {
  if (isAddress(icon))
    return <Image src={icon} alt="" width={size} height={size} className={cx('shrink-0 rounded-md object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cx('flex shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-fg', className)}
      style={{ width: size, height: size }}
    >
      <Icon size={Math.round(size * 0.55)}>{GLYPHS[icon] ?? FOLDER}</Icon>
    </span>
  );
}
