/**
 * The delivery instructions sent with init-order and init-order-cod (FEATURES F-checkout): a tip for the delivery
 * partner (paise), directions to reach the door, and four preferences.
 */
export interface DeliveryInstructions {
  tip: number;
  directionToReach: string;
  avoidCalling: boolean;
  leaveAtDoor: boolean;
  avoidRingingBell: boolean;
  leaveAtSecurity: boolean;
}

export type DeliveryPreference = 'avoidCalling' | 'leaveAtDoor' | 'avoidRingingBell' | 'leaveAtSecurity';

/** The four preferences, in the order offered (the UI words each from its catalog). */
export const DELIVERY_PREFERENCES: readonly { key: DeliveryPreference }[] = [
  { key: 'avoidCalling' },
  { key: 'leaveAtDoor' },
  { key: 'avoidRingingBell' },
  { key: 'leaveAtSecurity' },
];

/** Tip choices offered to the customer, in paise (0 = no tip). */
export const TIP_CHOICES: readonly number[] = [0, 1_000, 2_000, 3_000, 5_000];

/** Directions longer than this are cut: the delivery partner reads them on a phone. */
export const DIRECTIONS_MAX_LENGTH = 200;

export const NO_INSTRUCTIONS: DeliveryInstructions = {
  tip: 0,
  directionToReach: '',
  avoidCalling: false,
  leaveAtDoor: false,
  avoidRingingBell: false,
  leaveAtSecurity: false,
};

/** The instructions as sent: directions trimmed and cut to the limit; a negative or fractional tip is refused as 0. */
export function normalizedInstructions(instructions: DeliveryInstructions): DeliveryInstructions {
  const tip = Number.isInteger(instructions.tip) && instructions.tip > 0 ? instructions.tip : 0;
  return {
    ...instructions,
    tip,
    directionToReach: instructions.directionToReach.trim().slice(0, DIRECTIONS_MAX_LENGTH),
  };
}
