import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { isNetworkFailure } from '../../domain/connection/networkRetry';
import { failureOf } from '../../domain/errors/failure';
import type { RatingSubmission } from '../../domain/order/rating';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { type RatingOutbox, RatingOutboxToken } from '../../infrastructure/ports/RatingOutbox';
import { ConnectionStore } from '../connection/ConnectionStore';
import { SignalRetry } from '../connection/SignalRetry';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';

/**
 * Ratings submitted with no signal (FEATURES F-offline): kept in the outbox per customer (a reload keeps them), counted
 * among the changes waiting, and sent in the order they were made when the browser is back online or after a backoff
 * (and again once the customer is signed in after a reload). A refusal by the server drops the rating and says why.
 */
@injectable()
export class HeldRatings {
  held: RatingSubmission[] = [];
  private sending = false;
  private readonly retry: SignalRetry;

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(RatingOutboxToken) private readonly outbox: RatingOutbox,
    @inject(ConnectionStore) connection: ConnectionStore,
  ) {
    this.retry = new SignalRetry(connection, () => void this.send());
    makeAutoObservable<this, 'api' | 'session' | 'notifications' | 'outbox' | 'retry' | 'sending'>(
      this,
      { api: false, session: false, notifications: false, outbox: false, retry: false, sending: false },
      { autoBind: true },
    );
    connection.countWaiting(() => this.held.length);
    reaction(
      () => (this.session.isSignedIn ? (this.session.user?.id ?? null) : null),
      (owner) => {
        this.held = owner ? this.outbox.pending(owner) : [];
        if (this.held.length > 0) void this.send();
        else this.retry.settled();
      },
      { fireImmediately: true },
    );
  }

  /** This order's rating, while it waits for the signal. */
  ratingOf(orderId: string): RatingSubmission | undefined {
    return this.held.find((rating) => rating.orderId === orderId);
  }

  /** Whether this order's rating waits for the signal. */
  isHeld(orderId: string): boolean {
    return this.ratingOf(orderId) !== undefined;
  }

  /** A rating found no network: kept, and sent when the signal returns. */
  hold(submission: RatingSubmission) {
    const owner = this.session.user?.id;
    if (!owner) return;
    this.outbox.put(owner, submission);
    this.held = [...this.held.filter((rating) => rating.orderId !== submission.orderId), submission];
    this.retry.schedule();
  }

  /** Sends the held ratings one at a time, oldest first; stops at the first that finds no network. */
  async send(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (;;) {
        const owner = this.session.user?.id;
        const next = this.held[0];
        if (!owner || !next) return this.retry.settled();
        try {
          await this.api.submitRating(next);
        } catch (error) {
          if (isNetworkFailure(error)) return this.retry.schedule();
          console.warn('A held rating was refused', error);
          this.notifications.error({ kind: 'ratingFailed', failure: failureOf(error) });
        }
        this.outbox.settle(owner, next.orderId);
        runInAction(() => (this.held = this.held.filter((rating) => rating !== next)));
      }
    } finally {
      this.sending = false;
    }
  }
}
