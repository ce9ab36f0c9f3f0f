import { fingerprint } from '../db/schemaVersion';

/** Changes whenever the customer-owned seed changes, so an old saved demo state is discarded. */
export function seedVersionOf(fixtures: { customers: unknown; addresses: unknown; orders: unknown }): string {
  return fingerprint(JSON.stringify([fixtures.customers, fixtures.addresses, fixtures.orders]));
}
