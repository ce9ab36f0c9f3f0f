import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { RESTAURANT_PAGE_SIZE } from '../../domain/catalogue/catalogueLimits';
import { type Failure, failureOf } from '../../domain/errors/failure';
import {
  acceptPage,
  emptyPagedList,
  isAwaited,
  nextPageTicket,
  type PagedList,
  type PageTicket,
  restartPagedList,
} from '../../domain/listing/pagedList';

export type PageFetcher<T> = (page: number, limit: number) => Promise<T[]>;

/**
 * A listing loaded page by page for one query at a time. `restart` switches to a new query (back to page 1);
 * answers still on their way for an older query or page are dropped by the domain's page guard, so the
 * list never shows duplicates or gaps. A failed page keeps what was loaded and waits for `retry`.
 */
export class PagedLoader<T> {
  list: PagedList<T> = emptyPagedList();
  inFlight: PageTicket | null = null;
  error: Failure | null = null;
  private fetchPage: PageFetcher<T> | null = null;

  constructor(
    private readonly idOf: (item: T) => string,
    private readonly pageSize = RESTAURANT_PAGE_SIZE,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'idOf'>(
      this,
      { list: observableRef, inFlight: observableRef, fetchPage: false, idOf: false },
      { autoBind: true },
    );
  }

  get items(): readonly T[] {
    return this.list.items;
  }

  get ended() {
    return this.list.ended;
  }

  /** Nothing shown yet and the first page is on its way (or no query has started: waiting for one). */
  get loadingFirst() {
    return this.list.pagesLoaded === 0 && !this.error && !this.ended;
  }

  get loadingMore() {
    return this.inFlight !== null && this.list.pagesLoaded > 0;
  }

  get isEmpty() {
    return this.ended && this.items.length === 0;
  }

  /** Starts over for a new query (null: no query can run yet, e.g. no location) and loads its first page. */
  restart(fetchPage: PageFetcher<T> | null) {
    this.fetchPage = fetchPage;
    this.list = restartPagedList(this.list);
    this.inFlight = null;
    this.error = null;
    void this.loadMore();
  }

  /** Loads the next page unless one is on its way, the list ended, or the last attempt failed. */
  async loadMore(): Promise<void> {
    const fetchPage = this.fetchPage;
    const ticket = nextPageTicket(this.list);
    if (!fetchPage || !ticket || this.inFlight || this.error) return;
    this.inFlight = ticket;
    try {
      const page = await fetchPage(ticket.page, this.pageSize);
      runInAction(() => {
        this.list = acceptPage(this.list, ticket, page, this.pageSize, this.idOf);
        this.settle(ticket);
      });
    } catch (error) {
      console.error('A listing page could not be loaded', error);
      runInAction(() => {
        if (isAwaited(this.list, ticket)) this.error = failureOf(error);
        this.settle(ticket);
      });
    }
  }

  /** The answer (or failure) for `ticket` arrived: no request is on its way any more, unless a newer one is. */
  private settle(ticket: PageTicket) {
    if (this.inFlight === ticket) this.inFlight = null;
  }

  /** Tries the failed page again. */
  retry() {
    this.error = null;
    void this.loadMore();
  }
}
