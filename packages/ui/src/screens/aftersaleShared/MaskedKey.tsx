import { useT } from '../../i18n/I18nProvider.tsx';
import { cx } from '../../lib/cx.ts';
import { Button } from '../../components/Button/Button.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { IconEye, IconEyeOff } from '../../icons/index.tsx';

/**
 * A delivered card key as an after-sale list holds it: the full values (for copy and reveal) and the
 * masked ones the list shows until the user reveals the key. The app masks with session's rule.
 */
export interface ShownCard {
  id: number;
  cardNo: string;
  password: string;
  maskedCardNo: string;
  maskedPassword: string;
}

export interface MaskedKeyProps {
  card: ShownCard;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  /** Hide the copy button (e.g. a voided key). */
  copyable?: boolean;
  className?: string;
}

/** One card key: masked until revealed, with reveal / hide and copy (which copies the real key). */
export function MaskedKey({ card, revealed, onRevealedChange, copyable = true, className }: MaskedKeyProps) {
  const t = useT();
  const cardNo = revealed ? card.cardNo : card.maskedCardNo;
  const password = revealed ? card.password : card.maskedPassword;
  const full = card.password ? `${card.cardNo} ${card.password}` : card.cardNo;
  return (
    <span className={cx('inline-flex min-w-0 items-center gap-1', className)}>
      <span className="flex min-w-0 flex-col font-mono text-sm tabular-nums" data-revealed={revealed || undefined}>
        <span className="truncate">
          <span className="sr-only">{t('aftersale.card.no')} </span>
          {cardNo}
        </span>
        {card.password ? (
          <span className="truncate text-xs text-fg-muted">
            {t('aftersale.card.password')} {password}
          </span>
        ) : null}
      </span>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={revealed ? <IconEyeOff /> : <IconEye />}
        aria-label={revealed ? t('aftersale.card.hide', { no: card.maskedCardNo }) : t('aftersale.card.reveal', { no: card.maskedCardNo })}
        aria-pressed={revealed}
        onClick={() => onRevealedChange(!revealed)}
      />
      {copyable ? <CopyButton text={full} iconOnly label={t('aftersale.card.copyLabel', { no: card.maskedCardNo })} /> : null}
    </span>
  );
}
