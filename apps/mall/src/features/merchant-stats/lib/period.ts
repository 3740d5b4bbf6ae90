// China calendar days (UTC+8, whatever the visitor's time zone) for 导出订单's period.
import { calendarDay, STATS_DAYS } from '@ws/api-sdk';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in China, YYYY-MM-DD. */
export const chinaToday = (now: number = Date.now()): string => new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The calendar date `n` days after `date` (YYYY-MM-DD; negative n goes back); '' for a date that is not one. */
export function addDays(date: string, n: number): string {
  const day = calendarDay(date);
  return day === null ? '' : new Date((day + n) * DAY_MS).toISOString().slice(0, 10);
}

/** The export's default period: the last STATS_DAYS days ending today (China date), both ends included. */
export function defaultPeriod(now: number = Date.now()): { start: string; end: string } {
  const end = chinaToday(now);
  return { start: addDays(end, -(STATS_DAYS - 1)), end };
}
