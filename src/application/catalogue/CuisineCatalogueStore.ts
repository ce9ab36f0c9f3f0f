import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CuisineCategory } from '../../domain/catalogue/Restaurant';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { Submission } from '../shared/Submission';

/** The cuisine categories (get-cuisines-category), loaded once and shared by every screen. */
@injectable()
export class CuisineCatalogueStore {
  categories: CuisineCategory[] = [];
  loaded = false;
  readonly loading = new Submission();

  constructor(@inject(CatalogueApiToken) private readonly api: CatalogueApi) {
    makeAutoObservable<this, 'api'>(
      this,
      { api: false, loading: false, categories: observableRef },
      { autoBind: true },
    );
  }

  /** Loads the categories unless they are loaded or loading; a failure can be retried by calling again. */
  async ensureLoaded(): Promise<void> {
    if (this.loaded || this.loading.running) return;
    const result = await this.loading.run(() => this.api.cuisineCategories());
    if (result.ok) {
      runInAction(() => {
        this.categories = result.value;
        this.loaded = true;
      });
    }
  }

  nameOf(id: string): string | null {
    return this.categories.find((category) => category.id === id)?.name ?? null;
  }
}
