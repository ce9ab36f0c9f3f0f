/** Changes whenever the customer-owned seed changes, so an old saved demo state is discarded. */
export function seedVersionOf(fixtures: { customers: unknown; addresses: unknown; orders: unknown }): string {
  const text = JSON.stringify([fixtures.customers, fixtures.addresses, fixtures.orders]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
