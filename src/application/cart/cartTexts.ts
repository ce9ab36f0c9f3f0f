import type { ServerDecision } from '../../domain/cart/settleStep';

/** A failed sync rolls the change back and says so (the spec only logged it: an observed gap). */
export const cartChangeFailedText = (itemName: string, reason: string): string =>
  `Could not update ${itemName || 'your cart'}, so the change was undone. ${reason}`;

/** A failed restaurant switch keeps the earlier cart. */
export const restaurantSwitchFailedText = (itemName: string, reason: string): string =>
  `Could not start a new cart with ${itemName || 'this item'}, so your earlier cart was kept. ${reason}`;

/** The server's cart could not be read at start-up or sign-in: the cart shown may be out of date. */
export const cartLoadFailedText = (reason: string): string =>
  `Could not load your cart, so it may not be up to date. ${reason}`;

/** What the server decided differently from what was asked (a live server may cap, drop or refuse). */
export function serverDecisionText(decision: ServerDecision): string {
  switch (decision.kind) {
    case 'capped':
      return `Only ${decision.quantity} of ${decision.itemName || 'this item'} can be ordered`;
    case 'options-dropped':
      return `${decision.optionNames.join(', ')} ${decision.optionNames.length === 1 ? 'is' : 'are'} no longer available`;
    case 'unavailable':
      return `${decision.itemName || 'This item'} is no longer available`;
    case 'changed':
      return `Your cart now holds ${decision.quantity} of ${decision.itemName || 'this item'}`;
  }
}
