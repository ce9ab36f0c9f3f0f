/** The payment status of an order (FEATURES F-checkout): checked until it is no longer Pending. */
export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Pending re-checks every 2 seconds (FEATURES F-checkout)… */
export const PAYMENT_POLL_MS = 2_000;
/** …for five minutes; a payment still Pending after that is checked every 30 seconds (a screen left open). */
export const PAYMENT_SLOW_POLL_AFTER_MS = 5 * 60_000;
export const PAYMENT_SLOW_POLL_MS = 30_000;

/** The wait before the next check of a payment that has been Pending for `pendingForMs`. */
export const pendingPollDelay = (pendingForMs: number): number =>
  pendingForMs < PAYMENT_SLOW_POLL_AFTER_MS ? PAYMENT_POLL_MS : PAYMENT_SLOW_POLL_MS;

/** A check that got no answer (network, timeout, 5xx, 401) is retried after 2 s, 4 s, 8 s … at most 30 s. */
export const PAYMENT_RETRY_MAX_MS = 30_000;
/** After this long without an answer the screen says so and points to Order History (it keeps checking). */
export const PAYMENT_UNCONFIRMED_AFTER_MS = 10 * 60_000;

/** The wait before the next check after `failures` checks in a row got no answer (1 → 2 s, 2 → 4 s …, ≤ 30 s). */
export function paymentRetryDelay(failures: number): number {
  return Math.min(PAYMENT_POLL_MS * 2 ** Math.max(0, failures - 1), PAYMENT_RETRY_MAX_MS);
}

/** The status a server value names, in any case ('completed', 'FAILED'), or null for anything else. */
export function parsePaymentStatus(value: string): PaymentStatus | null {
  const normalised = value.trim().toLowerCase();
  return PAYMENT_STATUSES.find((status) => status.toLowerCase() === normalised) ?? null;
}

/** Whether the screen must check again: only a Pending payment changes. */
export const isSettled = (status: PaymentStatus): boolean => status !== 'Pending';
