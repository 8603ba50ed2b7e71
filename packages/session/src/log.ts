import dayjs from 'dayjs';

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

/** R3.7: type defaults to `info`; time is formatted with dayjs. */
export function createLogEntry<M>(entry: { message: string; type?: LogType; meta: M }, now: Date): LogEntry<M> {
  return { message: entry.message, type: entry.type ?? 'info', time: dayjs(now).format(LOG_TIME_FORMAT), meta: entry.meta };
}
