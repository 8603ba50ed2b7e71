import type { PayMethod } from '@shop/session/contract';
import type { PayChannel } from '@shop/session/contract/payment';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { PayMethodIcon } from './PayMethodIcon.tsx';

export interface ChannelPickerProps {
  channels: readonly PayChannel[];
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
  /** The radios' form name. */
  name?: string;
  /** The legend (default: 支付方式). */
  legend?: string;
  /** Two columns (checkout) or three (recharge) from the small breakpoint on. */
  columns?: 2 | 3;
  className?: string;
}

/**
 * The payment channels as one radio group (PayOnline and Recharge): icon, name, and why a channel is
 * off (e.g. the balance is too low). Native radios, so arrow keys move between the enabled ones.
 */
export function ChannelPicker({ channels, value, onChange, name = 'method', legend, columns = 2, className }: ChannelPickerProps) {
  const t = useT();
  return (
    <fieldset className={cx('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-fg">{legend ?? t('shop.pay.channels')}</legend>
      <div className={cx('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {channels.map((channel) => (
          <label
            key={channel.method}
            className={cx(
              'flex items-center gap-3 rounded-md border px-3 py-2.5 focus-within:ring-2 focus-within:ring-[var(--ui-primary)]',
              !channel.enabled
                ? 'cursor-not-allowed border-line bg-surface-muted'
                : value === channel.method
                  ? 'cursor-pointer border-primary bg-primary-soft'
                  : 'cursor-pointer border-line hover:border-primary-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={channel.method}
              checked={value === channel.method}
              disabled={!channel.enabled}
              onChange={() => onChange(channel.method)}
              className="size-4 accent-[var(--ui-primary)]"
            />
            <PayMethodIcon method={channel.method} />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium text-fg">{t(`ui.pay.${channel.method}`)}</span>
              {channel.note ? <span className="text-xs text-fg-muted">{channel.note}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
