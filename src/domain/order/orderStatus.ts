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

/** The badge text: the status label, or 'Unknown' for anything else. */
export const orderStatusLabel = (value: string | null | undefined): string => {
  const status = parseOrderStatus(value);
  return status ? LABELS[status] : 'Unknown';
};

/** Filter chips of Order History, in order; `key` is sent as the list's search value ('' for all). */
export const ORDER_FILTERS: readonly { label: string; key: '' | OrderStatus }[] = [
  { label: 'All Orders', key: '' },
  { label: 'Delivered', key: 'delivered' },
  { label: 'Preparing', key: 'preparing' },
  { label: 'Cancelled', key: 'cancelled' },
  { label: 'Pending', key: 'pending' },
  { label: 'Confirmed', key: 'confirmed' },
  { label: 'Out for Delivery', key: 'out for delivery' },
  { label: 'Payment Failed', key: 'payment failed' },
  { label: 'Payment Processing', key: 'payment processing' },
];
