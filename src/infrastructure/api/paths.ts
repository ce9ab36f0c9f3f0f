import { AppError } from '../../domain/errors/AppError';
import { isSafeResourceId } from '../../domain/security/resourceId';

/**
 * The provider API's paths (FEATURES F-foundation), relative to the configured base URL.
 * Shared by the HTTP adapters and the msw handlers that expose the fake backend.
 */
export const ApiPaths = {
  login: 'api/auth/login',
  me: 'api/auth/me',
  register: 'api/auth/register',
  forgotPassword: 'api/auth/forgot-password',
  verifyResetOtp: 'api/auth/verify-reset-otp',
  resetPassword: 'api/auth/reset-password',
  /** Not in the spec (ours): ends the session of the bearer token on the server. */
  logout: 'api/auth/logout',
  getProfile: 'api/profile/get-profile',
  updateProfile: 'api/profile/update-profile',
  sendPasswordOtp: 'api/profile/send-reset-password-otp',
  changePassword: 'api/profile/user-reset-password',
  addresses: 'api/user/get-all-addresses',
  createAddress: 'api/user/create-user-address',
  /** + /{id} */
  updateAddress: 'api/user/update-user-address',
  /** + /{id} */
  setDefaultAddress: 'api/user/set-default-address',
  /** + /{id} */
  deleteAddress: 'api/user/delete-address',
  /** + /{id} */
  restaurantById: 'api/external/get-restaurant-by-id',
  /** + /{restaurantId} */
  restaurantItems: 'api/external/get-restaurant-items',
  /** + /{restaurantId} */
  searchRestaurantItems: 'api/external/search-restaurants-items',
  /** + /{menuId} */
  menuAddOns: 'api/orders/get-menu-add-on-and-sizes',
  addToCart: 'api/orders/add-to-cart',
  addToCartWithOption: 'api/orders/add-to-cart-with-option',
  changeCart: 'api/orders/change-cart-get-cart-info',
  cartInfo: 'api/orders/get-cart-info',
  cartItemsCount: 'api/orders/cart-items-count',
  /** The spec does not name this path (FEATURES F-account: register push token with fcmToken and deviceId). */
  registerPushToken: 'api/user/register-push-token',
  /** Ours (FEATURES F-safety, sign-out): the same payload as registerPushToken; the spec names no such call. */
  unregisterPushToken: 'api/user/unregister-push-token',
  restaurants: 'api/external/get-restaurants',
  /** Followed by `/{categoryId}`. */
  restaurantsByCategory: 'api/external/get-restaurants-by-category-id',
  searchCatalogue: 'api/external/search-restaurants-and-categories',
  cuisineCategories: 'api/external/get-cuisines-category',
  /** At the user API host's root (FEATURES F-discovery); answers plain text. */
  clientIp: 'get-ip',
  initOrderCod: 'api/orders/init-order-cod',
  initOrder: 'api/orders/init-order',
  /** + /{orderId} */
  paymentStatus: 'api/orders/check-order-payment-status',
  /** Not in the spec (ours, see docs/ARCHITECTURE.md): query page, limit, search (status filter, '' for all). */
  orderHistory: 'api/orders/get-order-history',
  submitRating: 'api/orders/submit-combined-rating',
  /**
   * Ours (docs/API.md): + /{orderId}, GET: one of the customer's orders, as the history answers it. Its route comes
   * after every fixed api/orders/… path, which would otherwise read as an id.
   */
  orderById: 'api/orders',
  /** Ours (FEATURES F-cancel, docs/API.md): + /{orderId}, POST, no body. */
  cancelOrder: 'api/orders/cancel-order',
  /** Ours (FEATURES F-reorder, docs/API.md): the customer's favourite restaurants, newest first. */
  favorites: 'api/user/get-favorite-restaurants',
  /** Ours (FEATURES F-reorder): body { restaurantId }. */
  addFavorite: 'api/user/add-favorite-restaurant',
  /** Ours (FEATURES F-reorder): + /{restaurantId}, DELETE. */
  removeFavorite: 'api/user/remove-favorite-restaurant',
  // Trains (ours, FEATURES F-train; docs/API.md).
  /** + /{pnr} */
  trainPnr: 'api/train/pnr',
  /** query trainNumber, boardingStation, journeyDate, coach, berth, passengerName */
  trainJourney: 'api/train/journey',
  /** + /{trainNumber} */
  trainRoute: 'api/train/route',
  /** + /{trainNumber}, query runDate */
  trainLiveStatus: 'api/train/live-status',
  trainInitOrderCod: 'api/train/init-order-cod',
  trainInitOrder: 'api/train/init-order',
  /** + /{orderId}: a seat order with its train (GET); + /{orderId}/cancel (POST) */
  trainOrder: 'api/train/orders',
} as const;

/** The demo API server's own controls (`npm run api`, never the provider's API): see docs/ARCHITECTURE.md. */
export const DemoApiPaths = {
  /** + /{orderId}: the order waiting at the demo payment gateway. */
  payment: 'demo/payment',
  /** + /{orderId}, body { outcome: 'paid' | 'failed' }. */
  settlePayment: 'demo/settle-payment',
  /** query email: the newest demo e-mail to that address. */
  latestMessage: 'demo/latest-message',
  resetData: 'demo/reset-data',
  /** GET (bearer): the customer's push messages sent since the last ask (the demo API has no push service). */
  pushMessages: 'demo/push-messages',
  /**
   * + /{ip}: the demo's IP lookup, answered as the third-party IP-geolocation service answers (the demo's
   * addresses placed in the demo cities), so a visitor over the demo API is placed as in the in-browser demo.
   */
  ipGeolocation: 'demo/ip-geolocation',
} as const;

/** The IP-geolocation URL template of the demo API server at `apiBaseUrl` (see DemoApiPaths.ipGeolocation). */
export const demoIpGeolocationUrl = (apiBaseUrl: string): string => `${apiBaseUrl}${DemoApiPaths.ipGeolocation}/{ip}`;

/**
 * A path that ends with a resource id: `pathWithId(ApiPaths.deleteAddress, '7')` → 'api/user/delete-address/7'.
 * An id that is not one (FEATURES F-safety: slashes, dots, '%', over 64 characters) is an unknown resource: it throws
 * a not-found AppError before any request is made.
 */
export function pathWithId(path: string, id: string): string {
  if (!isSafeResourceId(id)) throw new AppError('not-found', NOT_FOUND_TEXT, 404);
  return `${path}/${id}`;
}

const NOT_FOUND_TEXT = 'Not found';
