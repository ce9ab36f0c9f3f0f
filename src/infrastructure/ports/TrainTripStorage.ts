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
  journey: Journey;
  stationCode: string | null;
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
