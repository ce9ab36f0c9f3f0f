import { addDays, istMidnight } from './istTime';
import type { JourneyProblem } from './journeyProblems';

/** A journey date is one the date picker offers: from 2 days back (a train still running) to 60 days ahead. */
export const JOURNEY_DATE_RANGE = { daysBefore: 2, daysAfter: 60 } as const;

/** The first and last journey date offered on `today` ('YYYY-MM-DD', IST). */
export const journeyDateBounds = (today: string) => ({
  first: addDays(today, -JOURNEY_DATE_RANGE.daysBefore),
  last: addDays(today, JOURNEY_DATE_RANGE.daysAfter),
});

/** Why this journey date cannot be searched on `today` (empty, not a day, outside the range), or null. */
export function journeyDateProblem(journeyDate: string, today: string): JourneyProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(journeyDate) || Number.isNaN(istMidnight(journeyDate)))
    return { kind: 'dateMissing' };
  const { first, last } = journeyDateBounds(today);
  return journeyDate < first || journeyDate > last ? { kind: 'dateOutOfRange', first, last } : null;
}
