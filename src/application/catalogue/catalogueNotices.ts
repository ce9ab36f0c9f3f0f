import type { Failure } from '../../domain/errors/failure';

/**
 * The toasts of the catalogue, menus and favourites, as typed outcomes the UI words
 * (src/ui/i18n/notices/catalogueNoticeText.ts).
 */
export type CatalogueNotice =
  /** A heart put back: the server refused to mark the restaurant, for `failure`. */
  | { kind: 'favoriteAddFailed'; restaurantName: string; failure: Failure }
  /** A heart put back: the server refused to unmark the restaurant, for `failure`. */
  | { kind: 'favoriteRemoveFailed'; restaurantName: string; failure: Failure };
