/**
 * Where a cart's food goes (FEATURES F-train): a stop of one train run (the seat is filled in at checkout) or the
 * customer's address. It is fixed when the cart's first dish is added, so browsing another stop, restaurant or
 * journey never turns a seat cart into a road delivery (or the reverse).
 */
export type CartDestination =
  | { kind: 'seat'; trainNumber: string; runDate: string; stationCode: string; stationName: string }
  | { kind: 'address' };

export const ADDRESS_DESTINATION: CartDestination = { kind: 'address' };

export function sameDestination(a: CartDestination, b: CartDestination): boolean {
  if (a.kind === 'address' || b.kind === 'address') return a.kind === b.kind;
  return a.trainNumber === b.trainNumber && a.runDate === b.runDate && a.stationCode === b.stationCode;
}

/**
 * What adding a dish needs: 'add' (an empty cart takes the dish's destination), 'new-cart' when the dish is browsed
 * for another destination (asked first: the cart is removed), 'change-restaurant' for another restaurant's dish to
 * the same destination.
 */
export type AddStep = 'add' | 'new-cart' | 'change-restaurant';

export function addStep(
  cart: { count: number; restaurantId: string | null; destination: CartDestination },
  adding: { restaurantId: string; destination: CartDestination },
): AddStep {
  if (cart.count === 0) return 'add';
  if (!sameDestination(cart.destination, adding.destination)) return 'new-cart';
  return cart.restaurantId === adding.restaurantId ? 'add' : 'change-restaurant';
}
