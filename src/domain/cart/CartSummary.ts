import type { Cart } from './CartLine';

/** A named charge of the order (otherChargesDetails: label → amount). Paise. */
export interface ChargeDetail {
  label: string;
  amount: number;
}

/** The server's cart with its bill (spec §3 Server cart response). Amounts in paise, times in minutes. */
export interface CartSummary {
  cart: Cart;
  subTotal: number;
  deliveryCharge: number;
  discount: number;
  platformFee: number;
  otherCharges: number;
  otherChargesDetails: ChargeDetail[];
  total: number;
  /** The items at their listed prices, before item discounts. */
  menuTotal: number;
  deliverTimeMin: number;
  deliverTimeMax: number;
  showCOD: boolean;
}

/** What cart-items-count answers: the server cart's items and restaurant, or null when it holds none. */
export interface CartCount {
  restaurantId: string;
  items: { menuId: string; quantity: number }[];
}
