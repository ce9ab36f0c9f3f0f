import type { OutOfArea } from '../../../application/menu/RestaurantHeaderStore';
import { SERVICE_RADIUS_KM } from '../../../domain/geo/serviceArea';
import { distanceText } from '../../../domain/geo/serviceAreaTexts';
import { t } from '../../i18n/i18n';

/** Why the menu's kitchen cannot deliver to the selected address, with how far it is and how far it delivers. */
export const outOfAreaText = ({ restaurantName, distanceKm }: OutOfArea): string =>
  t('browse.menu.outOfArea', {
    restaurant: restaurantName,
    distance: distanceText(distanceKm),
    radius: SERVICE_RADIUS_KM,
  });
