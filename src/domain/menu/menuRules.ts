/** Menu items come in pages of 10; the list ends when a page returns fewer (FEATURES F-menu: Listings). */
export const MENU_PAGE_SIZE = 10;

/** Menu search waits 500 ms after the last keystroke (FEATURES F-menu). */
export const MENU_SEARCH_DEBOUNCE_MS = 500;

/** Why the menu's list is empty (FEATURES F-menu): a search found nothing, or the menu (or chip) has no dish. */
export type MenuEmptyReason = 'noSearchMatches' | 'noItems';

/** Whether more pages may follow: only while a full page returns. */
export const mayHaveMorePages = (pageLength: number, pageSize = MENU_PAGE_SIZE): boolean => pageLength >= pageSize;
