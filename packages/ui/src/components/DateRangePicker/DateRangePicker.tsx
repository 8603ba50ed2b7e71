import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import dayjs from 'dayjs';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCalendar, IconClose } from '#ui/icons/index.tsx';
import { controlFrame, type ControlSize } from '#ui/lib/control.ts';
import { cx } from '#ui/lib/cx.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../Button/IconButton.tsx';
import {
  DAY_FORMAT,
  isDay,
  NO_RANGE,
  ordered,
  PRESET_KEYS,
  presetRange,
  todayOf,
  withinBounds,
  type DayRange,
  type PresetKey,
} from './dates.ts';

// The calendar (react-day-picker, ~23 KB gzip with its date-fns parts) loads when a picker first opens:
// the pages with date filters do not carry it.
const loadCalendar = () => import('./RangeCalendar.tsx');
const RangeCalendar = lazy(loadCalendar);

export interface DateRangePickerProps {
  /** The two days, `YYYY-MM-DD` ('' for an open end). */
  value: DayRange;
  /** A range was chosen (by preset, by its two days in the calendar, typed and confirmed) or cleared. */
  onChange: (value: DayRange) => void;
  /** What the range filters ("下单日期"): the trigger's and the popover's name. */
  label: string;
  /** Show the label above the trigger (default: for screen readers only; a filter bar labels its fields). */
  showLabel?: boolean;
  /** Today, `YYYY-MM-DD`, for the presets and the calendar's mark (default: the device's date). */
  today?: string;
  /** The earliest and latest day that may be chosen (inclusive). */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Draws the trigger invalid (the caller says why, in the text aria-describedby points at). */
  invalid?: boolean;
  'aria-describedby'?: string;
  /** Names of hidden inputs that carry the two days in a form. */
  names?: { start: string; end: string };
  size?: ControlSize;
  /** Classes for the wrapper (width). */
  className?: string;
}

const PHONE = '(max-width: 639.98px)';
const subscribeTo = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const subscribePhone = subscribeTo(PHONE);
// Without matchMedia (jsdom) a phone: one month, the simpler layout.
const isPhone = () => typeof window.matchMedia !== 'function' || window.matchMedia(PHONE).matches;

/** Width of the calendar's months, px (7 days of 36 px; 24 px between two months): its placeholder keeps the size. */
const calendarWidth = (months: 1 | 2) => months * 252 + (months - 1) * 24;

