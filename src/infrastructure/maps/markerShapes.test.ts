import { describe, expect, it } from 'vitest';
import { badgeBox, badgePlacement, pinBox } from './markerShapes';

const PIN = 32;
const BADGE = 34;
const restaurant = pinBox({ x: 200, y: 200 }, PIN);

describe('badgePlacement', () => {
  it('hangs the vehicle below its point when no pin is there, as at the restaurant itself', () => {
    expect(badgePlacement({ x: 200, y: 200 }, BADGE, [restaurant])).toBe('below');
    expect(badgePlacement({ x: 400, y: 100 }, BADGE, [restaurant])).toBe('below');
  });

  it('moves the badge beside the pin when hanging below would cover it (the vehicle just north of the restaurant)', () => {
    const point = { x: 205, y: 150 };
    const placement = badgePlacement(point, BADGE, [restaurant]);
    expect(placement).not.toBe('below');
    const box = badgeBox(point, BADGE, placement);
    expect(box.left >= restaurant.right || box.right <= restaurant.left || box.bottom <= restaurant.top).toBe(true);
  });

  it('never covers a pin when a free side exists, wherever the vehicle is near two pins', () => {
    const customer = pinBox({ x: 260, y: 150 }, PIN);
    for (let x = 120; x <= 340; x += 7)
      for (let y = 80; y <= 280; y += 7) {
        const point = { x, y };
        const placement = badgePlacement(point, BADGE, [restaurant, customer]);
        const box = badgeBox(point, BADGE, placement);
        const free = (['below', 'right', 'left', 'above'] as const).some((side) => {
          const candidate = badgeBox(point, BADGE, side);
          return [restaurant, customer].every(
            (pin) =>
              candidate.right <= pin.left ||
              pin.right <= candidate.left ||
              candidate.bottom <= pin.top ||
              pin.bottom <= candidate.top,
          );
        });
        const covers = [restaurant, customer].some(
          (pin) => box.left < pin.right && pin.left < box.right && box.top < pin.bottom && pin.top < box.bottom,
        );
        if (free) expect(covers, `vehicle at ${x},${y} drawn ${placement}`).toBe(false);
      }
  });
});
