/**
 * Marker drawings shared by both maps adapters, as SVG path data in a 24 × 24 box (no image files, no network).
 * A pin's tip is at (12, 24); a vehicle is drawn inside a round badge.
 */
export const PIN_PATH = 'M12 0C7.03 0 3 4.03 3 9c0 6.75 9 15 9 15s9-8.25 9-15c0-4.97-4.03-9-9-9z';
export const PIN_ANCHOR = { x: 12, y: 24 } as const;

/** A scooter seen from the side: two wheels, the body and the handlebar. */
export const SCOOTER_PATH =
  'M5 17a2.5 2.5 0 1 0 0 .01zM19 17a2.5 2.5 0 1 0 0 .01zM7.5 16.5h6l2.5-5h2.5M15 7h2l1 4.5M4 13.5h6l1.5 3';

/** The colour of the delivery vehicle's badge when none is given. */
export const VEHICLE_COLOR = '#1F2937';

/** A box in screen pixels. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Which side of its point a round badge (the vehicle) is drawn on. */
export type BadgeSide = 'below' | 'right' | 'left' | 'above';
const BADGE_SIDES: readonly BadgeSide[] = ['below', 'right', 'left', 'above'];
/** Space between a badge and its point, px, when nothing is in the way. */
export const BADGE_GAP = 2;

/** Where a badge is drawn: on a side of its point, `gap` px away from it. */
export interface BadgePlacement {
  side: BadgeSide;
  gap: number;
}

/** The box a pin `size` px wide and high covers, its tip at `tip` (PIN_ANCHOR: the middle of its bottom edge). */
export const pinBox = (tip: { x: number; y: number }, size: number): PixelBox => ({
  left: tip.x - size / 2,
  top: tip.y - size,
  right: tip.x + size / 2,
  bottom: tip.y,
});

/** The box a badge of `size` px covers when drawn at `placement` from its point. */
export function badgeBox(point: { x: number; y: number }, size: number, { side, gap }: BadgePlacement): PixelBox {
  const left = {
    below: point.x - size / 2,
    above: point.x - size / 2,
    right: point.x + gap,
    left: point.x - gap - size,
  }[side];
  const top = {
    below: point.y + gap,
    above: point.y - gap - size,
    right: point.y - size / 2,
    left: point.y - size / 2,
  }[side];
  return { left, top, right: left + size, bottom: top + size };
}

const overlap = (a: PixelBox, b: PixelBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The gap that takes a badge on `side` of `point` just past `pin`'s far edge. */
const gapPast = (point: { x: number; y: number }, pin: PixelBox, side: BadgeSide) =>
  ({
    below: pin.bottom - point.y,
    above: point.y - pin.top,
    right: pin.right - point.x,
    left: point.x - pin.left,
  })[side] + BADGE_GAP;

/** The smallest gap (whole pixels, at least BADGE_GAP) at which a badge on `side` covers none of `pins`. */
function clearGap(point: { x: number; y: number }, size: number, pins: readonly PixelBox[], side: BadgeSide) {
  let gap = BADGE_GAP;
  // Each pass moves the badge past one more pin (a pin once passed stays passed), so it ends within pins + 1 passes.
  for (let pass = 0; pass <= pins.length; pass++) {
    const covered = pins.find((pin) => overlap(badgeBox(point, size, { side, gap }), pin));
    if (!covered) return gap;
    gap = Math.ceil(Math.max(gap, gapPast(point, covered, side)));
  }
  return gap;
}

/**
 * Where to draw the vehicle's badge so it covers no pin: a badge over a pin leaves the pin a target smaller than
 * 24 px (WCAG 2.5.8). The side that needs the smallest gap (below first); when the vehicle is on a pin, that is the
 * nearest side past the pin.
 */
export function badgePlacement(point: { x: number; y: number }, size: number, pins: readonly PixelBox[]) {
  return BADGE_SIDES.map((side): BadgePlacement => ({ side, gap: clearGap(point, size, pins, side) })).reduce(
    (best, candidate) => (candidate.gap < best.gap ? candidate : best),
  );
}
