import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roadOrderRefusal } from './roadOrderRule';

describe('a station kitchen never takes an order for an address', () => {
  it('refuses every address order of a trains-only kitchen, naming it and its stations; a road kitchen is never refused', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.boolean(),
        fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
        (name, trainsOnly, stationNames) => {
          const refusal = roadOrderRefusal({ name, trainsOnly, stationNames });
          if (!trainsOnly) expect(refusal).toBeNull();
          else {
            expect(refusal).toContain(name);
            for (const station of stationNames) expect(refusal).toContain(station);
          }
        },
      ),
    );
  });

  it('says so in words', () => {
    expect(roadOrderRefusal({ name: 'Sawai Madhopur Rasoi', trainsOnly: true, stationNames: ['Sawai Madhopur'] })).toBe(
      'Sawai Madhopur Rasoi delivers only to train seats at Sawai Madhopur: it cannot deliver to an address',
    );
  });
});
