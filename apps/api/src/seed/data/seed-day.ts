// Dates of the demo content that must agree with the day the seed runs: trainings still open for
// enrolment, lives still to come, companies that joined before today. Times are China time, as the API
// stores and shows them ('YYYY-MM-DD HH:mm:ss').

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The China calendar day of `now`, as the UTC instant of its midnight written as if UTC (a wall clock). */
export type SeedDay = number & { readonly __seedDay: unique symbol };

export const seedDayOf = (now: Date = new Date()): SeedDay => (Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS) as SeedDay;

/** 'YYYY-MM-DD HH:mm:ss' of the day `offsetDays` from `day` (negative: before) at `hour`:`minute`. */
export function dayFrom(day: SeedDay, offsetDays: number, hour: number, minute: number): string {
  const d = new Date(day + offsetDays * DAY_MS + hour * 3_600_000 + minute * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}
