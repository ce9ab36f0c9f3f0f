/** Restaurants per page on the home grid and a cuisine's list (spec §9). */
export const RESTAURANT_PAGE_SIZE = 10;

/** Skeleton cards while the first page loads, and while a further page loads (spec §9). */
export const FIRST_LOAD_SKELETONS = 8;
export const MORE_SKELETONS = 4;

/** The search overlay waits this long after the last keystroke before searching (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The quick searches the overlay offers (spec §2). */
export const QUICK_SEARCHES = ['Pizza', 'Burger', 'Biryani', 'Chinese', 'Italian', 'Desserts'] as const;

/** Restaurants farther than this from the customer are not listed: they could not deliver in time. */
export const SERVICE_RADIUS_KM = 25;

/** The cuisine page's category when neither the navigation nor the URL names one (spec §2). */
export const DEFAULT_CUISINE_CATEGORY_ID = '1';
