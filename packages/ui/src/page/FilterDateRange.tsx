import { DateRangePicker } from '../components/DateRangePicker/DateRangePicker.tsx';
import { useT } from '../i18n/I18nProvider.tsx';

export interface FilterDateRangeProps {
  /** `YYYY-MM-DD`, '' for an open end. */
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
}

/**
 * A list's date range in its FilterBar: labelled 日期范围 above the trigger like the bar's other fields, its
 * days carried as `startDate` / `endDate` (the lists' query fields). Its own module, so a bar without dates
 * does not load the picker.
 */
export function FilterDateRange({ startDate, endDate, onChange }: FilterDateRangeProps) {
  const t = useT();
  return (
    <DateRangePicker
      label={t('ui.dateRange.label')}
      showLabel
      value={{ start: startDate, end: endDate }}
      onChange={(range) => onChange({ startDate: range.start, endDate: range.end })}
      names={{ start: 'startDate', end: 'endDate' }}
    />
  );
}
