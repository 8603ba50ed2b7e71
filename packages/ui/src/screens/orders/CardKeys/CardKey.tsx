import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEye, IconEyeOff } from '#ui/icons/forms.tsx';
import { cx } from '#ui/lib/cx.ts';
import { cardKeyLine } from './cardKeyText.ts';

/**
 * A delivered card key as every view holds it: the full values (for reveal and copy) and the masked
 * ones shown until the user reveals the key. The app masks with session's one rule (`maskCard`).
 */
export interface ShownCard {
  id: number;
  cardNo: string;
  password: string;
  maskedCardNo: string;
  maskedPassword: string;
}

export interface CardKeyProps {
  card: ShownCard;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  /** What the buttons call the key ("第 2 张卡密"); by default "卡密" and its masked number. */
  name?: string;
  /** Hide the copy button (e.g. a voided key). */
  copyable?: boolean;
  className?: string;
}

/**
 * One card key: masked until revealed (number, and password under it), with reveal / hide and copy
 * (which copies the real key: `cardNo password`). The one key view of orders, order query and
 * after-sale screens; CardKeyList is a list of these.
 */
export function CardKey({ card, revealed, onRevealedChange, name, copyable = true, className }: CardKeyProps) {
  const t = useT();
  const called = name ?? t('ui.cardKeys.name', { no: card.maskedCardNo });
  return (
    <span className={cx('inline-flex max-w-full min-w-0 items-center gap-1', className)}>
      <span className="flex min-w-0 flex-col font-mono text-sm tabular-nums" data-card-key={revealed ? 'shown' : 'masked'}>
        <span className="truncate">
          <span className="sr-only">{t('ui.cardKeys.cardNo')} </span>
          {/* The value alone in its element, so a search for the key's text finds exactly it. */}
          <span>{revealed ? card.cardNo : card.maskedCardNo}</span>
        </span>
        {card.password ? (
          <span className="truncate text-xs text-fg-muted">
            {t('ui.cardKeys.password')} <span>{revealed ? card.password : card.maskedPassword}</span>
          </span>
        ) : null}
      </span>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        aria-label={t(revealed ? 'ui.cardKeys.hide' : 'ui.cardKeys.reveal', { name: called })}
        aria-pressed={revealed}
        onClick={() => onRevealedChange(!revealed)}
      />
      {copyable ? <CopyButton iconOnly text={cardKeyLine(card)} label={called} /> : null}
    </span>
  );
}

/** An API shape whose delivered keys come with their masked forms (an order, a queried order). */
export type WithShownCards<T extends { cards: readonly unknown[] }> = Omit<T, 'cards'> & { cards: ShownCard[] };
