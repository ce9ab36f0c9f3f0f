import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SEARCH_DEBOUNCE_MS } from '../../domain/catalogue/catalogueLimits';
import type { CatalogueSearchResults } from '../../domain/catalogue/Restaurant';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { LocationStore } from '../location/LocationStore';

/**
 * The search overlay: searches restaurants and cuisines 500 ms after the last keystroke (FEATURES F-discovery), never
 * for blank text, and shows only the answer to the latest text (a slower, older answer is dropped).
 */
@injectable('Transient')
export class SearchStore {
  text = '';
  results: CatalogueSearchResults | null = null;
  searching = false;
  error: Failure | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest = 0;

  constructor(
    @inject(CatalogueApiToken) private readonly api: CatalogueApi,
    @inject(LocationStore) private readonly location: LocationStore,
  ) {
    makeAutoObservable<this, 'api' | 'location' | 'timer' | 'latest'>(
      this,
      { api: false, location: false, timer: false, latest: false, results: observableRef },
      { autoBind: true },
    );
  }

  get isBlank() {
    return this.text.trim() === '';
  }

  /** True when a search answered with neither restaurants nor cuisines ('No matches found'). */
  get noMatches() {
    return this.results !== null && this.results.restaurants.length === 0 && this.results.categories.length === 0;
  }

  /** The overlay opened: the customer's point is looked up; the returned disposer drops a pending search. */
  start(): () => void {
    void this.location.ensureLocated();
    return this.stop;
  }

  /** Typing: searches once the text has been still for the debounce delay. */
  setText(text: string) {
    this.text = text;
    this.cancelPending();
    if (this.isBlank) {
      this.latest += 1;
      this.results = null;
      this.searching = false;
      this.error = null;
      return;
    }
    this.timer = setTimeout(() => void this.search(text), SEARCH_DEBOUNCE_MS);
  }

  /** A quick suggestion: sets the text and searches at once. */
  searchNow(text: string) {
    this.text = text;
    this.cancelPending();
    void this.search(text);
  }

  /** The overlay closed: a search still waiting for its delay never runs, and an answer on its way is dropped. */
  private stop() {
    this.cancelPending();
    this.latest += 1;
  }

  private cancelPending() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async search(text: string) {
    if (text.trim() === '') return;
    const request = ++this.latest;
    this.searching = true;
    this.error = null;
    try {
      const results = await this.api.search({ text, point: this.location.point });
      runInAction(() => {
        if (request !== this.latest) return;
        this.results = results;
        this.searching = false;
      });
    } catch (error) {
      console.error('Search failed', error);
      runInAction(() => {
        if (request !== this.latest) return;
        this.error = failureOf(error);
        this.searching = false;
      });
    }
  }
}
