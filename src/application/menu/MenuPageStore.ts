import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { type MealFilter, matchesMealQuery, mealFilterQuery } from '../../domain/menu/mealFilter';
import type { DietMark } from '../../domain/menu/dietMarks';
import type { MenuItem } from '../../domain/menu/MenuItem';
import {
  mayHaveMorePages,
  MENU_PAGE_SIZE,
  MENU_SEARCH_DEBOUNCE_MS,
  type MenuEmptyReason,
} from '../../domain/menu/menuRules';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';

/**
 * /foods/item-card/{restaurantId}: the menu in pages of 10 filtered by the chips, and a search
 * (debounced 500 ms) over the whole menu.
 */
@injectable('Transient')
export class MenuPageStore {
  restaurantId = '';
  items: MenuItem[] = [];
  total = 0;
  hasMore = false;
  /** True from the start: before the first page is asked for, the screen shows its loading state, not 'no items'. */
  loading = true;
  loadingMore = false;
  listError: Failure | null = null;
  filter: MealFilter = 'ALL';
  /** The diet markers some dish of this menu carries: their filter chips are shown (FEATURES F-train-more). */
  dietMarks: DietMark[] = [];
  searchText = '';
  /** The search the list shows (the text after the debounce); blank means browsing the menu. */
  appliedSearch = '';
  private page = 0;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(@inject(MenuApiToken) private readonly api: MenuApi) {
    makeAutoObservable<this, 'api' | 'timer' | 'page' | 'generation'>(
      this,
      { api: false, timer: false, page: false, generation: false },
      { autoBind: true },
    );
  }

  /**
   * Starts on the menu, or on the search carried in navigation state (itemSearch); returns the disposer to run when
   * the screen goes away.
   */
  start(restaurantId: string, itemSearch: string): () => void {
    this.stop();
    this.restaurantId = restaurantId;
    this.searchText = itemSearch;
    this.appliedSearch = itemSearch.trim();
    void this.reload();
    return this.stop;
  }

  /** The items to show: a search shows every match, filtered here by the chip. */
  get visibleItems(): MenuItem[] {
    if (!this.appliedSearch) return this.items;
    const query = mealFilterQuery(this.filter);
    return this.items.filter((item) => matchesMealQuery(item, query));
  }

  /** Why the list is empty ('No items found matching your search', 'No items available'), or null. */
  get empty(): MenuEmptyReason | null {
    if (this.loading || this.listError || this.visibleItems.length > 0) return null;
    return this.appliedSearch ? 'noSearchMatches' : 'noItems';
  }

  /** Whether the whole menu is on the page ('No more items to load'). */
  get ended(): boolean {
    const ended = !this.appliedSearch && !this.hasMore && !this.loading && !this.loadingMore && !this.listError;
    return ended && this.items.length > 0;
  }

  setFilter(filter: MealFilter) {
    if (filter === this.filter) return;
    this.filter = filter;
    if (!this.appliedSearch) void this.reload();
  }

  /** Typing waits 500 ms before searching; blank text goes back to the menu. */
  setSearchText(text: string) {
    this.searchText = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applySearch(text), MENU_SEARCH_DEBOUNCE_MS);
  }

  async reload() {
    if (!isSafeResourceId(this.restaurantId)) {
      // Not a restaurant id (FEATURES F-safety): nothing to ask the server; the header says 'Restaurant not found'.
      this.generation++;
      this.loading = false;
      this.items = [];
      return;
    }
    const generation = ++this.generation;
    this.loading = true;
    this.listError = null;
    this.items = [];
    this.hasMore = false;
    try {
      const { items, total, dietMarks } = this.appliedSearch
        ? await this.api
            .searchItems(this.restaurantId, this.appliedSearch)
            .then((found) => ({ items: found, total: found.length, dietMarks: this.dietMarks }))
        : await this.api.items(this.restaurantId, { page: 1, limit: MENU_PAGE_SIZE, ...mealFilterQuery(this.filter) });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.dietMarks = dietMarks;
        this.showPage(1, items, total);
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.listError = failureOf(error)));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }

  /** The next page, when the end of the list comes near. */
  async loadMore() {
    if (!this.hasMore || this.loading || this.loadingMore || this.appliedSearch) return;
    const generation = this.generation;
    this.loadingMore = true;
    try {
      const next = await this.api.items(this.restaurantId, {
        page: this.page + 1,
        limit: MENU_PAGE_SIZE,
        ...mealFilterQuery(this.filter),
      });
      if (generation === this.generation) runInAction(() => this.showPage(this.page + 1, next.items, next.total));
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.listError = failureOf(error)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** Tries again after a failed load (the next page when some are shown, else the first). */
  retry() {
    if (this.items.length > 0 && !this.appliedSearch) {
      this.listError = null;
      this.hasMore = true;
      void this.loadMore();
    } else void this.reload();
  }

  /** Ends the search's debounce and ignores the pages still on their way. */
  private stop() {
    clearTimeout(this.timer);
    this.generation += 1;
  }

  private applySearch(text: string) {
    const search = text.trim();
    if (search === this.appliedSearch) return;
    this.appliedSearch = search;
    void this.reload();
  }

  private showPage(page: number, items: MenuItem[], total: number) {
    const known = new Set(this.items.map((item) => item.menuId));
    this.items = [...this.items, ...items.filter((item) => !known.has(item.menuId))];
    this.page = page;
    this.total = total;
    this.hasMore = !this.appliedSearch && mayHaveMorePages(items.length) && this.items.length < total;
  }
}
