/** Indian Standard Time: UTC+05:30 all year. Every train time is IST, whatever the device's zone. */
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** 'YYYY-MM-DD' of an instant, in IST. */
export function istDateOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since IST midnight of an instant (0–1439). */
export function istMinuteOfDay(ms: number): number {
  const shifted = ms + IST_OFFSET_MS;
  return Math.floor((((shifted % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** The instant of IST midnight starting a 'YYYY-MM-DD' day; NaN for a date that is not one. */
export function istMidnight(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const utc = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date ? Number.NaN : utc - IST_OFFSET_MS;
}

/** A 'YYYY-MM-DD' day moved by whole days. */
export const addDays = (date: string, days: number): string => istDateOf(istMidnight(date) + days * DAY_MS);

/** 'HH:MM' (24 h, IST) of an instant. */
export function istClock(ms: number): string {
  const minutes = istMinuteOfDay(ms);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes of a 'HH:MM' time; null for anything else. */
export function minutesOfClock(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
