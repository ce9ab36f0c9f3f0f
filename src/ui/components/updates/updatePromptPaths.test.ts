import { describe, expect, it } from 'vitest';
import { promptsForUpdateOn } from './updatePromptPaths';

describe('where the new-version prompt shows', () => {
  it.each(['/', '/home', '/foods/item-card/r1', '/user/order-history', '/order-status/o1'])('on %s', (path) => {
    expect(promptsForUpdateOn(path)).toBe(true);
  });

  it.each(['/foods/item-view-cart', '/foods/item-view-cart/', '/demo-payment/o1', '/order-status/failed'])(
    'not during checkout or payment (%s): a Reload there could cut an order in two',
    (path) => {
      expect(promptsForUpdateOn(path)).toBe(false);
    },
  );
});
