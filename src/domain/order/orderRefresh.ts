import { type OrderStatus, parseOrderStatus } from './orderStatus';

/**
 * How often an open order screen (the status screen, Track Order, Order History) reads its orders again while one
 * may still move: a customer without push (denied, or no push in the browser) still sees the order progress.
 */
export const ORDER_REFRESH_MS = 30_000;

/** Statuses after which an order never changes again: nothing more to read. */
const FINAL: readonly OrderStatus[] = ['delivered', 'cancelled', 'rejected', 'payment failed', 'not delivered'];

/**
 * Whether an order with this status (the server's text) may still change, so its screen keeps reading it. An unknown
 * status is not taken as final: reading again is how the screen learns what it became.
 */
export const orderMayStillMove = (statusText: string | null | undefined): boolean => {
  const status = parseOrderStatus(statusText);
  return status === null || !FINAL.includes(status);
};
