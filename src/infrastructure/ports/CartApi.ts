import type { CartCount, CartSummary } from '../../domain/cart/CartSummary';
import type { AddOnChoice } from '../../domain/menu/AddOnGroup';

export interface AddItemRequest {
  restaurantId: string;
  menuId: string;
  quantity: number;
}

export interface AddItemWithOptionsRequest extends AddItemRequest {
  choices: AddOnChoice[];
  /** The line's number among the item's customizations, when the client knows it. */
  menuCount: number | null;
}

export interface ChangeQuantityRequest extends AddItemWithOptionsRequest {
  /** The item's number of add-on options (sent as itemsCount). */
  addOnItemsCount: number;
}

/** What a cart write carries besides its request. */
export interface CartWriteOptions {
  /** The Idempotency-Key header: the same write sent again (after no answer) is done once. */
  idempotencyKey?: string;
}

/**
 * The customer's cart on the server (FEATURES F-menu: add-to-cart, add-to-cart-with-option, change-cart-get-cart-info,
 * get-cart-info, cart-items-count). The server prices everything itself. A line of another restaurant
 * replaces the server's cart. Every method needs a session and rejects with an AppError.
 */
export interface CartApi {
  /** Adds `quantity` of a plain item (add-to-cart). */
  addItem(request: AddItemRequest, options?: CartWriteOptions): Promise<void>;
  /** Adds `quantity` of an item with chosen add-ons; the same customization gains quantity, another is a new line. */
  addItemWithOptions(request: AddItemWithOptionsRequest, options?: CartWriteOptions): Promise<void>;
  /**
   * Sets a line's quantity (0 or less removes it) and answers the whole server cart. With `keepalive` the
   * request outlives the page (sent as the tab closes).
   */
  changeQuantity(
    request: ChangeQuantityRequest,
    options?: CartWriteOptions & { keepalive?: boolean },
  ): Promise<CartSummary>;
  cartInfo(): Promise<CartSummary>;
  /** The server cart's items and restaurant, or null when the server holds no cart. */
  itemsCount(): Promise<CartCount | null>;
}

export const CartApiToken = Symbol.for('CartApi');
