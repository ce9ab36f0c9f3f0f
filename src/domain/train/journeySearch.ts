import { addDays, istMidnight } from './istTime';
import { pnrProblem } from './pnr';
import { dayLabel } from './seat';
import { seatProblems } from './seatProblems';

/** What the PNR search form holds (FEATURES F-train). */
export interface PnrSearchInput {
  pnr: string;
}

/** The PNR search form's rule: 'Please enter a valid 10-digit PNR' unless ten digits (spaces and dashes aside). */
export const validatePnrSearch = ({ pnr }: PnrSearchInput) => ({ pnr: pnrProblem(pnr) });

/** What the search without a PNR holds: the train, where and when it was boarded, and the seat as typed. */
export interface TrainNumberSearchInput {
  trainNumber: string;
  boardingCode: string;
  journeyDate: string;
  passengerName: string;
  coach: string;
  berth: string;
}

export const TRAIN_NUMBER_TEXT = 'Enter the 5-digit train number';

export const isTrainNumber = (text: string): boolean => /^\d{5}$/.test(text);

/** What a train-number field keeps of what was typed: up to five digits. */
export const normalizeTrainNumber = (typed: string): string => typed.replace(/\D/g, '').slice(0, 5);

/** What a berth field keeps of what was typed: up to three digits. */
export const normalizeBerth = (typed: string): string => typed.replace(/\D/g, '').slice(0, 3);

/** A journey date is one the date picker offers: from 2 days back (a train still running) to 60 days ahead. */
export const JOURNEY_DATE_RANGE = { daysBefore: 2, daysAfter: 60 } as const;

export const JOURNEY_DATE_TEXTS = {
  missing: 'Enter the journey date',
  outOfRange: (first: string, last: string) => `Choose a journey date from ${dayLabel(first)} to ${dayLabel(last)}`,
} as const;

/** The first and last journey date offered on `today` ('YYYY-MM-DD', IST). */
export const journeyDateBounds = (today: string) => ({
  first: addDays(today, -JOURNEY_DATE_RANGE.daysBefore),
  last: addDays(today, JOURNEY_DATE_RANGE.daysAfter),
});

/** Why this journey date cannot be searched on `today` (empty, not a day, outside the range), or null. */
export function journeyDateProblem(journeyDate: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(journeyDate) || Number.isNaN(istMidnight(journeyDate)))
    return JOURNEY_DATE_TEXTS.missing;
  const { first, last } = journeyDateBounds(today);
  return journeyDate < first || journeyDate > last ? JOURNEY_DATE_TEXTS.outOfRange(first, last) : null;
}

/**
 * The search without a PNR: a train whose route was found ('Enter the 5-digit train number' until then), a journey
 * date the picker offers, and the seat's passenger, coach and berth with the seat form's texts (no mobile asked).
 */
export function validateTrainNumberSearch(input: TrainNumberSearchInput, routeFound: boolean, today: string) {
  const seat = seatProblems({ ...input, mobile: '' });
  return {
    trainNumber: routeFound ? null : TRAIN_NUMBER_TEXT,
    journeyDate: journeyDateProblem(input.journeyDate, today),
    passengerName: seat.passengerName ?? null,
    coach: seat.coach ?? null,
    berth: seat.berth ?? null,
  };
}
