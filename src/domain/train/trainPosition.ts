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

/** 'Between Sawai Madhopur and Durgapura', 'At Kota', 'Not yet left Mumbai Central', 'Arrived at Jaipur'. */
export function positionText(position: TrainPosition, stationNames: readonly string[]): string {
  switch (position.state) {
    case 'not-started':
      return `Not yet left ${stationNames[0]}`;
    case 'arrived':
      return `Arrived at ${stationNames[stationNames.length - 1]}`;
    case 'at-station':
      return `At ${stationNames[position.index]}`;
    default:
      return `Between ${stationNames[position.fromIndex]} and ${stationNames[position.toIndex]}`;
  }
}
