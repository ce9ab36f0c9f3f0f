import { t } from '../i18n/i18n';
import { groupIndianDigits } from './indianDigits';

/** A distance for people: metres under 1 km ("850 m"), else kilometres to one decimal ("2.3 km"). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${km.toFixed(1)} km`;
}

/** Delivery estimate in minutes ("28 mins"), in the customer's language. */
export const formatMinutes = (minutes: number): string => t('browse.minutes', { minutes: Math.round(minutes) });

/** Review count with Indian digit grouping ("12,34,567 reviews"), in the customer's language. */
export const formatReviews = (count: number): string =>
  t('browse.reviews', { count, reviews: groupIndianDigits(count) });

/** A rating to one decimal ("4.0"). */
export const formatRating = (rating: number): string => rating.toFixed(1);
