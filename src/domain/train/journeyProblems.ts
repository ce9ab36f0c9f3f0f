import { INVALID_PHONE_TEXT } from '../validation/phone';
import { PNR_TEXTS } from './pnr';
import { dayLabel, SEAT_TEXTS } from './seat';

/**
 * What is wrong with a field of the train searches or the seat form (FEATURES F-train), as a typed outcome the UI
 * words in the customer's language (journeyProblemText keeps the spec's English, which the forms carry).
 */
export type JourneyProblem =
  | { kind: 'pnr' }
  | { kind: 'trainNumber' }
  | { kind: 'dateMissing' }
  /** Outside the dates the picker offers ('YYYY-MM-DD', IST). */
  | { kind: 'dateOutOfRange'; first: string; last: string }
  | { kind: 'coach' }
  /** Not a coach of the ticket's class: its coaches are `letter`1, `letter`2… */
  | { kind: 'coachOfClass'; travelClass: string; letter: string }
  | { kind: 'berth' }
  /** Beyond the coach's last berth. */
  | { kind: 'berthOfCoach'; most: number }
  | { kind: 'passengerName' }
  | { kind: 'mobile' };

export const TRAIN_NUMBER_TEXT = 'Enter the 5-digit train number';

export const JOURNEY_DATE_TEXTS = {
  missing: 'Enter the journey date',
  outOfRange: (first: string, last: string) => `Choose a journey date from ${dayLabel(first)} to ${dayLabel(last)}`,
} as const;

export const SEAT_CLASS_TEXTS = {
  coach: (travelClass: string, letter: string) => `Coaches of class ${travelClass} are ${letter}1, ${letter}2…`,
  berth: (most: number) => `Berths run from 1 to ${most} in this coach`,
} as const;

/** A problem in the spec's English words (what the forms carry, and what the server refuses with). */
export function journeyProblemText(problem: JourneyProblem): string {
  switch (problem.kind) {
    case 'pnr':
      return PNR_TEXTS.invalid;
    case 'trainNumber':
      return TRAIN_NUMBER_TEXT;
    case 'dateMissing':
      return JOURNEY_DATE_TEXTS.missing;
    case 'dateOutOfRange':
      return JOURNEY_DATE_TEXTS.outOfRange(problem.first, problem.last);
    case 'coach':
      return SEAT_TEXTS.coach;
    case 'coachOfClass':
      return SEAT_CLASS_TEXTS.coach(problem.travelClass, problem.letter);
    case 'berth':
      return SEAT_TEXTS.berth;
    case 'berthOfCoach':
      return SEAT_CLASS_TEXTS.berth(problem.most);
    case 'passengerName':
      return SEAT_TEXTS.name;
    case 'mobile':
      return INVALID_PHONE_TEXT;
  }
}

/** Each field's problem in English words (null or absent when it has none). */
export function problemTexts<Field extends string>(
  problems: Partial<Record<Field, JourneyProblem | null>>,
): Partial<Record<Field, string | null>> {
  const texts: Partial<Record<Field, string | null>> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    texts[field] = problem ? journeyProblemText(problem) : null;
  }
  return texts;
}
