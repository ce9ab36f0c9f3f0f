/** Order statuses of order history (FEATURES F-account), matched case-insensitively. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
  'cancelled',
  'rejected',
  'payment failed',
  'payment processing',
  /** A train seat order whose hand-over failed (FEATURES F-train); ours, not the provider's. */
  'not delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  'out for delivery': 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  'payment failed': 'Payment Failed',
  'payment processing': 'Payment Processing',
  'not delivered': 'Not Delivered',
};

/** The known status a server value names (any case, extra spaces, underscores), or null. */
export function parseOrderStatus(value: string | null | undefined): OrderStatus | null {
  const normalised = (value ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return (ORDER_STATUSES as readonly string[]).includes(normalised) ? (normalised as OrderStatus) : null;
}

/** A status as the server names it in a push's data (the UI words statuses from its catalog), or 'Unknown'. */
export const orderStatusLabel = (value: string | null | undefined): string => {
  const status = parseOrderStatus(value);
  return status ? LABELS[status] : 'Unknown';
};

/** Filter chips of Order History, in order; each is sent as the list's search value ('' for all orders). */
export const ORDER_FILTERS: readonly ('' | OrderStatus)[] = [
  '',
  'delivered',
  'preparing',
  'cancelled',
  'pending',
  'confirmed',
  'out for delivery',
  'payment failed',
  'payment processing',
];
