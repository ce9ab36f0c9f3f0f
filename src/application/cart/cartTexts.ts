/** A failed sync rolls the change back and says so (the spec only logged it: an observed gap). */
export const cartChangeFailedText = (itemName: string, reason: string): string =>
  `Could not update ${itemName || 'your cart'}, so the change was undone. ${reason}`;

/** A failed restaurant switch keeps the earlier cart. */
export const restaurantSwitchFailedText = (itemName: string, reason: string): string =>
  `Could not start a new cart with ${itemName || 'this item'}, so your earlier cart was kept. ${reason}`;
