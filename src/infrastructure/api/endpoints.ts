/**
 * The endpoint table (FEATURES F-endpoints): every user-API endpoint declared once, by area (method, path, request
 * builder, response schema, mapper). One adapter per area (infrastructure/apiAdapters) calls these entries through the
 * adapter set's EndpointCaller: HttpClient over HTTP, FakeEndpointCaller in process. The fake route table
 * (fake/routes) maps the same entries to the fake server's services, and the msw handlers are generated from it.
 * Adding an endpoint = one entry here, one fake service method (+ its route line), one port method.
 */
export { CartEndpoints } from './endpoints/cartEndpoints';
export { CheckoutEndpoints } from './endpoints/checkoutEndpoints';
export { DemoEndpoints } from './endpoints/demoEndpoints';
export { FavoriteEndpoints } from './endpoints/favoriteEndpoints';
export { MenuEndpoints } from './endpoints/menuEndpoints';
export { OrderEndpoints } from './endpoints/orderEndpoints';
export { PushEndpoints } from './endpoints/pushEndpoints';
export { TrainEndpoints } from './endpoints/trainEndpoints';
export { AuthEndpoints } from './endpoints/authEndpoints';
export { ProfileEndpoints } from './endpoints/profileEndpoints';
export { AddressEndpoints } from './endpoints/addressEndpoints';
export { LocationEndpoints } from './endpoints/locationEndpoints';
export { CatalogueEndpoints } from './endpoints/catalogueEndpoints';
