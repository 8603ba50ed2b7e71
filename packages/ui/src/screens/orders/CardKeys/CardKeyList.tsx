import { useMemo, useState } from 'react';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEye, IconEyeOff } from '#ui/icons/forms.tsx';
import { IconDownload } from '#ui/icons/index.tsx';
import { CardKey, type ShownCard } from './CardKey.tsx';
import { cardKeysText, downloadText } from './cardKeyText.ts';

export interface CardKeyListProps {
  /** The delivered keys, in delivery order, with their masked forms. */
  cards: readonly ShownCard[];
  /** Name of the .txt export, e.g. the order number (".txt" is added). */
  fileName: string;
  /** Heading of the block (default "卡密信息"); `null` for none (the page has one). */
  title?: string | null;
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
  card: ShownCard;
}

/**
 * Delivered card keys: masked until the buyer reveals them (one or all), so a list or a screenshot
 * never shows a key in full; copy one, copy all, export .txt (exactly the keys delivered, one per
 * line). Long lists render only the visible rows, so 5,000 keys scroll smoothly. Each row is a CardKey.
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
  const hasPassword = useMemo(() => cards.some((c) => c.password !== ''), [cards]);
  const heading = title === undefined ? t('ui.cardKeys.title') : title;
  const isShown = (id: number) => allShown || shown.has(id);
  const setOne = (id: number, on: boolean) => {
    if (allShown) {
      // Hiding one while all are shown: show the others one by one.
      setAllShown(false);
      setShown(new Set(cards.filter((c) => c.id !== id).map((c) => c.id)));
      return;
    }
    setShown((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggleAll = () => {
    setAllShown((v) => !v);
    setShown(new Set());
  };

  const columns: TableColumn<Row>[] = [
    { key: 'index', mobile: 'hidden', title: t('ui.cardKeys.index'), width: 64, hideBelow: 'sm', render: (r) => r.index + 1 },
    {
      key: 'key',
      mobile: 'title',
      title: t('ui.cardKeys.key'),
      render: (r) => (
        <CardKey
          card={r.card}
          revealed={isShown(r.card.id)}
          onRevealedChange={(on) => setOne(r.card.id, on)}
          name={t('ui.cardKeys.keyN', { n: r.index + 1 })}
        />
      ),
    },
  ];

  return (
    <div className={className} data-card-keys="">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        {heading !== null ? (
          <h2 className="text-base font-semibold text-fg">
            {heading}
            <span className="ml-2 text-sm font-normal text-fg-muted">{t('ui.cardKeys.count', { count: cards.length })}</span>
          </h2>
        ) : (
          <span className="text-sm text-fg-muted">{t('ui.cardKeys.count', { count: cards.length })}</span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={allShown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            aria-pressed={allShown}
            disabled={cards.length === 0}
            onClick={toggleAll}
          >
            {allShown ? t('ui.cardKeys.hideAll') : t('ui.cardKeys.revealAll')}
          </Button>
          <CopyButton variant="secondary" text={allText} onCopied={onCopiedAll} disabled={cards.length === 0}>
            {t('ui.cardKeys.copyAll')}
          </CopyButton>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconDownload size={16} />}
            disabled={cards.length === 0}
            onClick={() => {
              downloadText(fileName, allText);
              onExported?.(allText);
            }}
          >
            {t('ui.action.export')}
          </Button>
        </div>
      </div>
      <p className="mb-2 text-xs text-fg-muted">{t('ui.cardKeys.maskedHint')}</p>
      <Table
        caption={heading ?? t('ui.cardKeys.title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.card.id)}
        size="sm"
        virtualize={cards.length > virtualizeFrom ? { height, rowHeight: hasPassword ? 56 : 44 } : undefined}
        empty={t('ui.cardKeys.none')}
      />
    </div>
  );
}
