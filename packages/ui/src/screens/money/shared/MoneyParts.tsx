import type { ReactNode } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';

/** One figure of a money summary: a label over an amount (a skeleton while it loads, a dash when it could not). */
export function MoneyFigure({
  label,
  value,
  hint,
  strong = false,
  testId,
}: {
  label: ReactNode;
  /** Yuan; undefined while loading, null when it could not be read. */
  value: number | null | undefined;
  hint?: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm text-fg-muted">{label}</span>
      {value === undefined ? (
        // As tall as the figure's line below (text-2xl/3xl: 32/36 px, text-xl: 28 px): the page does not
        // move when the figure arrives (CLS).
        <Skeleton width={strong ? 140 : 96} className={strong ? 'h-8 sm:h-9' : 'h-7'} />
      ) : (
        <span className={cx('font-semibold tabular-nums text-fg', strong ? 'text-2xl sm:text-3xl' : 'text-xl')} data-testid={testId}>
          {value === null ? '—' : formatYuan(value)}
        </span>
      )}
      {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
    </div>
  );
}

/** A link drawn as a button (the ways on: recharge, withdraw, transfer …); the app's router handles it. */
export function LinkButton({
  href,
  children,
  primary = false,
  icon,
}: {
  href: string;
  children: ReactNode;
  primary?: boolean;
  icon?: ReactNode;
}) {
  return (
    <UiLink
      href={href}
      className={cx(
        'focus-ring inline-flex h-control-md items-center justify-center gap-1.5 rounded-md px-4 text-sm font-medium whitespace-nowrap',
        primary
          ? 'bg-primary text-fg-on-solid hover:bg-primary-hover'
          : 'border border-line-strong bg-surface text-fg hover:border-primary hover:text-primary-fg',
      )}
    >
      {icon ? (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      ) : null}
      {children}
    </UiLink>
  );
}

/** A signed amount: in (+, success colour) or out (−). */
export function SignedYuan({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cx('font-medium tabular-nums', value > 0 ? 'text-success-fg' : 'text-fg', className)}>
      {value > 0 ? '+' : ''}
      {formatYuan(value)}
    </span>
  );
}

/** A section title inside a money screen. */
export function SectionTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-base font-semibold text-fg">{children}</h2>
      {extra}
    </div>
  );
}

/** The hint under a sale password field when the account has none yet: where to set it. */
export function NoSalePassword({ href }: { href: string }) {
  const t = useT();
  return (
    <p className="text-sm text-fg-muted">
      {t('money.salePwd.notSet')}{' '}
      <UiLink href={href} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
        {t('money.salePwd.setNow')}
      </UiLink>
    </p>
  );
}

/** "just now" or "n minutes ago" of a repeated action. */
export function useAgo(): (minutes: number) => string {
  const t = useT();
  return (minutes) => (minutes < 1 ? t('money.repeat.justNow') : t('money.repeat.minutesAgo', { minutes }));
}

/**
 * The same action succeeded moments ago (in this tab or another): said before it moves money again,
 * with the choice to go on or not.
 */
export function RepeatWarning({
  text,
  onConfirm,
  onCancel,
  busy = false,
}: {
  text: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <Alert
      tone="warning"
      role="alert"
      title={t('money.repeat.title')}
      action={
        <span className="flex gap-2">
          <Button size="sm" variant="primary" loading={busy} onClick={onConfirm}>
            {t('money.repeat.confirm')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={onCancel}>
            {t('money.repeat.cancel')}
          </Button>
        </span>
      }
    >
      {text}
    </Alert>
  );
}
