import type { FinderFallback } from '../../../domain/geo/finder';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { coordinatesText } from '../../../domain/geo/mapRules';
import { t } from '../../i18n/i18n';

/**
 * How the finder names a place: its address text, else the words of its fallback ('Default Location (Delhi)',
 * 'Current Location', 'Custom location (lat, lng)'), else 'Custom location'.
 */
export function finderPlaceText(text: string, fallback: FinderFallback | null, point: GeoPoint | null): string {
  if (text.trim()) return text;
  switch (fallback) {
    case 'default':
      return t('browse.finder.default');
    case 'current':
      return t('browse.finder.current');
    case 'custom':
      return point ? t('browse.finder.customAt', { coordinates: coordinatesText(point) }) : t('browse.finder.custom');
    case null:
      return t('browse.finder.custom');
  }
}
