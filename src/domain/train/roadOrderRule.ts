/**
 * A station kitchen hands food over on trains only (FEATURES F-train): an order for an address is refused by the
 * server, whatever the browser sent, so its food never leaves for a home far from its station.
 */
export const roadOrderRefusedText = (kitchenName: string, stationNames: readonly string[]): string =>
  `${kitchenName} delivers only to train seats${stationNames.length > 0 ? ` at ${stationNames.join(', ')}` : ''}: ` +
  'it cannot deliver to an address';

/** Why an order for an address cannot go to this kitchen, or null when it delivers by road. */
export function roadOrderRefusal(kitchen: {
  name: string;
  trainsOnly: boolean;
  stationNames: readonly string[];
}): string | null {
  return kitchen.trainsOnly ? roadOrderRefusedText(kitchen.name, kitchen.stationNames) : null;
}
