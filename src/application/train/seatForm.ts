import { normalizeBerth } from '../../domain/train/journeySearch';
import type { JourneyProblem } from '../../domain/train/journeyProblems';
import { normalizeCoach, type SeatField } from '../../domain/train/seat';
import { seatProblems } from '../../domain/train/seatProblems';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import type { SeatDraft } from '../../infrastructure/ports/TrainTripStorage';
import { FormState } from '../shared/FormState';
import type { TrainTripStore } from './TrainTripStore';

/** The seat form: the cart's seat, each field's problem typed (the UI words it). */
export type SeatForm = FormState<SeatDraft, SeatField, JourneyProblem>;

/**
 * The seat form at checkout (FEATURES F-train): the cart's seat (prefilled from the PNR), edited in place and kept
 * on the device at every edit; errors show once a field was left or Place Order was pressed. The rules are those of
 * the cart's journey's class.
 */
export function seatFormOf(trip: TrainTripStore): SeatForm {
  return new FormState<SeatDraft, SeatField, JourneyProblem>({
    values: () => trip.cartSeat,
    validate: (seat) => seatProblems(seat, (trip.cartStop?.journey ?? trip.journey)?.travelClass),
    reveal: 'afterBlur',
    normalize: { mobile: sanitizePhoneInput, berth: normalizeBerth, coach: normalizeCoach },
    onEdit: (field, seat) => trip.updateSeat({ [field]: seat[field] }),
  });
}
