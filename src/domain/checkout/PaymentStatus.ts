/** The payment status of an order (core spec §3, §4): checked until it is no longer Pending. */
export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Pending re-checks every 2 seconds (core spec §9). */
export const PAYMENT_POLL_MS = 2_000;

/** The status a server value names, in any case ('completed', 'FAILED'), or null for anything else. */
export function parsePaymentStatus(value: string): PaymentStatus | null {
  const normalised = value.trim().toLowerCase();
  return PAYMENT_STATUSES.find((status) => status.toLowerCase() === normalised) ?? null;
}

/** Whether the screen must check again: only a Pending payment changes. */
export const isSettled = (status: PaymentStatus): boolean => status !== 'Pending';
