import { makeAutoObservable } from 'mobx';
import { cycleIndex } from '../../domain/offers/cycle';
import type { PromoOffer } from '../../domain/offers/dineout';

/** The promotional carousel: one offer at a time; previous and next wrap around. */
export class PromoCarousel {
  index = 0;

  constructor(readonly offers: readonly PromoOffer[]) {
    makeAutoObservable(this, { offers: false }, { autoBind: true });
  }

  get current(): PromoOffer | undefined {
    return this.offers[this.index];
  }

  next() {
    this.index = cycleIndex(this.index, 1, this.offers.length);
  }

  previous() {
    this.index = cycleIndex(this.index, -1, this.offers.length);
  }
}
