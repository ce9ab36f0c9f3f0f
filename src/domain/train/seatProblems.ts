import { isValidPhone } from '../validation/phone';
import type { JourneyProblem } from './journeyProblems';
import { BERTH_PATTERN, normalizeCoach, type SeatDestination, type SeatField } from './seat';

/**
 * The coaches and berths of a travel class (Indian Railways): its coach letter and its berths per coach. A class not
 * listed (or unknown, as in the search without a PNR) takes any coach letter and up to the largest coach's berths.
 */
const CLASS_SEATS: Readonly<Record<string, { letter: string; berths: number }>> = {
  '1A': { letter: 'H', berths: 24 },
  '2A': { letter: 'A', berths: 54 },
  '3A': { letter: 'B', berths: 72 },
  '3E': { letter: 'M', berths: 83 },
  SL: { letter: 'S', berths: 72 },
  CC: { letter: 'C', berths: 78 },
  EC: { letter: 'E', berths: 56 },
  '2S': { letter: 'D', berths: 108 },
};
const MOST_BERTHS = Math.max(...Object.values(CLASS_SEATS).map((seats) => seats.berths));

/**
 * The first problem of each seat field, for the seat form at checkout and the search without PNR: a coach is letters
 * then a number (of the class's letter when the class is known), a berth is within the coach's berths.
 */
export function seatProblems(
  seat: Pick<SeatDestination, SeatField>,
  travelClass = '',
): Partial<Record<SeatField, JourneyProblem>> {
  const problems: Partial<Record<SeatField, JourneyProblem>> = {};
  const seatClass = travelClass.trim().toUpperCase();
  const seats = CLASS_SEATS[seatClass];
  const coach = normalizeCoach(seat.coach);
  if (!/^[A-Z]{1,2}\d{1,2}$/.test(coach)) problems.coach = { kind: 'coach' };
  else if (seats && !coach.startsWith(seats.letter))
    problems.coach = { kind: 'coachOfClass', travelClass: seatClass, letter: seats.letter };
  const most = seats?.berths ?? MOST_BERTHS;
  if (!BERTH_PATTERN.test(seat.berth.trim())) problems.berth = { kind: 'berth' };
  else if (Number(seat.berth.trim()) > most) problems.berth = { kind: 'berthOfCoach', most };
  if (seat.passengerName.trim() === '') problems.passengerName = { kind: 'passengerName' };
  if (!isValidPhone(seat.mobile)) problems.mobile = { kind: 'phone' };
  return problems;
}
