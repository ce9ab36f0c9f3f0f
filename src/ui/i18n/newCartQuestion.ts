import type { CartDestination } from '../../domain/cart/cartDestination';
import { t } from './i18n';

/** How a destination is named in the question: the station (data, as the timetable names it) or home delivery. */
const destinationName = (destination: CartDestination): string =>
  destination.kind === 'seat' ? destination.stationName : t('browse.newCart.homeDelivery');

/** 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.', in the customer's language. */
export const newCartQuestion = (adding: CartDestination, current: CartDestination): string =>
  t('browse.newCart.question', { adding: destinationName(adding), current: destinationName(current) });
