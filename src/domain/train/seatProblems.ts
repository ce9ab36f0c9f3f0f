import { INVALID_PHONE_TEXT, isValidPhone } from '../validation/phone';
import { BERTH_PATTERN, normalizeCoach, SEAT_TEXTS, type SeatDestination, type SeatField } from './seat';

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

export const SEAT_CLASS_TEXTS = {
  coach: (travelClass: string, letter: string) => `Coaches of class ${travelClass} are ${letter}1, ${letter}2…`,
  berth: (most: number) => `Berths run from 1 to ${most} in this coach`,
} as const;

/**
 * The first problem of each seat field, for the seat form at checkout and the search without PNR: a coach is letters
 * then a number (of the class's letter when the class is known), a berth is within the coach's berths.
 */
export function seatProblems(
  seat: Pick<SeatDestination, SeatField>,
  travelClass = '',
): Partial<Record<SeatField, string>> {
  const problems: Partial<Record<SeatField, string>> = {};
  const seats = CLASS_SEATS[travelClass.trim().toUpperCase()];
  const coach = normalizeCoach(seat.coach);
  if (!/^[A-Z]{1,2}\d{1,2}$/.test(coach)) problems.coach = SEAT_TEXTS.coach;
  else if (seats && !coach.startsWith(seats.letter))
    problems.coach = SEAT_CLASS_TEXTS.coach(travelClass.trim().toUpperCase(), seats.letter);
  const most = seats?.berths ?? MOST_BERTHS;
  if (!BERTH_PATTERN.test(seat.berth.trim())) problems.berth = SEAT_TEXTS.berth;
  else if (Number(seat.berth.trim()) > most) problems.berth = SEAT_CLASS_TEXTS.berth(most);
  if (seat.passengerName.trim() === '') problems.passengerName = SEAT_TEXTS.name;
  if (!isValidPhone(seat.mobile)) problems.mobile = INVALID_PHONE_TEXT;
  return problems;
}
