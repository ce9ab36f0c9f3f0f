import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDepartedStops, MIN_FOLDED_STOPS } from './departedStops';

const stops = (passed: string) => [...passed].map((flag, index) => ({ index, passed: flag === 'x' }));
const indexes = (list: readonly { index: number }[]) => list.map(({ index }) => index);

describe('foldDepartedStops', () => {
  it('folds the departed stops before the last departed one, which stays listed with the stops ahead', () => {
    const { folded, listed } = foldDepartedStops(stops('xxxxx...'));
    expect(indexes(folded)).toEqual([0, 1, 2, 3]);
    expect(indexes(listed)).toEqual([4, 5, 6, 7]);
  });

  it(`folds nothing while fewer than ${MIN_FOLDED_STOPS} stops would fold`, () => {
    expect(foldDepartedStops(stops('....')).folded).toEqual([]);
    expect(foldDepartedStops(stops('x...')).folded).toEqual([]);
    expect(foldDepartedStops(stops('xx..')).folded).toEqual([]);
    expect(indexes(foldDepartedStops(stops('xxx.')).folded)).toEqual([0, 1]);
  });

  it('at the end of the journey keeps the last stop listed', () => {
    const { folded, listed } = foldDepartedStops(stops('xxxx'));
    expect(indexes(folded)).toEqual([0, 1, 2]);
    expect(indexes(listed)).toEqual([3]);
  });

  it('folds only the leading run of departed stops', () => {
    expect(indexes(foldDepartedStops(stops('xxx.xx.')).folded)).toEqual([0, 1]);
  });

  it('keeps every stop, in order, either folded or listed', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (flags) => {
        const all = flags.map((passed, index) => ({ index, passed }));
        const { folded, listed } = foldDepartedStops(all);
        expect([...folded, ...listed]).toEqual(all);
        expect(folded.every((stop) => stop.passed)).toBe(true);
        if (all.length > 0) expect(listed.length).toBeGreaterThan(0);
      }),
    );
  });
});
