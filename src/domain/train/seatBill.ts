/**
 * A seat order has no road trip: the kitchen's runner hands the food over at the platform, so the road delivery fee
 * is not charged (FEATURES F-train). Everything else of the bill stays as the cart's rules made it.
 */
export function seatDeliveryBill<T extends { deliveryCharge: number; total: number }>(bill: T): T {
  return { ...bill, deliveryCharge: 0, total: bill.total - bill.deliveryCharge };
}

export const SEAT_BILL_TEXTS = {
  deliveryRow: 'Delivery to your seat',
  /** The menu's cart bar for a cart that goes to the seat (no road delivery fee, so no free-delivery threshold). */
  cartBar: 'Free delivery to your seat',
  handover: (station: string, clock: string) => `Handed over at your seat at ${station}, expected ${clock}`,
} as const;
