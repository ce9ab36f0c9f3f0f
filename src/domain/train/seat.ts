import { dayMonthYear } from '../calendar/dayMonthYear';

/** Where a train order is handed over: the run, the station and the seat, and who takes it. */
export interface SeatDestination {
  pnr: string | null;
  trainNumber: string;
  runDate: string;
  stationCode: string;
  coach: string;
  berth: string;
  passengerName: string;
  mobile: string;
}

export type SeatField = 'coach' | 'berth' | 'passengerName' | 'mobile';

/** A berth number: 1 to 999 (berth 0 does not exist). */
export const BERTH_PATTERN = /^(?!0+$)\d{1,3}$/;

/** A coach as typed, spaces and dashes aside, in capitals ('b 2' → 'B2'). */
export const normalizeCoach = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** 'Coach B2, Berth 34'. */
export const seatLabel = (seat: Pick<SeatDestination, 'coach' | 'berth'>): string =>
  `Coach ${seat.coach.toUpperCase()}, Berth ${seat.berth}`;

/** '23 Nov 2026' for a 'YYYY-MM-DD' day. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayMonthYear(day ?? 1, (month ?? 1) - 1, year ?? 0);
}

/** The delivery details an order keeps for a seat: train, seat, station, date and time of the handover, passenger. */
export function seatDeliveryText(details: {
  trainNumber: string;
  trainName: string;
  coach: string;
  berth: string;
  stationName: string;
  stationCode: string;
  handoverDate: string;
  handoverClock: string;
  passengerName: string;
  mobile: string;
}): string {
  return [
    `Seat delivery: Train ${details.trainNumber} ${details.trainName}`,
    seatLabel(details),
    `${details.stationName} (${details.stationCode})`,
    `${dayLabel(details.handoverDate)}, ${details.handoverClock}`,
    `${details.passengerName.trim()}, ${details.mobile}`,
  ].join(' · ');
}

export const SEAT_ORDER_TEXTS = {
  prepaidOnly: 'This restaurant takes prepaid orders only',
  minimumOrder: (rupees: number) => `Minimum order ₹${rupees} for this restaurant`,
  notAtStation: (stationName: string) => `This restaurant does not deliver at ${stationName}`,
} as const;

/** What a closed seat order says about the money: a full refund of what was paid online, else nothing to refund. */
export const seatRefundText = (refundPaise: number): string =>
  refundPaise > 0 ? `Full refund of ${seatRefundAmount(refundPaise)}` : DELAY_RESCUE_NOTHING_PAID_TEXT;

/** A closed seat order's refund as its notes write it: '₹149.00'. */
export const seatRefundAmount = (refundPaise: number): string => `₹${(refundPaise / 100).toFixed(2)}`;

/**
 * Delay rescue: what a seat order cancelled because of the train's delay says. A full refund of what was paid online;
 * a cash-on-delivery order had nothing paid, so it says so rather than promise a refund.
 */
export function delayRescueText(stationName: string, expectedClock: string, refundPaise: number): string {
  return `Cancelled: the train now reaches ${stationName} at ${expectedClock}, outside delivery hours (06:00–23:00). ${seatRefundText(refundPaise)}`;
}
export const DELAY_RESCUE_NOTHING_PAID_TEXT = 'Nothing was paid (cash on delivery): nothing to refund';

/** Delay rescue of a seat order whose station the train skips today. */
export function skippedStopRescueText(stationName: string, stationCode: string, refundPaise: number): string {
  return `Cancelled: the train will not stop at ${stationName} (${stationCode}) today. ${seatRefundText(refundPaise)}`;
}

/**
 * 'Not delivered' (FEATURES F-train): the runner could not hand the food over at the seat before the train left (the
 * demo knob `failedHandovers`), and what happens to the money.
 */
export function notDeliveredText(stationName: string, stationCode: string, refundPaise: number): string {
  return `Not delivered: the runner could not reach your seat at ${stationName} (${stationCode}) before the train left. ${seatRefundText(refundPaise)}`;
}
