import type { ReactNode } from 'react';
import { IconClose } from '#ui/icons/common.tsx';
import { IconAlertTriangle, IconCheckCircle, IconInfo, IconXCircle } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { IconButton } from '../Button/IconButton.tsx';

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** Actions at the right (or under the text on phones). */
  action?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  /** `alert` interrupts screen readers (for errors that just appeared); default is none: a static banner. */
  role?: 'alert' | 'status';
  className?: string;
}

const TONES = {
  info: { box: 'border-info-line bg-info-soft', icon: 'text-info', Icon: IconInfo, label: 'ui.tone.info' },
  success: { box: 'border-success-line bg-success-soft', icon: 'text-success', Icon: IconCheckCircle, label: 'ui.tone.success' },
  warning: { box: 'border-warning-line bg-warning-soft', icon: 'text-warning', Icon: IconAlertTriangle, label: 'ui.tone.warning' },
  danger: { box: 'border-danger-line bg-danger-soft', icon: 'text-danger', Icon: IconXCircle, label: 'ui.tone.error' },
} as const;

/** An inline message in the page: a notice above a form, a warning on a card. */
export function Alert({ tone = 'info', title, children, action, onClose, role, className }: AlertProps) {
  const t = useT();
  const { box, icon, Icon, label } = TONES[tone];
  return (
    <div role={role} className={cx('flex gap-3 rounded-lg border px-4 py-3 text-sm text-fg', box, className)}>
      <Icon size={18} className={cx('mt-0.5 shrink-0', icon)} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {title ? (
            <p className="font-medium text-fg">
              <span className="sr-only">{t(label)} </span>
              {title}
            </p>
          ) : (
            <span className="sr-only">{t(label)} </span>
          )}
          {children ? <div className={cx('text-fg-muted', title && 'mt-0.5')}>{children}</div> : null}
        </div>
        {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
      </div>
      {onClose ? (
        <IconButton label={t('ui.common.close')} onClick={onClose} className="-mt-0.5 -mr-1 size-7 rounded-md text-fg-subtle hover:text-fg">
          <IconClose size={16} />
        </IconButton>
      ) : null}
    </div>
  );
}
