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

/** Where a round badge (the vehicle) is drawn next to its point. */
export type BadgePlacement = 'below' | 'right' | 'left' | 'above';
const BADGE_PLACEMENTS: readonly BadgePlacement[] = ['below', 'right', 'left', 'above'];
/** Space between a badge and its point, px. */
export const BADGE_GAP = 2;

/** The box a pin `size` px wide and high covers, its tip at `tip` (PIN_ANCHOR: the middle of its bottom edge). */
export const pinBox = (tip: { x: number; y: number }, size: number): PixelBox => ({
  left: tip.x - size / 2,
  top: tip.y - size,
  right: tip.x + size / 2,
  bottom: tip.y,
});

/** The box a badge of `size` px covers when drawn `placement` its point. */
export function badgeBox(point: { x: number; y: number }, size: number, placement: BadgePlacement): PixelBox {
  const left = {
    below: point.x - size / 2,
    above: point.x - size / 2,
    right: point.x + BADGE_GAP,
    left: point.x - BADGE_GAP - size,
  }[placement];
  const top = {
    below: point.y + BADGE_GAP,
    above: point.y - BADGE_GAP - size,
    right: point.y - size / 2,
    left: point.y - size / 2,
  }[placement];
  return { left, top, right: left + size, bottom: top + size };
}

const overlap = (a: PixelBox, b: PixelBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where to draw the vehicle's badge so it covers no pin: a badge over a pin leaves the pin a target smaller than
 * 24 px (WCAG 2.5.8). Below its point when that is free, else the first free side; below when none is.
 */
export function badgePlacement(point: { x: number; y: number }, size: number, pins: readonly PixelBox[]) {
  return (
    BADGE_PLACEMENTS.find((placement) => !pins.some((pin) => overlap(badgeBox(point, size, placement), pin))) ?? 'below'
  );
}
