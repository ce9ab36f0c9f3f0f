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
