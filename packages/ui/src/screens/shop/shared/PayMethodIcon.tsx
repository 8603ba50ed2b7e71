import type { PayMethod } from '@shop/session/contract';
import { cx } from '#ui/lib/cx.ts';

// Brand-coloured initials rather than logos: no third-party artwork in the bundle.
const LOOK: Record<PayMethod, { letter: string; className: string }> = {
  balance: { letter: '余', className: 'bg-warning text-fg-on-solid' },
  alipay: { letter: '支', className: 'bg-[#1677ff] text-white' },
  wxpay: { letter: '微', className: 'bg-[#07a35a] text-white' },
  qqpay: { letter: 'Q', className: 'bg-[#0b7bd6] text-white' },
  epay: { letter: 'E', className: 'bg-[#6d28d9] text-white' },
  fxpay: { letter: 'F', className: 'bg-[#c2410c] text-white' },
};

export function PayMethodIcon({ method, className }: { method: PayMethod; className?: string }) {
  const look = LOOK[method];
  return (
    <span
      aria-hidden="true"
      className={cx('inline-flex size-6 shrink-0 items-center justify-center rounded-sm text-xs font-bold', look.className, className)}
    >
      {look.letter}
    </span>
  );
}
