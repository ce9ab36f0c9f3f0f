import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/helpers/anOrder';
import { itemCount, visibleCharges } from './Order';
import { awaitsRating, canSubmitRating, draftFor, isRateable, ratingSubmission } from './rating';

const order = anOrder;

describe('rating rules (FEATURES F-account)', () => {
  it('only delivered orders can be rated, and only unrated ones ask for it', () => {
    expect(isRateable(order({ orderStatus: 'preparing' }))).toBe(false);
    expect(awaitsRating(order())).toBe(true);
    expect(awaitsRating(order({ foodRating: 4, deliveryRating: 5 }))).toBe(false);
  });

  it('needs food and delivery stars between 1 and 5', () => {
    const draft = draftFor(order());
    expect(canSubmitRating(draft)).toBe(false);
    expect(canSubmitRating({ ...draft, food: 4 })).toBe(false);
    expect(canSubmitRating({ ...draft, food: 4, delivery: 5 })).toBe(true);
    expect(canSubmitRating({ ...draft, food: 6, delivery: 5 })).toBe(false);
  });

  it('builds the submission with item ratings defaulting to 0 and a trimmed comment', () => {
    const submission = ratingSubmission(order(), {
      food: 5,
      delivery: 4,
      items: { m2: 3 },
      comment: '  Hot and fresh!  ',
    });
    expect(submission).toEqual({
      orderId: 'RB1001',
      restaurantId: '2',
      deliveryAgentId: 'DA7',
      foodRating: 5,
      deliveryRating: 4,
      itemRatings: [
        { menuId: 'm1', itemName: 'Dal Makhani', rating: 0 },
        { menuId: 'm2', itemName: 'Butter Naan', rating: 3 },
      ],
      comment: 'Hot and fresh!',
    });
  });

  it('prefills the modal from existing ratings', () => {
    expect(draftFor(order({ foodRating: 3, deliveryRating: 2, comment: 'ok' }))).toMatchObject({
      food: 3,
      delivery: 2,
      comment: 'ok',
      items: { m2: 4 },
    });
  });
});

describe('order display rules', () => {
  it('shows only the charges above 0, and counts items by quantity', () => {
    expect(visibleCharges(order().charges).map((charge) => charge.kind)).toEqual(['tip', 'gst', 'platformFees']);
    expect(itemCount(order())).toBe(5);
  });
});