/**
 * A date-range filter in the product's own words and format (YYYY-MM-DD, whatever the browser's language):
 * a compact trigger ("2026-11-01 ~ 2026-11-30") opens a dialog with presets (今天 / 近7天 / 近30天 / 本月),
 * the two ends as labelled text fields (开始 / 结束) and a calendar, two months wide on a desktop and one
 * on a phone (there a sheet from the bottom). Keyboard: Enter / Space / ↓ open it on the start field,
 * Tab moves through presets, fields, calendar (arrows, Page Up/Down, Home/End, Enter) and buttons, Escape
 * closes it and focus returns to the trigger.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  showLabel = false,
  today: todayProp,
  min,
  max,
  disabled = false,
  invalid = false,
  'aria-describedby': describedBy,
  names,
  size = 'md',
  className,
}: DateRangePickerProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const panelId = `${id}-panel`;
  const today = todayProp ?? todayOf();
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => true);
  const months = phone ? 1 : 2;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  const [open, setOpen] = useState(false);
  // While open: the range being picked, the two fields' text, which end a calendar click sets, the first month shown.
  const [draft, setDraft] = useState<DayRange>(value);
  const [texts, setTexts] = useState<DayRange>(value);
  const [picking, setPicking] = useState<'start' | 'end'>('start');
  const [month, setMonth] = useState(today);
  const [problem, setProblem] = useState<'start' | 'end' | null>(null);

  // Focus goes back to the trigger however the panel closes (Escape, a press outside, a choice).
  const close = () => setOpen(false);
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  const focusStart = (event: Event) => {
    event.preventDefault();
    startRef.current?.focus();
  };
  const focusTrigger = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };

  const firstMonth = (range: DayRange) => {
    const shown = range.start || range.end;
    if (shown) return shown;
    // Nothing chosen: the month of today last, as a filter looks back.
    return months === 2 ? dayjs(today).subtract(1, 'month').format(DAY_FORMAT) : today;
  };
  const openPanel = () => {
    if (disabled) return;
    setDraft(value);
    setTexts(value);
    setPicking('start');
    setMonth(firstMonth(value));
    setProblem(null);
    setOpen(true);
  };
  const commit = (range: DayRange) => {
    onChange(ordered(range));
    close();
  };
  const clamp = (range: DayRange): DayRange => ({
    start: min && range.start < min ? min : range.start,
    end: max && range.end > max ? max : range.end,
  });

  const pick = (day: string) => {
    if (picking === 'start') {
      const next = { start: day, end: '' };
      setDraft(next);
      setTexts(next);
      setPicking('end');
      setProblem(null);
      return;
    }
    commit({ start: draft.start, end: day });
  };

  /** A typed end is a day (within the bounds) or empty; anything else is named below the fields. */
  const parsed = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return '';
    return isDay(trimmed) && withinBounds(trimmed, min, max) ? trimmed : null;
  };
  /** A field's text is read when focus leaves it or on Enter; a new start makes the next calendar press the end. */
  const settleField = (end: 'start' | 'end') => {
    const day = parsed(texts[end]);
    if (day === null) {
      setProblem(end);
      return;
    }
    setProblem(null);
    if (day === draft[end]) return;
    setDraft({ ...draft, [end]: day });
    if (day) setMonth(day);
    if (end === 'start') setPicking('end');
  };
  const apply = () => {
    const start = parsed(texts.start);
    const end = parsed(texts.end);
    if (start === null || end === null) {
      setProblem(start === null ? 'start' : 'end');
      (start === null ? startRef : endRef).current?.focus();
      return;
    }
    commit({ start, end });
  };

  const activePreset = PRESET_KEYS.find((key) => {
    const range = clamp(presetRange(key, today));
    return range.start === value.start && range.end === value.end;
  });
  const rangeText = (range: DayRange) =>
    range.start && range.end
      ? t('ui.dateRange.rangeText', { start: range.start, end: range.end })
      : range.start
        ? t('ui.dateRange.fromText', { start: range.start })
        : range.end
          ? t('ui.dateRange.untilText', { end: range.end })
          : t('ui.dateRange.none');
  const hasValue = Boolean(value.start || value.end);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openPanel();
    }
  };
  const fieldKeyDown = (end: 'start' | 'end') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (end === 'start') {
        settleField('start');
        if (parsed(texts.start) !== null) endRef.current?.focus();
      } else apply();
    }
  };

  const field = (end: 'start' | 'end') => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-fg-muted">
      {t(end === 'start' ? 'ui.dateRange.start' : 'ui.dateRange.end')}
      <input
        ref={end === 'start' ? startRef : endRef}
        name={`${id}-${end}`}
        value={texts[end]}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={DAY_FORMAT}
        aria-invalid={problem === end || undefined}
        aria-describedby={problem === end ? `${id}-problem` : undefined}
        onChange={(event) => setTexts({ ...texts, [end]: event.target.value.replace(/[^\d-]/g, '') })}
        onBlur={() => settleField(end)}
        onKeyDown={fieldKeyDown(end)}
        className={cx(
          controlFrame('sm', problem === end, false),
          'font-mono text-sm tabular-nums outline-none placeholder:text-fg-subtle',
          picking === end && 'border-primary',
        )}
      />
    </label>
  );

  // Without an id on a phone: Radix's Title gives it the one the sheet is labelled by.
  const heading = (headingId?: string) => (
    <h2 {...(headingId ? { id: headingId } : {})} className="text-sm font-medium text-fg">
      {t('ui.dateRange.dialog', { label })}
    </h2>
  );
  const body = (title: ReactNode) => (
    <>
      <div className="flex items-center justify-between gap-2">
        {title}
        <IconButton label={t('ui.common.close')} onClick={close} className="-mr-1 size-8 rounded-md text-fg-muted hover:bg-surface-muted">
          <IconClose size={16} />
        </IconButton>
      </div>
      <div role="group" aria-label={t('ui.dateRange.presets')} className="flex flex-wrap gap-2">
        {PRESET_KEYS.map((key: PresetKey) => (
          <button
            key={key}
            type="button"
            aria-pressed={activePreset === key}
            onClick={() => commit(clamp(presetRange(key, today)))}
            className={cx(
              'focus-ring inline-flex h-8 items-center rounded-full border px-3 text-sm',
              activePreset === key ? 'border-primary bg-primary-soft text-primary-fg' : 'border-line-strong text-fg hover:border-primary',
            )}
          >
            {t(`ui.dateRange.preset.${key}`)}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2" style={phone ? undefined : { maxWidth: calendarWidth(months) }}>
        {field('start')}
        <span aria-hidden="true" className="pb-1.5 text-fg-subtle">
          ~
        </span>
        {field('end')}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-danger-fg">
          {t('ui.dateRange.invalid', { format: DAY_FORMAT })}
        </p>
      ) : null}
      <Suspense
        fallback={
          <div
            role="presentation"
            className="animate-pulse rounded-md bg-surface-muted"
            style={{ width: calendarWidth(months), height: 292 }}
          />
        }
      >
        <RangeCalendar
          range={draft}
          onPick={pick}
          month={month}
          onMonthChange={setMonth}
          months={months}
          today={today}
          min={min}
          max={max}
        />
      </Suspense>
      <p aria-live="polite" className="text-xs text-fg-muted">
        {picking === 'end' && draft.start && !draft.end
          ? t('ui.dateRange.pickEnd', { start: draft.start })
          : t('ui.dateRange.selected', { range: rangeText(draft) })}
      </p>
      <div className="flex justify-end gap-2 border-t border-line pt-3">
        <Button size="sm" variant="ghost" onClick={() => commit(NO_RANGE)}>
          {t('ui.dateRange.clear')}
        </Button>
        <Button size="sm" variant="primary" onClick={apply}>
          {t('ui.dateRange.apply')}
        </Button>
      </div>
    </>
  );
  const panelClass = 'z-(--z-dropdown) flex flex-col gap-3 border border-line bg-surface p-4 text-sm shadow-lg outline-none';

  return (
    <div className={cx('relative flex min-w-0 flex-col gap-1', className)}>
      <span id={labelId} className={showLabel ? 'text-sm text-fg-muted' : 'sr-only'}>
        {label}
      </span>
      <Popover.Root open={open && !phone} onOpenChange={onOpenChange} modal>
        <Popover.Anchor asChild>
          <div className="relative flex">
            <button
              ref={triggerRef}
              type="button"
              disabled={disabled}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              aria-labelledby={`${labelId} ${valueId}`}
              // A button takes no aria-invalid: the caller's message (aria-describedby) says what is wrong.
              aria-describedby={describedBy}
              data-invalid={invalid || undefined}
              onClick={() => (open ? close() : openPanel())}
              onKeyDown={onTriggerKeyDown}
              // The calendar's code starts loading as the pointer or focus comes near, not on the press.
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
              className={cx(controlFrame(size, invalid, disabled), 'focus-ring text-left', hasValue && !disabled && 'pr-9')}
            >
              <IconCalendar size={16} className="shrink-0 text-fg-subtle" />
              <span id={valueId} className="flex min-w-0 items-center gap-1.5 truncate tabular-nums whitespace-nowrap">
                <span className={value.start ? undefined : 'text-fg-subtle'}>{value.start || t('ui.dateRange.startPlaceholder')}</span>
                {/* A word, not "~": the visible text is the accessible name a screen reader and voice control use. */}
                <span className="text-fg-subtle">{t('ui.dateRange.to')}</span>
                <span className={value.end ? undefined : 'text-fg-subtle'}>{value.end || t('ui.dateRange.endPlaceholder')}</span>
              </span>
            </button>
            {hasValue && !disabled ? (
              <IconButton
                label={t('ui.dateRange.clearLabel', { label })}
                onClick={() => onChange(NO_RANGE)}
                className="absolute top-1/2 right-1.5 size-7 -translate-y-1/2 rounded-sm text-fg-subtle hover:text-fg"
              >
                <IconClose size={14} />
              </IconButton>
            ) : null}
          </div>
        </Popover.Anchor>
        {/* A desktop: a modal popover under the field (Radix flips it above when there is no room below).
            It and the phone's sheet render in place, not in a portal: inside a dialog they stay in its tree. */}
        <Popover.Content
          id={panelId}
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={focusStart}
          onCloseAutoFocus={focusTrigger}
          className={cx(panelClass, 'max-h-(--radix-popover-content-available-height) overflow-y-auto rounded-lg')}
          data-testid="date-range-panel"
        >
          {body(heading(`${id}-title`))}
        </Popover.Content>
      </Popover.Root>
      {names ? (
        <>
          <input type="hidden" name={names.start} value={value.start} />
          <input type="hidden" name={names.end} value={value.end} />
        </>
      ) : null}
      {/* A phone: a sheet from the bottom over a backdrop (a press on it closes the sheet). */}
      <RadixDialog.Root open={open && phone} onOpenChange={onOpenChange}>
        <RadixDialog.Overlay className="fixed inset-0 z-(--z-dropdown) bg-black/40" />
        <RadixDialog.Content
          id={panelId}
          aria-describedby={undefined}
          onOpenAutoFocus={focusStart}
          className={cx(
            panelClass,
            'fixed inset-x-0 bottom-0 max-h-[90vh] overflow-y-auto rounded-t-xl pb-[max(1rem,env(safe-area-inset-bottom))]',
          )}
          data-testid="date-range-panel"
        >
          {body(<RadixDialog.Title asChild>{heading()}</RadixDialog.Title>)}
        </RadixDialog.Content>
      </RadixDialog.Root>
    </div>
  );
}
