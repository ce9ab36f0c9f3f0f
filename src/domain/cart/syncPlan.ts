import { type Cart, type CartLine } from './CartLine';
import { findLine, setLineQuantity } from './cartRules';

/**
 * One request that brings the server's cart closer to the local one. Quantities are absolute, so a step
 * computed after many rapid clicks carries their sum once: nothing is lost and nothing counted twice.
 * - add: the server does not have the line yet;
 * - change: the server has the line (`line` is the server's version, with its menuCount) at another quantity.
 * `switchesRestaurant` marks the step that moves the server cart to the local cart's restaurant.
 */
export type SyncStep =
  | { kind: 'add'; line: CartLine; quantity: number; switchesRestaurant: boolean }
  | { kind: 'change'; line: CartLine; quantity: number; switchesRestaurant: false };

/**
 * The next step to make the server cart equal to the local cart, or null when they agree.
 * A restaurant switch goes first (the server replaces its cart when a line of another restaurant arrives),
 * then every local line the server lacks or holds at another quantity, then removals.
 */
export function nextSyncStep(local: Cart, server: Cart): SyncStep | null {
  const first = local.lines[0];
  if (first && local.restaurantId !== server.restaurantId) {
    return { kind: 'add', line: first, quantity: first.quantity, switchesRestaurant: true };
  }
  for (const line of local.lines) {
    const onServer = findLine(server, line.key);
    if (!onServer) return { kind: 'add', line, quantity: line.quantity, switchesRestaurant: false };
    if (onServer.quantity !== line.quantity)
      return { kind: 'change', line: onServer, quantity: line.quantity, switchesRestaurant: false };
  }
  const removed = server.lines.find((line) => !findLine(local, line.key));
  return removed ? { kind: 'change', line: removed, quantity: 0, switchesRestaurant: false } : null;
}

/**
 * Every change of a quantity (absolute, so safe to send twice) of a line the server already has, removals
 * included; none while a restaurant switch is pending. Lines the server lacks need an add (not repeatable).
 */
export function quantityChanges(local: Cart, server: Cart): SyncStep[] {
  if (local.lines.length > 0 && local.restaurantId !== server.restaurantId) return [];
  return server.lines.flatMap((onServer): SyncStep[] => {
    const quantity = findLine(local, onServer.key)?.quantity ?? 0;
    return quantity === onServer.quantity
      ? []
      : [{ kind: 'change', line: onServer, quantity, switchesRestaurant: false }];
  });
}

/**
 * The local cart after a step failed (the change is rolled back): a failed restaurant switch restores the
 * server's whole cart; any other failed step puts that one line back as the server has it (or removes it).
 */
export function rollBackStep(local: Cart, server: Cart, step: SyncStep): Cart {
  if (step.switchesRestaurant) return server;
  const onServer = findLine(server, step.line.key);
  return setLineQuantity(local, onServer ?? step.line, onServer?.quantity ?? 0);
}

/** Local lines take the server's word on what it decides: the unit price, the name and the line's menuCount. */
export function adoptServerDetails(local: Cart, server: Cart): Cart {
  if (local.restaurantId !== server.restaurantId) return local;
  const lines = local.lines.map((line) => {
    const onServer = findLine(server, line.key);
    return onServer
      ? { ...line, unitPrice: onServer.unitPrice, itemName: onServer.itemName, menuCount: onServer.menuCount }
      : line;
  });
  return { ...local, lines };
}
