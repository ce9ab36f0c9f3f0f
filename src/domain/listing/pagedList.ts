/**
 * A list loaded page by page (FEATURES F-discovery: Listings) that never appends a late answer: every request carries a
 * ticket naming the query generation and the page it asked for, and only the ticket the list is waiting
 * for is accepted. Changing the query starts a new generation, so answers for an old filter are dropped.
 */
export interface PagedList<T> {
  /** Which query the loaded pages belong to; bumped on every restart. */
  generation: number;
  items: readonly T[];
  pagesLoaded: number;
  /** True once a page came back shorter than the page size. */
  ended: boolean;
}

/** What a page request remembers about the list it was made for. */
export interface PageTicket {
  generation: number;
  page: number;
}

/** A list with nothing loaded yet. */
export const emptyPagedList = <T>(generation = 0): PagedList<T> => ({
  generation,
  items: [],
  pagesLoaded: 0,
  ended: false,
});

/** The same list for a new query: back to page 1, and every answer still on its way becomes stale. */
export const restartPagedList = <T>(list: PagedList<T>): PagedList<T> => emptyPagedList(list.generation + 1);

/** The ticket for the next page to ask for, or null when the list has ended. */
export function nextPageTicket<T>(list: PagedList<T>): PageTicket | null {
  return list.ended ? null : { generation: list.generation, page: list.pagesLoaded + 1 };
}

/** True when an answer for `ticket` is the one this list is waiting for. */
export function isAwaited<T>(list: PagedList<T>, ticket: PageTicket): boolean {
  return !list.ended && ticket.generation === list.generation && ticket.page === list.pagesLoaded + 1;
}

/**
 * Appends an answered page. A stale ticket (older generation, or a page already loaded or not next)
 * leaves the list as it is; items already listed (same id) are not added twice. A page shorter than
 * `pageSize` ends the list.
 */
export function acceptPage<T>(
  list: PagedList<T>,
  ticket: PageTicket,
  page: readonly T[],
  pageSize: number,
  idOf: (item: T) => string,
): PagedList<T> {
  if (!isAwaited(list, ticket)) return list;
  const seen = new Set(list.items.map(idOf));
  const fresh = page.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return {
    generation: list.generation,
    items: [...list.items, ...fresh],
    pagesLoaded: ticket.page,
    ended: page.length < pageSize,
  };
}
