import { journeyDateProblem } from './journeyDate';
import type { JourneyProblem } from './journeyProblems';
import { isPnr } from './pnr';
import { seatProblems } from './seatProblems';

/** What the PNR search form holds (FEATURES F-train). */
export interface PnrSearchInput {
  pnr: string;
}

/** The PNR search form's rule: ten digits (spaces and dashes aside), else the PNR problem. */
export const validatePnrSearch = ({ pnr }: PnrSearchInput): { pnr: JourneyProblem | null } => ({
  pnr: isPnr(pnr) ? null : { kind: 'pnr' },
});

/** What the search without a PNR holds: the train, where and when it was boarded, and the seat as typed. */
export interface TrainNumberSearchInput {
  trainNumber: string;
  boardingCode: string;
  journeyDate: string;
  passengerName: string;
  coach: string;
  berth: string;
}

export const isTrainNumber = (text: string): boolean => /^\d{5}$/.test(text);

/** What a train-number field keeps of what was typed: up to five digits. */
export const normalizeTrainNumber = (typed: string): string => typed.replace(/\D/g, '').slice(0, 5);

/** What a berth field keeps of what was typed: up to three digits. */
export const normalizeBerth = (typed: string): string => typed.replace(/\D/g, '').slice(0, 3);

/** The fields of the search without a PNR that a rule checks (the boarding station is picked from a list). */
export type TrainNumberSearchField = Exclude<keyof TrainNumberSearchInput, 'boardingCode'>;

/**
 * The search without a PNR: a train whose route was found (the train-number problem until then), a journey date the
 * picker offers, and the seat's passenger, coach and berth with the seat form's rules (no mobile asked).
 */
export function validateTrainNumberSearch(
  input: TrainNumberSearchInput,
  routeFound: boolean,
  today: string,
): Record<TrainNumberSearchField, JourneyProblem | null> {
  const seat = seatProblems({ ...input, mobile: '' });
  return {
    trainNumber: routeFound ? null : { kind: 'trainNumber' },
    journeyDate: journeyDateProblem(input.journeyDate, today),
    passengerName: seat.passengerName ?? null,
    coach: seat.coach ?? null,
    berth: seat.berth ?? null,
  };
}
