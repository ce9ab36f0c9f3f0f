import { hasPassed, type StopTimes } from './journey';

/** Where the train is: before its first stop, between two stops (or standing at one), or at its destination. */
export type TrainPosition =
  | { state: 'not-started' }
  | { state: 'at-station'; index: number }
  | { state: 'between'; fromIndex: number; toIndex: number }
  | { state: 'arrived' };

/** The train's place among the stops at `now`, from their expected times. */
export function trainPosition(times: readonly StopTimes[], now: number): TrainPosition {
  const last = times.length - 1;
  if (times.length === 0 || now < (times[0]!.expectedDeparture ?? times[0]!.expectedArrival!))
    return { state: 'not-started' };
  for (let index = 0; index <= last; index += 1) {
    const stop = times[index]!;
    if (!hasPassed(stop, now)) {
      if (stop.expectedArrival !== null && now >= stop.expectedArrival) return { state: 'at-station', index };
      return { state: 'between', fromIndex: index - 1, toIndex: index };
    }
  }
  return { state: 'arrived' };
}

/**
 * Where the train is, named by its stations: a seat order's server answers it typed (beside its English words) for the
 * app to say in the customer's language.
 */
export type TrainPlace =
  { state: 'not-started' | 'at-station' | 'arrived'; station: string } | { state: 'between'; from: string; to: string };

/** The train's position named by its stations (`stationNames` in the order of the stops). */
export function trainPlace(position: TrainPosition, stationNames: readonly string[]): TrainPlace {
  const name = (index: number) => stationNames[index] ?? '';
  switch (position.state) {
    case 'not-started':
      return { state: 'not-started', station: name(0) };
    case 'arrived':
      return { state: 'arrived', station: name(stationNames.length - 1) };
    case 'at-station':
      return { state: 'at-station', station: name(position.index) };
    case 'between':
      return { state: 'between', from: name(position.fromIndex), to: name(position.toIndex) };
  }
}
