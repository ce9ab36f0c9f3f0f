import { describe, expect, it } from 'vitest';
import { BADGE_GAP, badgeBox, badgePlacement, pinBox, type PixelBox } from './markerShapes';

const PIN = 32;
const BADGE = 34;
const restaurant = pinBox({ x: 200, y: 200 }, PIN);
const customer = pinBox({ x: 260, y: 150 }, PIN);

const covers = (box: PixelBox, pins: readonly PixelBox[]) =>
  pins.some((pin) => box.left < pin.right && pin.left < box.right && box.top < pin.bottom && pin.top < box.bottom);

describe('badgePlacement', () => {
  it('hangs the vehicle just below its point when no pin is there, as at the restaurant itself', () => {
    expect(badgePlacement({ x: 200, y: 200 }, BADGE, [restaurant])).toEqual({ side: 'below', gap: BADGE_GAP });
    expect(badgePlacement({ x: 400, y: 100 }, BADGE, [restaurant])).toEqual({ side: 'below', gap: BADGE_GAP });
  });

  it('moves the badge beside the pin when hanging below would cover it (the vehicle just north of the restaurant)', () => {
    const point = { x: 205, y: 150 };
    const placement = badgePlacement(point, BADGE, [restaurant]);
    expect(placement.side).not.toBe('below');
    expect(placement.gap).toBe(BADGE_GAP);
    expect(covers(badgeBox(point, BADGE, placement), [restaurant])).toBe(false);
  });

  it('on a pin, draws the badge past the pin on its nearest side (the vehicle leaving the restaurant)', () => {
    // Seen on /track-order at 1280 px: the vehicle 15 px above the restaurant's tip covered the pin on every side.
    const point = { x: 200, y: 185 };
    const placement = badgePlacement(point, BADGE, [restaurant]);
    expect(placement).toEqual({ side: 'below', gap: 15 + BADGE_GAP });
    expect(covers(badgeBox(point, BADGE, placement), [restaurant])).toBe(false);
  });

  it('never covers a pin, wherever the vehicle is near or on two pins, and stays as close as it can', () => {
    for (let x = 120; x <= 340; x += 3)
      for (let y = 80; y <= 280; y += 3) {
        const point = { x, y };
        const placement = badgePlacement(point, BADGE, [restaurant, customer]);
        expect(covers(badgeBox(point, BADGE, placement), [restaurant, customer]), `vehicle at ${x},${y}`).toBe(false);
        const freeBeside = (['below', 'right', 'left', 'above'] as const).some(
          (side) => !covers(badgeBox(point, BADGE, { side, gap: BADGE_GAP }), [restaurant, customer]),
        );
        if (freeBeside) expect(placement.gap, `vehicle at ${x},${y}`).toBe(BADGE_GAP);
        // Never further than past both pins.
        expect(placement.gap).toBeLessThanOrEqual(2 * PIN + BADGE + BADGE_GAP);
      }
  });
});
