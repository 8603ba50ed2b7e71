export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
export { isDay, NO_RANGE, presetRange, todayOf, type DayRange, type PresetKey } from './dates.ts';
