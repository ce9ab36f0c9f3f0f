/**
 * The endpoint table (issue 12 §1): every endpoint declared once, by area. The http adapters call these entries
 * through HttpClient.call; the msw handlers route the same entries to the fake server (fake/msw/answer.ts).
 * Converted so far: favourites, push registration. The other areas still name their paths in their adapters and
 * handlers (ApiPaths).
 */
export { FavoriteEndpoints } from './endpoints/favoriteEndpoints';
export { PushEndpoints } from './endpoints/pushEndpoints';
