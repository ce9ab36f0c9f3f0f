import { type Cart, type CartLine } from './CartLine';
import { findLine, setLineQuantity } from './cartRules';
import type { SyncStep } from './syncPlan';

/** What the server decided differently from what was asked, in the customer's words. */
export type ServerDecision =
  | { kind: 'capped'; itemName: string; quantity: number }
  | { kind: 'options-dropped'; optionNames: string[] }
  | { kind: 'unavailable'; itemName: string }
  | { kind: 'changed'; itemName: string; quantity: number };

export interface Settlement {
  /** The local cart with the server's word taken for the step's line (or the whole cart). */
  cart: Cart;
  /** What to tell the customer; null when nothing they would notice changed (options listed differently). */
  decision: ServerDecision | null;
}

const optionNames = (line: CartLine) =>
  line.choicesText
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * After a step the server accepted: null when the server now holds the step's line at the asked quantity.
 * Otherwise the server decided something else (capped the quantity, dropped an option, lists the options
 * differently, refused the dish or the restaurant quietly): the local cart adopts the server's version of
 * that line, so the same step is never sent again, and the decision says what to tell the customer.
 */
export function settleStep(local: Cart, server: Cart, step: SyncStep): Settlement | null {
  const asked = step.quantity;
  const itemName = step.line.itemName;
  // First, as a line key does not name its restaurant: the same dish of another restaurant is not this line.
  if (asked > 0 && server.restaurantId !== step.line.restaurantId) {
    return { cart: server, decision: { kind: 'unavailable', itemName } };
  }
  const onServer = findLine(server, step.line.key);
  const held = onServer?.quantity ?? 0;
  if (held === asked) return null;
  if (onServer) {
    const cart = setLineQuantity(local, onServer, held);
    return {
      cart,
      decision:
        held < asked ? { kind: 'capped', itemName, quantity: held } : { kind: 'changed', itemName, quantity: held },
    };
  }
  const without = setLineQuantity(local, step.line, 0);
  const sameDish = server.lines.filter((line) => line.menuId === step.line.menuId && !findLine(local, line.key));
  if (sameDish.length === 0) return { cart: without, decision: { kind: 'unavailable', itemName } };
  const cart = sameDish.reduce((cart, line) => setLineQuantity(cart, line, line.quantity), without);
  const kept = new Set(sameDish.flatMap(optionNames));
  const dropped = optionNames(step.line).filter((name) => !kept.has(name));
  return { cart, decision: dropped.length > 0 ? { kind: 'options-dropped', optionNames: dropped } : null };
}
