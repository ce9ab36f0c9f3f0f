import type { DiningOffer } from '../../../domain/offers/dineout';
import type { QuickFilter, SortOrder } from '../../../domain/offers/diningFilters';

/** The words of an offer badge. */
export function offerText({ kind, discountPercent }: DiningOffer): string {
  switch (kind) {
    case 'pre-booking':
      return `Flat ${discountPercent}% off on pre-booking`;
    case 'walk-in':
      return `Flat ${discountPercent}% off on walk-in`;
    case 'bank':
      return `${discountPercent}% off with select bank cards`;
    case 'welcome':
      return `Welcome offer: ${discountPercent}% off`;
  }
}

export const QUICK_FILTER_LABELS: Record<QuickFilter, string> = {
  bookTable: 'Book a table',
  within5km: 'Within 5km',
  rating4: 'Rating 4+',
  pureVeg: 'Pure Veg',
};

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  rating: 'Rating: high to low',
  distance: 'Distance: nearest first',
  costLow: 'Cost: low to high',
  costHigh: 'Cost: high to low',
};

/** Where no offer restaurant delivers to the customer (they are in the demo cities only). */
export const NO_OFFERS_NEARBY = 'No restaurants with offers deliver to your location yet.';
export const NO_CHAINS_NEARBY = 'No restaurant chains deliver to your location yet.';
