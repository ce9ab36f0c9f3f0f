/**
 * The endpoint table (issue 12 §1): every endpoint declared once, by area. The http adapters call these entries
 * through HttpClient.call; the msw handlers route the same entries to the fake server (fake/msw/answer.ts).
 * Converted so far: favourites, push registration, menu, cart, checkout, orders, trains and the demo controls.
 * The other areas still name their paths in their adapters and handlers (ApiPaths).
 */
export { CartEndpoints } from './endpoints/cartEndpoints';
export { CheckoutEndpoints } from './endpoints/checkoutEndpoints';
export { DemoEndpoints } from './endpoints/demoEndpoints';
export { FavoriteEndpoints } from './endpoints/favoriteEndpoints';
export { MenuEndpoints } from './endpoints/menuEndpoints';
export { OrderEndpoints } from './endpoints/orderEndpoints';
export { PushEndpoints } from './endpoints/pushEndpoints';
export { TrainEndpoints } from './endpoints/trainEndpoints';
