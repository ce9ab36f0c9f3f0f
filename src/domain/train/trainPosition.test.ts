import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TrainPlace, trainPlace, type TrainPosition } from './trainPosition';

/** A station's name as the timetable has them: capitalised words. */
const stationName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,9}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

/** A route's station names and a stop's index on it. */
const routeAndStop = fc
  .array(stationName, { minLength: 2, maxLength: 6 })
  .chain((names) => fc.tuple(fc.constant(names), fc.nat({ max: names.length - 2 })));

describe('trainPlace', () => {
  it('names the stations of every position: the first before it leaves, the last once arrived, the stop or the two', () => {
    fc.assert(
      fc.property(routeAndStop, ([names, index]) => {
        const cases: [TrainPosition, TrainPlace][] = [
          [{ state: 'not-started' }, { state: 'not-started', station: names[0]! }],
          [{ state: 'arrived' }, { state: 'arrived', station: names.at(-1)! }],
          [
            { state: 'at-station', index },
            { state: 'at-station', station: names[index]! },
          ],
          [
            { state: 'between', fromIndex: index, toIndex: index + 1 },
            { state: 'between', from: names[index]!, to: names[index + 1]! },
          ],
        ];
        for (const [position, place] of cases) expect(trainPlace(position, names)).toEqual(place);
      }),
    );
  });
});
