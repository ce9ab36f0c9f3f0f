import { expect, it } from 'vitest';
import type { RatingSubmission } from '../../../domain/order/rating';
import { StorageKeys } from '../../ports/KeyValueStore';
import { KeyValueRatingOutbox } from './KeyValueRatingOutbox';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

const rating = (orderId: string, foodRating = 4): RatingSubmission => ({
  orderId,
  restaurantId: '1',
  deliveryAgentId: null,
  foodRating,
  deliveryRating: 5,
  itemRatings: [{ menuId: '101', itemName: 'Badam Milk', rating: 3 }],
  comment: 'Lovely',
});

it('keeps one rating per order in the order they were made, per customer, and forgets each once settled', () => {
  const storage = new MemoryKeyValueStore();
  const outbox = new KeyValueRatingOutbox(storage);
  outbox.put('u-aarav', rating('RB1'));
  outbox.put('u-aarav', rating('RB2'));
  outbox.put('u-aarav', rating('RB1', 2));
  expect(outbox.pending('u-aarav').map((held) => [held.orderId, held.foodRating])).toEqual([
    ['RB2', 4],
    ['RB1', 2],
  ]);
  expect(outbox.pending('u-priya')).toEqual([]);
  outbox.settle('u-aarav', 'RB2');
  outbox.settle('u-aarav', 'RB1');
  expect(storage.getItem(StorageKeys.ratingOutbox)).toBeNull();
});

it('drops what it cannot read back as ratings (an older release, a hand edit), never sending it half-read', () => {
  const storage = new MemoryKeyValueStore();
  const outbox = new KeyValueRatingOutbox(storage);
  for (const saved of [
    '{not json',
    JSON.stringify({ owner: 'u-aarav', ratings: [{ ...rating('RB1'), foodRating: 9 }] }),
    JSON.stringify({ owner: 'u-aarav', ratings: [{ orderId: 'RB1' }] }),
    JSON.stringify({ owner: 'u-aarav', toggles: [] }),
  ]) {
    storage.setItem(StorageKeys.ratingOutbox, saved);
    expect(outbox.pending('u-aarav')).toEqual([]);
  }
});
