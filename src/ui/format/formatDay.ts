import { dayLabel } from '../../domain/train/seat';
import { currentLanguage, ENGLISH_CODE } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (tag: string) => {
  let formatter = formatters.get(tag);
  if (!formatter) {
    // The day is a calendar date, not an instant: read at UTC midnight, it stays that day everywhere.
    formatter = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    formatters.set(tag, formatter);
  }
  return formatter;
};

/**
 * A 'YYYY-MM-DD' day as the customer reads it: '23 Nov 2026' in English (written out, as formatDateTime does, so an
 * English page loads no Intl date data), Intl's month names in the other languages; the text itself when unreadable.
 */
export function formatDay(date: string, language = currentLanguage()): string {
  if (language.code === ENGLISH_CODE) return dayLabel(date);
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
  return Number.isNaN(time) ? date : formatterFor(intlLocale(language)).format(time);
}
