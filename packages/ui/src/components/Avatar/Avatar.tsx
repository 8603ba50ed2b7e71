import { useState, type ImgHTMLAttributes } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { AVATAR_PLACEHOLDER, DEFAULT_AVATAR, ERROR_IMAGE } from './images.ts';

export interface AvatarProps {
  /** The user's picture; empty or failing, the default avatar is shown (R8.4). */
  src?: string | null;
  /** Whose picture: its alternative text ("张三的头像"). Without it the avatar is decorative. */
  name?: string;
  /** px (default 32). */
  size?: number;
  /** The default avatar's address (default `/static/public/images/user.png`). */
  fallbackSrc?: string;
  className?: string;
}

/**
 * A round user picture that never shows a broken image: the picture, else the default avatar
 * (R8.4), else an inline placeholder that needs no request.
 */
export function Avatar({ src, name, size = 32, fallbackSrc = DEFAULT_AVATAR, className }: AvatarProps) {
  const t = useT();
  const chain = [src, fallbackSrc, AVATAR_PLACEHOLDER].filter((s): s is string => Boolean(s));
  // Which of the chain failed last, per source list (a new `src` starts again from the top).
  const [failed, setFailed] = useState<{ key: string; index: number }>({ key: '', index: -1 });
  const key = chain.join('\n');
  const at = failed.key === key ? failed.index + 1 : 0;
  const current = chain[Math.min(at, chain.length - 1)];
  return (
    <img
      src={current}
      alt={name ? t('ui.avatar.alt', { name }) : ''}
      width={size}
      height={size}
      draggable={false}
      onError={() => {
        if (at < chain.length - 1) setFailed({ key, index: at });
      }}
      data-fallback={at > 0 ? (current === AVATAR_PLACEHOLDER ? 'placeholder' : 'default') : undefined}
      className={cx('inline-block shrink-0 rounded-full bg-surface-strong object-cover ring-1 ring-line', className)}
      style={{ width: size, height: size }}
    />
  );
}

export interface ImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Shown when the image fails (default: the inline error placeholder, R8.4). */
  fallbackSrc?: string;
}

/**
 * An image that swaps itself for the error placeholder when it cannot load (R8.4). Without a picture
 * (an empty `src`, as the server sends for goods without a cover) the placeholder is drawn at once:
 * an `<img src="">` would ask for nothing and fail.
 */
export function Image({ src, alt, fallbackSrc = ERROR_IMAGE, className, onError, ...rest }: ImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const missing = src === '';
  const failed = !missing && failedSrc === src;
  return (
    <img
      {...rest}
      src={failed || missing ? fallbackSrc : src}
      alt={failed && alt ? t('ui.image.failedAlt', { alt }) : alt}
      title={failed ? t('ui.image.failed') : rest.title}
      data-failed={failed || undefined}
      data-missing={missing || undefined}
      onError={(event) => {
        onError?.(event);
        if (!failed && !missing) setFailedSrc(src);
      }}
      className={cx((failed || missing) && 'bg-surface-strong object-contain', className)}
    />
  );
}
