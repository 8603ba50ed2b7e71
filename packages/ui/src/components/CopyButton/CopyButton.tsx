import { useEffect, useRef, useState } from 'react';
import { IconCheck } from '#ui/icons/forms.tsx';
import { IconCopy } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'onCopy' | 'icon' | 'loading'> {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the button's name: label "订单号" → "复制订单号". */
  label?: string;
  /** Called after a successful copy. */
  onCopied?: (text: string) => void;
  /** Called when the browser refused; the button also says so. */
  onCopyError?: (error: unknown) => void;
  /** How long the "copied" state stays, ms. */
  resetAfter?: number;
}

/** Old browsers and insecure origins have no async clipboard: copy through a selected textarea. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch (error) {
      if (!legacyCopy(text)) throw error;
      return;
    }
  }
  if (!legacyCopy(text)) throw new Error('copy refused');
}

/**
 * Copies `text` and says so: the icon turns into a tick for a moment and a polite live region
 * announces "copied" (or the failure) to screen readers.
 */
export function CopyButton({
  text,
  label,
  onCopied,
  onCopyError,
  resetAfter = 2000,
  variant = 'ghost',
  size = 'sm',
  iconOnly = false,
  children,
  className,
  ...rest
}: CopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(text);
      setState('copied');
      onCopied?.(text);
    } catch (error) {
      setState('failed');
      onCopyError?.(error);
    }
    timer.current = setTimeout(() => setState('idle'), resetAfter);
  };

  const name = label ? t('ui.copy.copyLabel', { label }) : t('ui.copy.copy');
  const copied = state === 'copied';
  return (
    <>
      <Button
        variant={variant}
        size={size}
        iconOnly={iconOnly}
        aria-label={iconOnly || label ? name : undefined}
        icon={copied ? <IconCheck className="text-success" /> : <IconCopy />}
        onClick={handleClick}
        className={cx(copied && 'text-success-fg', className)}
        {...rest}
      >
        {children ?? (copied ? t('ui.copy.copied') : t('ui.copy.copy'))}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('ui.copy.copied') : state === 'failed' ? t('ui.copy.failed') : ''}
      </span>
    </>
  );
}
