import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';

/** How many days a trend shows. */
export type TrendRange = 7 | 30;

/** 近7天 / 近30天: the period of a trend, beside its title (TrendChart's `extra`). */
export function RangeTabs({ range, onRangeChange }: { range: TrendRange; onRangeChange: (range: TrendRange) => void }) {
  const t = useT();
  return (
    <Tabs
      variant="segment"
      size="sm"
      aria-label={t('ui.chart.range')}
      value={String(range)}
      onValueChange={(value) => onRangeChange(value === '7' ? 7 : 30)}
      items={[
        { value: '7', label: t('ui.chart.range7') },
        { value: '30', label: t('ui.chart.range30') },
      ]}
    />
  );
}
