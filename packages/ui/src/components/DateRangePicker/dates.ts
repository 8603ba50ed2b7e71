import dayjs from 'dayjs';

/** A range of calendar days as the API and the address take them: `YYYY-MM-DD`, '' for an open end. */
export interface DayRange {
  start: string;
  end: string;
}

export const NO_RANGE: DayRange = { start: '', end: '' };

export const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written `YYYY-MM-DD` (2026-02-30 is not one: dayjs would roll it over to March). */
export function isDay(text: string): boolean {
  return DAY.test(text) && dayjs(text).format(DAY_FORMAT) === text;
}

/** The device's today, `YYYY-MM-DD` (local time, as the calendar shows it). */
export function todayOf(now: Date = new Date()): string {
  return dayjs(now).format(DAY_FORMAT);
}

/** A `YYYY-MM-DD` as the local midnight Date the calendar works with, and back. */
export const toDate = (day: string): Date => dayjs(day).toDate();
export const fromDate = (date: Date): string => dayjs(date).format(DAY_FORMAT);

export type PresetKey = 'today' | 'last7' | 'last30' | 'month';
export const PRESET_KEYS: readonly PresetKey[] = ['today', 'last7', 'last30', 'month'];

/** The presets' ranges, each ending today: 今天, 近7天 (today and the 6 days before), 近30天, 本月 (the 1st to today). */
export function presetRange(key: PresetKey, today: string): DayRange {
  const day = dayjs(today);
  switch (key) {
    case 'today':
      return { start: today, end: today };
    case 'last7':
      return { start: day.subtract(6, 'day').format(DAY_FORMAT), end: today };
    case 'last30':
      return { start: day.subtract(29, 'day').format(DAY_FORMAT), end: today };
    case 'month':
      return { start: day.startOf('month').format(DAY_FORMAT), end: today };
  }
}

/** The two ends in order (a range picked end first, or typed the wrong way round, still reads start → end). */
export function ordered(range: DayRange): DayRange {
  return range.start && range.end && range.start > range.end ? { start: range.end, end: range.start } : range;
}

/** Whether `day` lies within the optional bounds (both inclusive). */
export function withinBounds(day: string, min?: string, max?: string): boolean {
  return (!min || day >= min) && (!max || day <= max);
}
