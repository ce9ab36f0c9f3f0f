/**
 * Texts of Favourites (FEATURES F-reorder). The drawer entry and the page title keep the app's spelling 'Favorites'.
 */
export const FAVORITES_TEXT = {
  title: 'Favorites',
  subtitle: 'Restaurants you marked with a heart, ready for your next order: open one for its menu.',
  empty: 'No favourites yet',
  emptyHint: 'Tap the heart on a restaurant to keep it here.',
  browse: 'Browse restaurants',
  loadFailed: 'Your favourites could not be loaded. Please try again.',
  tryAgain: 'Try again',
  signInMessage: 'Sign in to see your favourites.',
  add: (name: string) => `Add ${name} to favourites`,
  remove: (name: string) => `Remove ${name} from favourites`,
  addFailed: (name: string, reason: string) => `${name} could not be added to your favourites. ${reason}`,
  removeFailed: (name: string, reason: string) => `${name} could not be removed from your favourites. ${reason}`,
} as const;

/** The ids after marking (true) or unmarking (false) one restaurant; the newest favourite first. */
export function withFavorite(ids: readonly string[], restaurantId: string, favorite: boolean): string[] {
  const others = ids.filter((id) => id !== restaurantId);
  return favorite ? [restaurantId, ...others] : others;
}
