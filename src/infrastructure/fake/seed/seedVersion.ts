import { textHash } from '../../../domain/security/textHash';

/** Changes whenever the customer-owned seed changes, so an old saved demo state is discarded. */
export function seedVersionOf(fixtures: { customers: unknown; addresses: unknown; orders: unknown }): string {
  return textHash(JSON.stringify([fixtures.customers, fixtures.addresses, fixtures.orders]));
}
