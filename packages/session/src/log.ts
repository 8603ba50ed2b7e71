export type LogType = 'info' | 'success' | 'warning' | 'error';

/** R3.7: a log entry. */
export interface LogEntry<M = Record<string, unknown>> {
  message: string;
  type: LogType;
  /** `YYYY-MM-DD HH:mm:ss`, local time. */
  time: string;
  meta: M;
}

export const LOG_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `LOG_TIME_FORMAT` in local time. Written out rather than with dayjs: the log is in the app's entry
 * (every page), and dayjs was 3 KB gzip of it for this one format (initial JS of `/`).
 */
export function formatLogTime(now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** R3.7: type defaults to `info`; time `YYYY-MM-DD HH:mm:ss` (local). */
export function createLogEntry<M>(entry: { message: string; type?: LogType; meta: M }, now: Date): LogEntry<M> {
  return { message: entry.message, type: entry.type ?? 'info', time: formatLogTime(now), meta: entry.meta };
}
