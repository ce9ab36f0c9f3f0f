import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionText, type TrainPlace, trainPlaceOf, type TrainPosition } from './trainPosition';

/** A station's name as the timetable has them: words, no ' and ' of its own. */
const stationName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,9}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '))
  .filter((name) => !/ and /i.test(name));

describe('trainPlaceOf', () => {
  it("reads back every place a seat order's server words (positionText), with its stations", () => {
    fc.assert(
      fc.property(fc.array(stationName, { minLength: 2, maxLength: 6 }), fc.nat(), (names, pick) => {
        const index = pick % names.length;
        const next = Math.min(index + 1, names.length - 1);
        const cases: [TrainPosition, TrainPlace][] = [
          [{ state: 'not-started' }, { state: 'not-started', station: names[0]! }],
          [{ state: 'arrived' }, { state: 'arrived', station: names.at(-1)! }],
          [
            { state: 'at-station', index },
            { state: 'at-station', station: names[index]! },
          ],
          [
            { state: 'between', fromIndex: index, toIndex: next },
            { state: 'between', from: names[index]!, to: names[next]! },
          ],
        ];
        for (const [position, place] of cases) expect(trainPlaceOf(positionText(position, names))).toEqual(place);
      }),
    );
  });

  it('is null for words of another shape (shown as they came)', () => {
    expect(trainPlaceOf('Somewhere near Kota')).toBeNull();
    expect(trainPlaceOf('')).toBeNull();
  });
});
