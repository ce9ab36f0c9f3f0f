import { makeAutoObservable } from 'mobx';
import type { Order } from '../../domain/order/Order';
import {
  canSubmitRating,
  draftFor,
  isRateable,
  RATING_COMMENT_MAX,
  type RatingDraft,
  type RatingSubmission,
  ratingSubmission,
} from '../../domain/order/rating';
import type { OrdersApi } from '../../infrastructure/ports/OrdersApi';
import { isNetworkFailure } from '../../domain/connection/networkRetry';
import type { NotificationCenter } from '../notifications/NotificationCenter';
import { failureOf } from '../../domain/errors/failure';
import type { HeldRatings } from './HeldRatings';
import { Submission } from '../shared/Submission';

const EMPTY_DRAFT: RatingDraft = { food: 0, delivery: 0, items: {}, comment: '' };

/**
 * The Rate Your Order modal (FEATURES F-account): only delivered orders; prefilled; Submit only with
 * food and delivery stars; on success it closes, the list is updated and a toast confirms; Cancel resets all. A
 * rating that finds no network is held (sent when the signal returns): the list shows it and the modal closes.
 */
export class RatingDraftStore {
  order: Order | null = null;
  draft: RatingDraft = EMPTY_DRAFT;
  readonly submission = new Submission();

  constructor(
    private readonly api: OrdersApi,
    private readonly notifications: NotificationCenter,
    private readonly onRated: (orderId: string, submission: RatingSubmission) => void,
    private readonly held: HeldRatings,
  ) {
    makeAutoObservable<this, 'api' | 'notifications' | 'onRated' | 'held'>(
      this,
      { api: false, notifications: false, onRated: false, submission: false, held: false },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.order !== null;
  }

  get canSubmit(): boolean {
    return canSubmitRating(this.draft) && !this.submission.running;
  }

  /** Opens the modal for a delivered order; any other order is told that only delivered orders are rated. */
  open(order: Order) {
    if (!isRateable(order)) {
      this.notifications.error({ kind: 'ratingOnlyDelivered' });
      return;
    }
    this.order = order;
    this.draft = draftFor(order);
  }

  setFood(stars: number) {
    this.draft = { ...this.draft, food: stars };
  }

  setDelivery(stars: number) {
    this.draft = { ...this.draft, delivery: stars };
  }

  setItem(menuId: string, stars: number) {
    this.draft = { ...this.draft, items: { ...this.draft.items, [menuId]: stars } };
  }

  /** Kept to the length the server takes (a paste of more is cut, not refused at Submit). */
  setComment(comment: string) {
    this.draft = { ...this.draft, comment: comment.slice(0, RATING_COMMENT_MAX) };
  }

  /** Cancel or close: everything is reset. */
  close() {
    this.order = null;
    this.draft = EMPTY_DRAFT;
    this.submission.clearError();
  }

  async submit(): Promise<void> {
    const order = this.order;
    if (!order || !this.canSubmit) return;
    const submission = ratingSubmission(order, this.draft);
    let caught: unknown = null;
    const result = await this.submission.run(() =>
      this.api.submitRating(submission).catch((error: unknown) => {
        caught = error;
        throw error;
      }),
    );
    if (!result.ok && isNetworkFailure(caught)) {
      this.held.hold(submission);
      this.onRated(order.orderId, submission);
      this.notifications.notify({ kind: 'ratingHeld' }, 'info');
      this.close();
      return;
    }
    if (!result.ok) {
      this.notifications.error({ kind: 'ratingFailed', failure: failureOf(caught) });
      return;
    }
    this.onRated(order.orderId, submission);
    this.notifications.success({ kind: 'ratingSubmitted' });
    this.close();
  }
}
