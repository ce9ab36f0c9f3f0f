import type { Journey } from '../../domain/train/journey';
import type { SeatOrderTracking } from '../../domain/train/seatOrder';

export interface TrainJourneyQuery {
  trainNumber: string;
  boardingCode: string;
  /** 'YYYY-MM-DD', the day the passenger boards (IST). */
  journeyDate: string;
  coach: string;
  berth: string;
  passengerName: string;
}

export interface TrainRoute {
  trainNumber: string;
  trainName: string;
  stations: { code: string; name: string }[];
}

export interface LiveStatus {
  trainNumber: string;
  runDate: string;
  delayMinutes: number;
  /** The stations the train runs through without stopping today (codes; FEATURES F-train). */
  skippedStops: string[];
}

/**
 * Trains (FEATURES F-train; our API under api/train/…): a journey by PNR or by train number, a train's stations, and
 * its live delay. Refusals ('PNR not found', 'This ticket is cancelled', the maintenance window) reject with an
 * AppError carrying the server's text.
 */
export interface TrainApi {
  journeyByPnr(pnr: string): Promise<Journey>;
  journeyByTrain(query: TrainJourneyQuery): Promise<Journey>;
  /** The train's name and stations; no train has the number: a 'not-found' AppError (the server's 404). */
  route(trainNumber: string): Promise<TrainRoute>;
  liveStatus(trainNumber: string, runDate: string): Promise<LiveStatus>;
  /** The customer's seat order with its train now (404 'This order is not delivered to a train' for others). */
  seatOrder(orderId: string): Promise<SeatOrderTracking>;
  /** Cancels a seat order before its order-by time; answers the refund (paise). 409 with the reason after it. */
  cancelSeatOrder(orderId: string): Promise<{ orderId: string; refundPaise: number }>;
}

export const TrainApiToken = Symbol.for('TrainApi');
