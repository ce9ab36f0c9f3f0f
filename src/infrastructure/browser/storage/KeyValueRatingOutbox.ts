import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { RatingSubmission } from '../../../domain/order/rating';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { RatingOutbox } from '../../ports/RatingOutbox';
import { readOwned, writeOwned } from './ownedRecord';

const stars = z.number().check(z.int(), z.minimum(0), z.maximum(5));
const id = z.string().check(z.minLength(1));

const OutboxSchema = z.object({
  owner: z.string(),
  ratings: z.array(
    z.object({
      orderId: id,
      restaurantId: z.string(),
      deliveryAgentId: z.nullable(z.string()),
      foodRating: stars,
      deliveryRating: stars,
      itemRatings: z.array(z.object({ menuId: z.string(), itemName: z.string(), rating: stars })),
      comment: z.string(),
    }),
  ),
});

type Outbox = z.infer<typeof OutboxSchema>;

/**
 * The rating outbox in local storage (one customer's at a time; sign-out removes it with their other keys). What
 * cannot be read back as ratings (an older release's, or edited by hand) is dropped, never sent half-read.
 */
@injectable()
export class KeyValueRatingOutbox implements RatingOutbox {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  pending(owner: string): RatingSubmission[] {
    return this.read(owner).ratings;
  }

  put(owner: string, submission: RatingSubmission) {
    const ratings = this.read(owner).ratings.filter((rating) => rating.orderId !== submission.orderId);
    this.write({ owner, ratings: [...ratings, submission] });
  }

  settle(owner: string, orderId: string) {
    const ratings = this.read(owner).ratings;
    const rest = ratings.filter((rating) => rating.orderId !== orderId);
    if (rest.length !== ratings.length) this.write({ owner, ratings: rest });
  }

  private read(owner: string): Outbox {
    return readOwned(this.storage, StorageKeys.ratingOutbox, OutboxSchema, owner, { owner, ratings: [] });
  }

  private write(outbox: Outbox) {
    writeOwned(this.storage, StorageKeys.ratingOutbox, outbox.ratings.length > 0 ? outbox : null);
  }
}
