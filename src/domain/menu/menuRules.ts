/** Menu items come in pages of 10; the list ends when a page returns fewer (FEATURES F-menu: Listings). */
export const MENU_PAGE_SIZE = 10;

/** Menu search waits 500 ms after the last keystroke (FEATURES F-menu). */
export const MENU_SEARCH_DEBOUNCE_MS = 500;

/** The menu's empty and end-of-list texts (FEATURES F-menu). */
export const NO_SEARCH_MATCHES_TEXT = 'No items found matching your search';
export const NO_ITEMS_TEXT = 'No items available';
export const NO_MORE_ITEMS_TEXT = 'No more items to load';

/** Whether more pages may follow: only while a full page returns. */
export const mayHaveMorePages = (pageLength: number, pageSize = MENU_PAGE_SIZE): boolean => pageLength >= pageSize;
