import { useMemo, useState } from 'react';
import type { DeliveredCard } from '@shop/session/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { CopyButton } from '../../../components/CopyButton/CopyButton.tsx';
import { Table, type TableColumn } from '../../../components/Table/Table.tsx';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { IconDownload, IconEye, IconEyeOff } from '../../../icons/index.tsx';
import { cardKeyLine, cardKeysText, downloadText, maskKey } from './cardKeyText.ts';

export interface CardKeyListProps {
  /** The delivered keys, in delivery order. */
  cards: readonly DeliveredCard[];
  /** Name of the .txt export, e.g. the order number (".txt" is added). */
  fileName: string;
  /** Heading of the block (default "卡密信息"). */
  title?: string;
  /** Above this many keys only the visible rows are rendered (default 50). */
  virtualizeFrom?: number;
  /** Height of the scrolling list when virtualised, px. */
  height?: number;
  /** After copy-all or the export, with the text given (for a toast or a log). */
  onCopiedAll?: (text: string) => void;
  onExported?: (text: string) => void;
  className?: string;
}

interface Row {
  index: number;
  card: DeliveredCard;
}

/**
 * Delivered card keys: masked until the buyer reveals them (one or all), so a list or a screenshot
 * never shows a key in full; copy one, copy all, export .txt (exactly the keys delivered, one per
 * line). Long lists render only the visible rows, so 5,000 keys scroll smoothly.
 */
export function CardKeyList({
  cards,
  fileName,
  title,
  virtualizeFrom = 50,
  height = 480,
  onCopiedAll,
  onExported,
  className,
}: CardKeyListProps) {
  const t = useT();
  const [allShown, setAllShown] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const rows = useMemo(() => cards.map((card, index) => ({ index, card })), [cards]);
  const allText = useMemo(() => cardKeysText(cards), [cards]);
  const hasPassword = cards.some((c) => c.password !== '');
  const isShown = (id: number) => allShown || shown.has(id);
  const toggle = (id: number) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => {
    setAllShown((v) => !v);
    setShown(new Set());
  };

  const columns: TableColumn<Row>[] = [
    { key: 'index', title: t('orders.cards.index'), width: 64, hideBelow: 'sm', render: (r) => r.index + 1 },
    {
      key: 'cardNo',
      title: t('orders.cards.cardNo'),
      render: (r) => (
        <span className="font-mono" data-card-key={isShown(r.card.id) ? 'shown' : 'masked'}>
          {isShown(r.card.id) ? r.card.cardNo : maskKey(r.card.cardNo)}
        </span>
      ),
    },
    ...(hasPassword
      ? [
          {
            key: 'password',
            title: t('orders.cards.password'),
            render: (r: Row) =>
              r.card.password ? (
                <span className="font-mono">{isShown(r.card.id) ? r.card.password : maskKey(r.card.password)}</span>
              ) : (
                <span className="text-fg-subtle">—</span>
              ),
          } satisfies TableColumn<Row>,
        ]
      : []),
    {
      key: 'actions',
      title: <span className="sr-only">{t('orders.cards.actions')}</span>,
      width: 88,
      align: 'right',
      sticky: 'right',
      render: (r) => {
        const n = r.index + 1;
        const open = isShown(r.card.id);
        return (
          <span className="inline-flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={open ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              aria-label={open ? t('orders.cards.hideOne', { n }) : t('orders.cards.revealOne', { n })}
              aria-pressed={open}
              onClick={() => {
                if (allShown) {
                  // Hiding one while all are shown: show the others one by one.
                  setAllShown(false);
                  setShown(new Set(cards.filter((c) => c.id !== r.card.id).map((c) => c.id)));
                } else toggle(r.card.id);
              }}
            />
            <CopyButton iconOnly text={cardKeyLine(r.card)} label={t('orders.cards.keyN', { n })} />
          </span>
        );
      },
    },
  ];

  return (
    <div className={className} data-card-keys="">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">
          {title ?? t('orders.cards.title')}
          <span className="ml-2 text-sm font-normal text-fg-muted">{t('orders.cards.count', { count: cards.length })}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={allShown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            aria-pressed={allShown}
            onClick={toggleAll}
          >
            {allShown ? t('orders.cards.hideAll') : t('orders.cards.revealAll')}
          </Button>
          <CopyButton variant="secondary" text={allText} onCopied={onCopiedAll}>
            {t('orders.cards.copyAll')}
          </CopyButton>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconDownload size={16} />}
            onClick={() => {
              downloadText(fileName, allText);
              onExported?.(allText);
            }}
          >
            {t('orders.cards.export')}
          </Button>
        </div>
      </div>
      <p className="mb-2 text-xs text-fg-muted">{t('orders.cards.maskedHint')}</p>
      <Table
        caption={title ?? t('orders.cards.title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.card.id)}
        size="sm"
        virtualize={cards.length > virtualizeFrom ? { height, rowHeight: 40 } : undefined}
        empty={t('orders.cards.none')}
      />
    </div>
  );
}
