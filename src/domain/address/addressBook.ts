import type { Address } from './Address';

/** The customer's default address (the server keeps exactly one), or null for an empty list. */
export function defaultAddressOf(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.isDefault) ?? null;
}

/**
 * The address pre-selected at checkout: the default, else the first, else none (FEATURES F-address: Addresses).
 * When the kitchen cannot deliver to some (`deliverable`), the first of those pre-selected that it can reach wins:
 * the customer is not handed an address the order would be refused for.
 */
export function checkoutAddressOf(
  addresses: readonly Address[],
  deliverable: (address: Address) => boolean = () => true,
): Address | null {
  const preferred = defaultFirst(addresses);
  return preferred.find(deliverable) ?? preferred[0] ?? null;
}

/** A list with the default address first, then in the server's order (for menus and lists). */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
