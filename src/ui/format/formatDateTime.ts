import { dayMonthYear } from '../../domain/calendar/dayMonthYear';
import { currentLanguage, ENGLISH_CODE } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';

/** India Standard Time: UTC+5:30 all year (India keeps no summer time). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (tag: string) => {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      timeZone: INDIA_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(tag, formatter);
  }
  return formatter;
};

/**
 * A server timestamp (ISO text) as people read it in India, always in India Standard Time (a traveller whose phone is
 * set to another zone still sees the time the kitchen and the train keep), e.g. "20 Nov 2026, 5:30 pm"; the text
 * itself when unreadable. In English it is written out rather than with Intl.DateTimeFormat: the page's first Intl
 * date formatter loads the locale's data, an 18 ms task on a fast laptop (about 75 ms on Lighthouse's 4× phone) in
 * the render of Order History's first cards. Other languages take their month names and day periods from Intl.
 */
export function formatDateTime(iso: string, language = currentLanguage()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  if (language.code !== ENGLISH_CODE) return formatterFor(intlLocale(language)).format(time);
  const india = new Date(time + IST_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${dayMonthYear(india.getUTCDate(), india.getUTCMonth(), india.getUTCFullYear())}, ${clock}`;
}
