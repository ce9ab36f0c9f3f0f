import type { Address } from './Address';

/** The customer's default address (the server keeps exactly one), or null for an empty list. */
export function defaultAddressOf(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.isDefault) ?? null;
}

/** The address pre-selected at checkout: the default, else the first, else none (FEATURES F-address: Addresses). */
export function checkoutAddressOf(addresses: readonly Address[]): Address | null {
  return defaultAddressOf(addresses) ?? addresses[0] ?? null;
}

/** A list with the default address first, then in the server's order (for menus and lists). */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
