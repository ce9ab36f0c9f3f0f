import { normalizeBerth } from '../../domain/train/journeySearch';
import { normalizeCoach } from '../../domain/train/seat';
import type { JourneyProblem } from '../../domain/train/journeyProblems';
import { seatProblems, seatProblemsOf } from '../../domain/train/seatProblems';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import type { SeatField } from '../../domain/train/seat';
import type { SeatDraft } from '../../infrastructure/ports/TrainTripStorage';
import { FormState } from '../shared/FormState';
import type { TrainTripStore } from './TrainTripStore';

/**
 * The seat form at checkout (FEATURES F-train): the cart's seat (prefilled from the PNR), edited in place and kept
 * on the device at every edit; errors show once a field was left or Place Order was pressed.
 */
export function seatFormOf(trip: TrainTripStore): FormState<SeatDraft> {
  return new FormState<SeatDraft>({
    values: () => trip.cartSeat,
    validate: (seat) => seatProblems(seat, (trip.cartStop?.journey ?? trip.journey)?.travelClass),
    reveal: 'afterBlur',
    normalize: { mobile: sanitizePhoneInput, berth: normalizeBerth, coach: normalizeCoach },
    onEdit: (field, seat) => trip.updateSeat({ [field]: seat[field] }),
  });
}

/** The seat form's problems, typed (the UI words them): the rules of the cart's journey's class. */
export const seatFormProblems =
  (trip: TrainTripStore) =>
  (seat: SeatDraft): Partial<Record<SeatField, JourneyProblem>> =>
    seatProblemsOf(seat, (trip.cartStop?.journey ?? trip.journey)?.travelClass);
