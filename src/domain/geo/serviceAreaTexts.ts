import { SERVICE_RADIUS_KM } from './serviceArea';

/** A distance as people read it: one decimal under 10 km ('7.5 km'), whole kilometres beyond ('1,154 km'). */
export function distanceText(km: number): string {
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-IN')} km`;
}

export const SERVICE_AREA_TEXT = {
  /** Why an order (or a menu) cannot go to an address: said by the menu, the checkout and the server alike. */
  outOfArea: (restaurantName: string, km: number, where = 'this address'): string =>
    `${restaurantName} does not deliver to ${where}: it is ${distanceText(km)} away, and it delivers within ${SERVICE_RADIUS_KM} km.`,
  /** Beside a saved address the kitchen cannot reach, at checkout. */
  addressTooFar: (km: number): string => `${distanceText(km)} away: outside the delivery area`,
  chooseAnother: 'Choose a saved address within the delivery area, or add one.',
} as const;
