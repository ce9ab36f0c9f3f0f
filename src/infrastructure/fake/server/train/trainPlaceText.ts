import type { TrainPlace } from '../../../../domain/train/trainPosition';

/**
 * The demo train service's own words for where a train is (a seat order's `position`, beside the typed `trainPlace`),
 * as a provider would send them ('Between Sawai Madhopur and Durgapura', 'At Kota', 'Not yet left Mumbai Central',
 * 'Arrived at Jaipur'): the app words the typed place itself.
 */
export function trainPlaceText(place: TrainPlace): string {
  switch (place.state) {
    case 'not-started':
      return `Not yet left ${place.station}`;
    case 'arrived':
      return `Arrived at ${place.station}`;
    case 'at-station':
      return `At ${place.station}`;
    case 'between':
      return `Between ${place.from} and ${place.to}`;
  }
}
