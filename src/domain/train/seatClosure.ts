import { istClock } from './istTime';
import { delayRescueText, notDeliveredText, seatRefundText, skippedStopRescueText } from './seat';

/** The station a seat order was for, as its closure names it. */
export interface ClosureStation {
  code: string;
  name: string;
}

/**
 * How a seat order was closed, as the server records it (never English parsed back): delay rescue because the train
 * now reaches the station outside delivery hours (`rescued`, at its expected arrival) or skips it (`skipped`), a
 * hand-over the runner could not make (`notDelivered`), or the passenger's own cancellation. Each carries what is
 * refunded (paise, 0 when nothing was paid online).
 */
export type SeatClosure =
  | { kind: 'rescued'; station: ClosureStation; expectedArrival: number; refundPaise: number }
  | { kind: 'skipped'; station: ClosureStation; refundPaise: number }
  | { kind: 'notDelivered'; station: ClosureStation; refundPaise: number }
  | { kind: 'cancelledByYou'; refundPaise: number };

export const SEAT_CLOSURE_KINDS = ['rescued', 'skipped', 'notDelivered', 'cancelledByYou'] as const;
export type SeatClosureKind = SeatClosure['kind'];

/** Delay rescue cancelled the order (the train is late or skips its station): the journey screen offers later stops. */
export const isDelayRescue = (
  closure: SeatClosure | null | undefined,
): closure is Extract<SeatClosure, { kind: 'rescued' | 'skipped' }> =>
  closure?.kind === 'rescued' || closure?.kind === 'skipped';

/** What a closed seat order says (Order History, its order screen, the push, the journey screen's notice). */
export function seatClosureText(closure: SeatClosure): string {
  switch (closure.kind) {
    case 'rescued':
      return delayRescueText(closure.station.name, istClock(closure.expectedArrival), closure.refundPaise);
    case 'skipped':
      return skippedStopRescueText(closure.station.name, closure.station.code, closure.refundPaise);
    case 'notDelivered':
      return notDeliveredText(closure.station.name, closure.station.code, closure.refundPaise);
    case 'cancelledByYou':
      return `Cancelled by you. ${seatRefundText(closure.refundPaise)}`;
  }
}

/** An order's delivery details as Order History shows them: the seat, then how the order was closed. */
export const deliveryDetailsText = (deliveryAddress: string, closure: SeatClosure | null | undefined): string =>
  closure ? `${deliveryAddress} · ${seatClosureText(closure)}` : deliveryAddress;
