import type { Bill } from './Bill';
import type { Cart } from './CartLine';

/** The server's cart with its bill (FEATURES F-menu: Server cart response). Amounts in paise, times in minutes. */
export interface CartSummary extends Bill {
  cart: Cart;
  /** The items at their listed prices, before item discounts. */
  menuTotal: number;
  deliverTimeMin: number;
  deliverTimeMax: number;
}

/** What cart-items-count answers: the server cart's items and restaurant, or null when it holds none. */
export interface CartCount {
  restaurantId: string;
  items: { menuId: string; quantity: number }[];
}
