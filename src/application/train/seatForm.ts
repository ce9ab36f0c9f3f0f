import { normalizeBerth } from '../../domain/train/journeySearch';
import { normalizeCoach } from '../../domain/train/seat';
import { seatProblems } from '../../domain/train/seatProblems';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
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
