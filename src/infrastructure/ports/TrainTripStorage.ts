import type { Journey } from '../../domain/train/journey';

/** The seat and passenger a train order goes to (prefilled from the PNR, editable). */
export interface SeatDraft {
  coach: string;
  berth: string;
  passengerName: string;
  mobile: string;
}

/** The train journey the customer is ordering for, the stop chosen for the cart and the seat (FEATURES F-train). */
export interface SavedTrainTrip {
  /** The journey being browsed; null when only a cart's stop is kept (signed out of no journey). */
  journey: Journey | null;
  stationCode: string | null;
  seat: SeatDraft;
  /** The stop and seat the cart's food goes to, fixed when its first dish was added; null for a road cart. */
  cartStop: CartStop | null;
}

/** A seat cart's stop: its journey (kept even when another one is searched), the station and the seat. */
export interface CartStop {
  journey: Journey;
  stationCode: string;
  seat: SeatDraft;
}

/** The train trip kept on the device, so the menu, the cart, checkout and a reload know the cart is for a stop. */
export interface TrainTripStorage {
  /** The saved trip, or null when none (or nothing readable) is saved. */
  read(): SavedTrainTrip | null;
  save(trip: SavedTrainTrip): void;
  forget(): void;
}

export const TrainTripStorageToken = Symbol.for('TrainTripStorage');
