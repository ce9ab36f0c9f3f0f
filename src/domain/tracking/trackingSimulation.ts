import type { GeoPoint } from '../geo/GeoPoint';

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

export interface TimelineEntry {
  status: TrackingStatus;
  title: string;
  description: string;
  /** Fixed text per the spec; null while the step has not happened. */
  time: string | null;
  done: boolean;
}

const TIMELINE: Record<TrackingStatus, { title: string; description: string; time: string }> = {
  confirmed: { title: 'Order Confirmed', description: 'Restaurant is preparing your order', time: '2 mins ago' },
  picked_up: { title: 'Order Picked Up', description: 'Your order is on the way', time: '5 mins ago' },
  nearby: { title: 'Delivery Partner Nearby', description: 'Almost there!', time: '1 min ago' },
  delivered: { title: 'Order Delivered', description: 'Enjoy your meal!', time: 'Just now' },
};

/** The Order Status timeline: every entry up to and including the current status is done. */
export function trackingTimeline(state: TrackingState): TimelineEntry[] {
  return TRACKING_STATUSES.map((status, index) => {
    const done = index < state.step;
    return { status, ...TIMELINE[status], time: done ? TIMELINE[status].time : null, done };
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
