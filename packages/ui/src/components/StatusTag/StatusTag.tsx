import type { MessageKey } from '@shop/session/messages';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Tag, type Tone } from '../Tag/Tag.tsx';

/** Statuses the product shows (screens.md, "Domain"), each with its tone. */
export const STATUS_TONES = {
  order: {
    unpaid: 'warning',
    paid: 'primary',
    pending: 'warning',
    processing: 'info',
    delivered: 'success',
    completed: 'success',
    refunded: 'neutral',
    closed: 'neutral',
    expired: 'neutral',
    complained: 'danger',
    failed: 'danger',
    abnormal: 'danger',
  },
  cardKey: { unsold: 'success', sold: 'neutral', locked: 'warning', repealed: 'danger' },
  complaint: { open: 'warning', awaitingStaff: 'warning', awaitingMe: 'danger', replied: 'info', solved: 'success', closed: 'neutral' },
  goods: { onSale: 'success', off: 'neutral', soldOut: 'danger' },
  withdrawal: { processing: 'info', done: 'success', failed: 'danger' },
} as const satisfies Record<string, Record<string, Tone>>;

export type StatusKind = keyof typeof STATUS_TONES;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_TONES)[K] & string;
export type OrderStatus = StatusOf<'order'>;
export type CardKeyStatus = StatusOf<'cardKey'>;
export type ComplaintStatus = StatusOf<'complaint'>;
export type GoodsStatus = StatusOf<'goods'>;
export type WithdrawalStatus = StatusOf<'withdrawal'>;

export type StatusTagProps = {
  [K in StatusKind]: {
    kind: K;
    /** A known status; an unknown one (from a newer server) is shown as written, in a neutral tone. */
    status: StatusOf<K> | (string & {});
    size?: 'sm' | 'md';
    className?: string;
  };
}[StatusKind];

/** The tone of a status (neutral when unknown): for other places that colour by status. */
export function statusTone(kind: StatusKind, status: string): Tone {
  const tones: Record<string, Tone> = STATUS_TONES[kind];
  return Object.prototype.hasOwnProperty.call(tones, status) ? (tones[status] as Tone) : 'neutral';
}

/** A status as a dot + label in its tone, e.g. `<StatusTag kind="order" status="paid" />`. */
export function StatusTag({ kind, status, size = 'md', className }: StatusTagProps) {
  const t = useT();
  const known = Object.prototype.hasOwnProperty.call(STATUS_TONES[kind], status);
  const label = known ? t(`ui.status.${kind}.${status}` as MessageKey) : status;
  return (
    <Tag tone={statusTone(kind, status)} size={size} dot className={className} data-status={status}>
      {label}
    </Tag>
  );
}
