import { journeyDateProblemOf } from './journeyDate';
import { type JourneyProblem, problemTexts, TRAIN_NUMBER_TEXT } from './journeyProblems';
import { pnrProblem } from './pnr';
import { seatProblemsOf } from './seatProblems';

export { TRAIN_NUMBER_TEXT };

/** What the PNR search form holds (FEATURES F-train). */
export interface PnrSearchInput {
  pnr: string;
}

/** The PNR search form's rule: 'Please enter a valid 10-digit PNR' unless ten digits (spaces and dashes aside). */
export const validatePnrSearch = ({ pnr }: PnrSearchInput) => ({ pnr: pnrProblem(pnr) });

/** The same rule's problem, typed. */
export const pnrSearchProblems = ({ pnr }: PnrSearchInput): { pnr: JourneyProblem | null } => ({
  pnr: pnrProblem(pnr) === null ? null : { kind: 'pnr' },
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

/**
 * The search without a PNR: a train whose route was found ('Enter the 5-digit train number' until then), a journey
 * date the picker offers, and the seat's passenger, coach and berth with the seat form's rules (no mobile asked).
 */
export function trainNumberSearchProblems(
  input: TrainNumberSearchInput,
  routeFound: boolean,
  today: string,
): Record<Exclude<keyof TrainNumberSearchInput, 'boardingCode'>, JourneyProblem | null> {
  const seat = seatProblemsOf({ ...input, mobile: '' });
  return {
    trainNumber: routeFound ? null : { kind: 'trainNumber' },
    journeyDate: journeyDateProblemOf(input.journeyDate, today),
    passengerName: seat.passengerName ?? null,
    coach: seat.coach ?? null,
    berth: seat.berth ?? null,
  };
}

/** The same problems in the spec's English words (what the form carries). */
export const validateTrainNumberSearch = (input: TrainNumberSearchInput, routeFound: boolean, today: string) =>
  problemTexts(trainNumberSearchProblems(input, routeFound, today));
