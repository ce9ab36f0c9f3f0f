import { istClock, istMinuteOfDay, MINUTE_MS } from './istTime';
import { handoverTime, hasPassed, type StationRestaurantTerms, type StopTimes } from './journey';

/** Food is handed over between 06:00 and 23:00 (IST). */
export const DELIVERY_HOURS = { from: 6 * 60, to: 23 * 60 } as const;
/** Prepaid-only kitchens close their orders this much earlier (they start cooking on payment). */
export const PREPAID_EXTRA_MINUTES = 15;

export const STOP_RULE_TEXTS = {
  left: 'Train has left',
  /** The journey's last stop once the train is in: it does not leave from there. */
  arrived: 'Train has arrived',
  /** Arrived and not yet left: the train's position says 'At …' too. */
  atPlatform: 'Train is at the platform now: too late to order here',
  outsideHours: 'Outside delivery hours (06:00–23:00)',
  noRestaurants: 'No restaurants at this station',
  /** The train runs through without stopping today (a diversion or a cancelled halt: the demo knob `skippedStops`). */
  skipped: 'Skipped: the train will not stop here today',
} as const;

export const tooLateText = (cutoffMinutes: number) =>
  `Too late to order: orders close ${cutoffMinutes} min before arrival`;
export const stationClosedText = (orderBy: number) => `Orders for this station closed at ${istClock(orderBy)}`;

/** Minutes before arrival a kitchen stops taking orders: its cut-off, plus 15 when it is prepaid only. */
export const closingMinutes = (terms: Pick<StationRestaurantTerms, 'cutoffMinutes' | 'prepaidOnly'>): number =>
  terms.cutoffMinutes + (terms.prepaidOnly ? PREPAID_EXTRA_MINUTES : 0);

/** The last moment a kitchen takes an order for a stop: expected arrival − its cut-off (− 15 min when prepaid only). */
export const orderByTime = (
  handover: number,
  terms: Pick<StationRestaurantTerms, 'cutoffMinutes' | 'prepaidOnly'>,
): number => handover - closingMinutes(terms) * MINUTE_MS;

export const withinDeliveryHours = (instant: number): boolean => {
  const minute = istMinuteOfDay(instant);
  return minute >= DELIVERY_HOURS.from && minute <= DELIVERY_HOURS.to;
};

/** The rule a stop failed, for the UI to word in the customer's language (`reason` is its English text). */
export type StopRule = keyof typeof STOP_RULE_TEXTS | 'tooLate';

export type StopOrderability =
  | { orderable: true; orderBy: number; openRestaurants: StationRestaurantTerms[] }
  | { orderable: false; rule: Exclude<StopRule, 'tooLate'>; reason: string }
  | { orderable: false; rule: 'tooLate'; cutoffMinutes: number; reason: string };

const refused = (rule: Exclude<StopRule, 'tooLate'>): StopOrderability => ({
  orderable: false,
  rule,
  reason: STOP_RULE_TEXTS[rule],
});

/**
 * Whether a stop can take an order now, and until when (the latest order-by among its kitchens), else the first
 * rule that fails: the train skips the stop today; the train has left; no kitchen; the handover falls outside
 * delivery hours; every kitchen closed.
 */
export function stopOrderability(
  times: StopTimes,
  restaurants: readonly StationRestaurantTerms[],
  now: number,
  skipped = false,
): StopOrderability {
  if (skipped) return refused('skipped');
  if (hasPassed(times, now)) return refused(times.expectedDeparture === null ? 'arrived' : 'left');
  // Standing at the platform (arrived, not yet left): too late for food, but the train has not left.
  if (times.expectedArrival !== null && now >= times.expectedArrival) return refused('atPlatform');
  if (restaurants.length === 0) return refused('noRestaurants');
  const handover = handoverTime(times);
  if (!withinDeliveryHours(handover)) return refused('outsideHours');
  const open = restaurants.filter((terms) => now < orderByTime(handover, terms));
  if (open.length === 0) {
    const cutoffMinutes = Math.min(...restaurants.map(closingMinutes));
    return { orderable: false, rule: 'tooLate', cutoffMinutes, reason: tooLateText(cutoffMinutes) };
  }
  return {
    orderable: true,
    orderBy: Math.max(...open.map((terms) => orderByTime(handover, terms))),
    openRestaurants: open,
  };
}

/** 'Order by 14:25'. */
export const orderByLabel = (orderBy: number): string => `Order by ${istClock(orderBy)}`;

/** Whole minutes until the order-by time (negative once it has passed); the UI words the countdown. */
export const minutesLeft = (orderBy: number, now: number): number => Math.floor((orderBy - now) / MINUTE_MS);
