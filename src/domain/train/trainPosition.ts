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

/** Where the train is, named by its stations: what a seat order's server says (positionText), read back. */
export type TrainPlace =
  | { state: 'not-started'; station: string }
  | { state: 'at-station'; station: string }
  | { state: 'between'; from: string; to: string }
  | { state: 'arrived'; station: string };

const PLACE_PATTERNS: readonly [RegExp, (match: RegExpMatchArray) => TrainPlace][] = [
  [/^Not yet left (.+)$/, ([, station]) => ({ state: 'not-started', station: station! })],
  [/^Arrived at (.+)$/, ([, station]) => ({ state: 'arrived', station: station! })],
  [/^At (.+)$/, ([, station]) => ({ state: 'at-station', station: station! })],
  // A station's own ' and ' (none in the timetable) would split at the first one.
  [/^Between (.+?) and (.+)$/, ([, from, to]) => ({ state: 'between', from: from!, to: to! })],
];

/**
 * The train's place in a seat order's answer (the server words it as positionText does), for the UI to say in the
 * customer's language; null for words of another shape, which are shown as they came.
 */
export function trainPlaceOf(text: string): TrainPlace | null {
  for (const [pattern, place] of PLACE_PATTERNS) {
    const match = text.match(pattern);
    if (match) return place(match);
  }
  return null;
}
