import { dayMonthYear } from '../../domain/calendar/dayMonthYear';

/**
 * A server timestamp (ISO text) as people read it in India, in the device's time zone, e.g. "20 Nov 2026, 5:30 pm";
 * the text itself when unreadable. Written out rather than with Intl.DateTimeFormat: the page's first Intl date
 * formatter loads the locale's data, an 18 ms task on a fast laptop (about 75 ms on Lighthouse's 4× phone) in the
 * render of Order History's first cards.
 */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const date = new Date(time);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${dayMonthYear(date.getDate(), date.getMonth(), date.getFullYear())}, ${clock}`;
}
