/**
 * Where the header's delivery-address dropdown goes (issue: addresses and maps).
 * Until that lands there is nothing to choose from, so the slot stays empty.
 */
export function HeaderAddressSlot() {
  return null;
}
