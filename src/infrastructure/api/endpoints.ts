/**
 * The endpoint table (issue 12 §1): every user-API endpoint declared once, by area (method, path, request builder,
 * response schema, mapper). One adapter per area (infrastructure/apiAdapters) calls these entries through the
 * adapter set's EndpointCaller: HttpClient over HTTP, FakeEndpointCaller in process. The fake route table
 * (fake/routes) maps the same entries to the fake server's services, and the msw handlers are generated from it.
 * Adding an endpoint = one entry here, one fake service method (+ its route line), one port method.
 */
export { FavoriteEndpoints } from './endpoints/favoriteEndpoints';
export { PushEndpoints } from './endpoints/pushEndpoints';
export { AuthEndpoints } from './endpoints/authEndpoints';
export { ProfileEndpoints } from './endpoints/profileEndpoints';
export { AddressEndpoints } from './endpoints/addressEndpoints';
export { LocationEndpoints } from './endpoints/locationEndpoints';
export { CatalogueEndpoints } from './endpoints/catalogueEndpoints';
