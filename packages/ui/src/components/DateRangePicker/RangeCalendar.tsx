import { DayPicker, type ClassNames, type Modifiers } from 'react-day-picker';
import dayjs from 'dayjs';
import { useT, type Translate } from '#ui/i18n/I18nProvider.tsx';
import { fromDate, toDate, type DayRange } from './dates.ts';

export interface RangeCalendarProps {
  /** The range being picked (an end may be open). */
  range: DayRange;
  /** A day was chosen (by click, Enter or Space). */
  onPick: (day: string) => void;
  /** The first month shown (YYYY-MM-DD of any day in it). */
  month: string;
  onMonthChange: (month: string) => void;
  months: 1 | 2;
  today: string;
  min?: string;
  max?: string;
}

// react-day-picker draws the calendar (WAI-ARIA grid: arrows, Page Up/Down, Home/End, Enter); its own
// stylesheet is not loaded: these token classes replace it, so light and dark themes follow the tokens.
const CLASSES: Partial<ClassNames> = {
  root: 'relative text-sm text-fg',
  months: 'flex flex-col gap-4 sm:flex-row sm:gap-6',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-8 items-center justify-center font-medium',
  caption_label: 'tabular-nums',
  nav: 'pointer-events-none absolute inset-x-0 top-0 z-1 flex h-8 items-center justify-between',
  button_previous:
    'focus-ring pointer-events-auto inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-40',
  button_next:
    'focus-ring pointer-events-auto inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-40',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekday: 'size-9 p-0 text-xs font-normal text-fg-muted',
  day: 'p-0 text-center',
  day_button:
    'focus-ring inline-flex size-9 items-center justify-center rounded-md tabular-nums hover:bg-surface-strong disabled:cursor-not-allowed disabled:hover:bg-transparent',
  today: 'font-semibold text-primary-fg',
  outside: 'text-fg-subtle',
  disabled: 'text-fg-subtle opacity-50',
  range_middle: 'bg-primary-soft [&>button]:rounded-none',
  range_start: 'rounded-l-md bg-primary-soft [&>button]:bg-primary [&>button]:text-fg-on-solid [&>button]:hover:bg-primary-hover',
  range_end: 'rounded-r-md bg-primary-soft [&>button]:bg-primary [&>button]:text-fg-on-solid [&>button]:hover:bg-primary-hover',
};

const list = (t: Translate, key: 'ui.dateRange.monthNames' | 'ui.dateRange.weekdays' | 'ui.dateRange.weekdaysShort') => t(key).split(',');

/** The day as a screen reader says it, from the catalogue (react-day-picker's own labels are English or date-fns'). */
function dayText(t: Translate, date: Date): string {
  const d = dayjs(date);
  return t('ui.dateRange.dayLabel', {
    year: d.year(),
    monthName: list(t, 'ui.dateRange.monthNames')[d.month()] ?? '',
    day: d.date(),
    weekday: list(t, 'ui.dateRange.weekdays')[d.day()] ?? '',
  });
}

const captionOf = (t: Translate, date: Date) => {
  const d = dayjs(date);
  return t('ui.dateRange.caption', {
    year: d.year(),
    monthName: list(t, 'ui.dateRange.monthNames')[d.month()] ?? '',
  });
};

/** One or two months of days; picking is the caller's (start, then end). Loaded with the popover only. */
export default function RangeCalendar({ range, onPick, month, onMonthChange, months, today, min, max }: RangeCalendarProps) {
  const t = useT();
  const from = range.start ? toDate(range.start) : undefined;
  const to = range.end ? toDate(range.end) : undefined;
  const disabled = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])];
  return (
    <DayPicker
      mode="range"
      selected={from ? { from, to } : undefined}
      onSelect={(_range, day) => onPick(fromDate(day))}
      month={toDate(month)}
      onMonthChange={(next) => onMonthChange(fromDate(next))}
      numberOfMonths={months}
      // Always six weeks: the popover keeps its size (and its place) from month to month.
      fixedWeeks
      weekStartsOn={1}
      today={toDate(today)}
      disabled={disabled}
      // One end chosen (react-day-picker marks range_start / range_end only when both are): drawn as an end.
      modifiers={{ lone: from && !to ? from : to && !from ? to : undefined }}
      modifiersClassNames={{ lone: '[&>button]:bg-primary [&>button]:text-fg-on-solid [&>button]:hover:bg-primary-hover' }}
      startMonth={min ? toDate(min) : undefined}
      endMonth={max ? toDate(max) : undefined}
      lang={t('ui.dateRange.lang')}
      classNames={CLASSES}
      formatters={{
        formatCaption: (date) => captionOf(t, date),
        formatWeekdayName: (date) => list(t, 'ui.dateRange.weekdaysShort')[date.getDay()] ?? '',
      }}
      labels={{
        labelGrid: (date) => captionOf(t, date),
        labelNav: () => t('ui.dateRange.nav'),
        labelNext: () => t('ui.dateRange.nextMonth'),
        labelPrevious: () => t('ui.dateRange.prevMonth'),
        labelWeekday: (date) => list(t, 'ui.dateRange.weekdays')[date.getDay()] ?? '',
        labelDayButton: (date: Date, modifiers: Modifiers) => {
          let label = dayText(t, date);
          if (modifiers.today) label = t('ui.dateRange.dayToday', { day: label });
          if (modifiers.selected) label = t('ui.dateRange.daySelected', { day: label });
          return label;
        },
        labelGridcell: (date: Date) => dayText(t, date),
      }}
    />
  );
}
