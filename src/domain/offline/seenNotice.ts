import { istClock } from '../train/istTime';

/**
 * What a screen says when it shows answers the customer saw before, because the network is missing: the time they
 * were seen, in IST (the app's clock for every time of day), so the customer knows how old the figures are.
 */
export const seenNoticeText = (seenAt: number): string => `Offline · showing what you saw at ${istClock(seenAt)}`;

/** Beside an order-by countdown run from a saved delay: when that delay was last heard from the server. */
export const liveUpdatedText = (seenAt: number): string => `Delay last updated at ${istClock(seenAt)}`;
