import type { ProblemOf } from '../validation/formProblem';

/**
 * What is wrong with a field of the train searches or the seat form (FEATURES F-train), as a typed outcome the UI
 * words in the customer's language; the rules never speak English themselves. The seat's mobile follows the app's
 * shared phone rule, so its problem is that rule's own.
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
  | ProblemOf<'phone'>;
