/**
 * The provider API's paths (spec §7), relative to the configured base URL.
 * Shared by the HTTP adapters and the msw handlers that expose the fake backend.
 */
export const ApiPaths = {
  login: 'api/auth/login',
  me: 'api/auth/me',
  register: 'api/auth/register',
  forgotPassword: 'api/auth/forgot-password',
  verifyResetOtp: 'api/auth/verify-reset-otp',
  resetPassword: 'api/auth/reset-password',
} as const;

/** Menu and cart calls (issue 4). Ids in a path are appended with `pathWithId`. */
export const MenuCartPaths = {
  restaurantById: 'api/external/get-restaurant-by-id',
  restaurantItems: 'api/external/get-restaurant-items',
  searchRestaurantItems: 'api/external/search-restaurants-items',
  menuAddOns: 'api/orders/get-menu-add-on-and-sizes',
  addToCart: 'api/orders/add-to-cart',
  addToCartWithOption: 'api/orders/add-to-cart-with-option',
  changeCart: 'api/orders/change-cart-get-cart-info',
  cartInfo: 'api/orders/get-cart-info',
  cartItemsCount: 'api/orders/cart-items-count',
} as const;

/** A path with a trailing id segment, e.g. get-restaurant-by-id/12. */
export const pathWithId = (path: string, id: string): string => `${path}/${encodeURIComponent(id)}`;
