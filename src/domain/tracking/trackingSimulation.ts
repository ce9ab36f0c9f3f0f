import type { GeoPoint } from '../geo/GeoPoint';
import type { OrderStatus } from '../order/orderStatus';

/**
 * The client-side delivery simulation of the Track Order screen (FEATURES F-account): every second progress
 * rises by 0.02 and the ETA falls by half a minute; past 0.2 the order is picked up, past 0.8 the partner
 * is nearby, at 1 it is delivered. Progress is kept as whole ticks so thresholds are exact.
 */
export const TRACKING_TICK_MS = 1000;
export const TICKS_TO_DELIVER = 50;
export const INITIAL_ETA_MINUTES = 25;
const ETA_STEP_MINUTES = 0.5;
const PICKED_UP_AFTER_TICKS = 10;
const NEARBY_AFTER_TICKS = 40;

export const TRACKING_STATUSES = ['confirmed', 'picked_up', 'nearby', 'delivered'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface TrackingState {
  ticks: number;
  status: TrackingStatus;
  /** 1 to 4, the position of `status` in TRACKING_STATUSES. */
  step: number;
  etaMinutes: number;
}

export const INITIAL_TRACKING: TrackingState = {
  ticks: 0,
  status: 'confirmed',
  step: 1,
  etaMinutes: INITIAL_ETA_MINUTES,
};

/** Where the simulation ends: delivered, ETA 0 (also where it jumps when the server says the order is delivered). */
export const DELIVERED_TRACKING: TrackingState = {
  ticks: TICKS_TO_DELIVER,
  status: 'delivered',
  step: 4,
  etaMinutes: 0,
};

export const trackingProgress = (state: TrackingState): number => state.ticks / TICKS_TO_DELIVER;

export const isDelivered = (state: TrackingState): boolean => state.status === 'delivered';

/** One tick of the simulation; a delivered order no longer changes. */
export function advanceTracking(state: TrackingState): TrackingState {
  if (isDelivered(state)) return state;
  const ticks = state.ticks + 1;
  const etaMinutes = Math.max(0, state.etaMinutes - ETA_STEP_MINUTES);
  if (ticks >= TICKS_TO_DELIVER) return DELIVERED_TRACKING;
  let { status, step } = state;
  if (ticks > PICKED_UP_AFTER_TICKS && step === 1) [status, step] = ['picked_up', 2];
  if (ticks > NEARBY_AFTER_TICKS && step === 2) [status, step] = ['nearby', 3];
  return { ticks, status, step, etaMinutes };
}

/**
 * The last timeline step a real order has reached by its status (0: none yet, so not even Order Confirmed is
 * ticked while the restaurant has not accepted it). An order that ended undelivered reaches none: its screen says
 * how it ended instead.
 */
export function reachedStep(status: OrderStatus | null): number {
  switch (status) {
    case 'confirmed':
    case 'preparing':
      return 1;
    case 'out for delivery':
      return 2;
    case 'delivered':
      return 4;
    default:
      return 0;
  }
}

/** The ticks within which the simulation may move while the order is at each step (index: step 0 to 4). */
const TICKS_OF_STEP: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, PICKED_UP_AFTER_TICKS],
  [PICKED_UP_AFTER_TICKS + 1, NEARBY_AFTER_TICKS],
  [NEARBY_AFTER_TICKS + 1, TICKS_TO_DELIVER - 1],
  [TICKS_TO_DELIVER, TICKS_TO_DELIVER],
];

/**
 * The simulation held to the step the order has really reached: the rider moves within that step's stretch of the
 * route, never into a status the order has not reached (no 'Delivered' while it is out for delivery), and jumps
 * forward when the order does. The ETA is left as it is (a real order's comes from its times: etaOfOrder).
 */
export function heldToStep(state: TrackingState, step: number): TrackingState {
  if (step >= 4) return DELIVERED_TRACKING;
  const [first, last] = TICKS_OF_STEP[Math.max(0, step)]!;
  const ticks = Math.min(last, Math.max(first, state.ticks));
  return {
    ticks,
    status: TRACKING_STATUSES[Math.max(0, step - 1)]!,
    step: Math.max(0, step),
    etaMinutes: state.etaMinutes,
  };
}

/**
 * A real order's minutes to the door: the spec's 25-minute promise counted from when it was placed, by the clock
 * (not the simulation's half minute a second), never below 1 until it is delivered.
 */
export function etaOfOrder(placedAt: number, now: number, delivered: boolean): number {
  if (delivered) return 0;
  if (!Number.isFinite(placedAt)) return INITIAL_ETA_MINUTES;
  const elapsedMinutes = Math.max(0, (now - placedAt) / 60_000);
  return Math.max(1, Math.ceil(INITIAL_ETA_MINUTES - elapsedMinutes));
}

/** A step of the Order Status timeline, which the UI words by its status (its title, text and sample time). */
export interface TimelineEntry {
  status: TrackingStatus;
  /** Whether the step shows the spec's fixed time ('2 mins ago'…): a done step of the sample only. */
  sampleTime: boolean;
  done: boolean;
}

/**
 * The Order Status timeline: every entry up to and including the current status is done. The spec's fixed times
 * ('2 mins ago'…) belong to its sample; a real order's steps carry no time the app does not know (`sampleTimes`
 * false), so none contradicts another.
 */
export function trackingTimeline(state: TrackingState, sampleTimes = true): TimelineEntry[] {
  return TRACKING_STATUSES.map((status, index) => {
    const done = index < state.step;
    return { status, sampleTime: done && sampleTimes, done };
  });
}

/** Where the vehicle is: linear interpolation along the route's points by progress (0 → first, 1 → last). */
export function vehiclePosition(route: readonly GeoPoint[], progress: number): GeoPoint {
  if (route.length === 0) throw new Error('A route needs at least one point');
  const clamped = Math.min(1, Math.max(0, progress));
  const position = clamped * (route.length - 1);
  const index = Math.min(Math.floor(position), route.length - 2);
  if (index < 0) return route[0]!;
  const from = route[index]!;
  const to = route[index + 1]!;
  const t = position - index;
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * t,
    longitude: from.longitude + (to.longitude - from.longitude) * t,
  };
}
