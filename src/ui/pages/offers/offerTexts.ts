import type { DiningOffer, PromoOffer } from '../../../domain/offers/dineout';
import type { QuickFilter, SortOrder } from '../../../domain/offers/diningFilters';
import { type MessageId, t } from '../../i18n/i18n';

/** The words of an offer badge. */
export function offerText({ kind, discountPercent }: DiningOffer): string {
  const percent = discountPercent;
  switch (kind) {
    case 'pre-booking':
      return t('browse.offers.offer.preBooking', { percent });
    case 'walk-in':
      return t('browse.offers.offer.walkIn', { percent });
    case 'bank':
      return t('browse.offers.offer.bank', { percent });
    case 'welcome':
      return t('browse.offers.offer.welcome', { percent });
  }
}

export const QUICK_FILTER_LABELS: Record<QuickFilter, MessageId> = {
  bookTable: 'browse.offers.quick.bookTable',
  within5km: 'browse.offers.quick.within5km',
  rating4: 'browse.offers.quick.rating4',
  pureVeg: 'home.filter.pureVeg',
};

export const SORT_LABELS: Record<SortOrder, MessageId> = {
  relevance: 'browse.offers.sort.relevance',
  rating: 'browse.offers.sort.rating',
  distance: 'browse.offers.sort.distance',
  costLow: 'browse.offers.sort.costLow',
  costHigh: 'browse.offers.sort.costHigh',
};

/** The promo carousel's copy (ours, so it is worded in the customer's language), by the offer's id. */
const PROMO_COPY: Readonly<Record<number, { title: MessageId; description: MessageId }>> = {
  1: { title: 'browse.offers.promo.1.title', description: 'browse.offers.promo.1.description' },
  2: { title: 'browse.offers.promo.2.title', description: 'browse.offers.promo.2.description' },
  3: { title: 'browse.offers.promo.3.title', description: 'browse.offers.promo.3.description' },
  4: { title: 'browse.offers.promo.4.title', description: 'browse.offers.promo.4.description' },
};

/** A promo offer's title and description in the customer's language; an offer we have no copy for as it came. */
export function promoCopy(offer: PromoOffer): { title: string; description: string } {
  const copy = PROMO_COPY[offer.id];
  return copy ? { title: t(copy.title), description: t(copy.description) } : offer;
}
