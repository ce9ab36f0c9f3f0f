/** Restaurants per page on the home grid and a cuisine's list (FEATURES F-discovery). */
export const RESTAURANT_PAGE_SIZE = 10;

/** Skeleton cards while the first page loads, and while a further page loads (FEATURES F-discovery). */
export const FIRST_LOAD_SKELETONS = 8;
export const MORE_SKELETONS = 4;

/** The search overlay waits this long after the last keystroke before searching (FEATURES F-discovery). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The quick searches the overlay offers (FEATURES F-discovery). */
export const QUICK_SEARCHES = ['Pizza', 'Burger', 'Biryani', 'Chinese', 'Italian', 'Desserts'] as const;

/** The cuisine page's category when neither the navigation nor the URL names one (FEATURES F-discovery). */
export const DEFAULT_CUISINE_CATEGORY_ID = '1';
