import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';
import { failureOf } from '../../domain/errors/failure';
import { isNetworkFailure } from '../../domain/connection/networkRetry';
import { withFavorite } from '../../domain/favorites/favorites';
import { type FavoritesApi, FavoritesApiToken } from '../../infrastructure/ports/FavoritesApi';
import { type FavoritesOutbox, FavoritesOutboxToken } from '../../infrastructure/ports/FavoritesOutbox';
import { ConnectionStore } from '../connection/ConnectionStore';
import { SignalRetry } from '../connection/SignalRetry';
import { LocationStore } from '../location/LocationStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';

export type FavoritesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What a heart needs to know about its restaurant. */
export interface FavoriteTarget {
  id: string;
  name: string;
}

/**
 * The customer's favourite restaurants (FEATURES F-reorder), kept by the backend: read at sign-in (forgotten at
 * sign-out), a heart toggles at once and the call follows; a refused call puts the heart back and says why. A visitor's
 * heart is remembered through sign-in and marked then. A toggle is kept in the outbox until answered, so one
 * cut off by a reload is sent again at the next start, before the list is read; the outbox is the customer's (by
 * their id, or by the session when the profile has none), so another customer's toggles are never sent. A toggle
 * that finds no signal keeps its heart and waits in the outbox (a reload keeps it too): it is sent when the browser
 * is back online or after a backoff, and the list read meanwhile does not undo it.
 */
@injectable()
export class FavoritesStore {
  /** Favourite restaurant ids, newest first, as the customer sees them (pending toggles included). */
  ids: string[] = [];
  /** The favourites page's cards, as last read (a card unmarked since is hidden by `restaurants`). */
  private listed: RestaurantSummary[] = [];
  status: FavoritesStatus = 'idle';
  /** Toggles sent and not yet answered: restaurant id → the state asked for. */
  private readonly inFlight = new Map<string, boolean>();
  /** The latest toggle of each restaurant (not refused), numbered: a list read before it does not undo it. */
  private readonly toggled = new Map<string, { favorite: boolean; number: number }>();
  private toggles = 0;
  /** A visitor's heart, marked once they have signed in. */
  private intended: FavoriteTarget | null = null;
  private ticket = 0;
  /** Restaurants whose toggle found no network and waits for the signal. */
  private readonly waiting = new Set<string>();
  private readonly retry: SignalRetry;

  constructor(
    @inject(FavoritesApiToken) private readonly api: FavoritesApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(LocationStore) private readonly location: LocationStore,
    @inject(FavoritesOutboxToken) private readonly outbox: FavoritesOutbox,
    @inject(ConnectionStore) connection: ConnectionStore,
  ) {
    this.retry = new SignalRetry(connection, () => void this.replayOutbox());
    makeAutoObservable<
      this,
      'api' | 'session' | 'notifications' | 'location' | 'outbox' | 'ticket' | 'toggled' | 'toggles' | 'retry'
    >(
      this,
      {
        retry: false,
        api: false,
        session: false,
        notifications: false,
        location: false,
        outbox: false,
        ticket: false,
        toggled: false,
        toggles: false,
      },
      { autoBind: true },
    );
    reaction(
      () => this.session.isSignedIn,
      (signedIn) => (signedIn ? void this.afterSignIn() : this.forget()),
      { fireImmediately: true },
    );
    connection.countWaiting(() => this.waiting.size);
  }

  /** True while this restaurant's heart waits for the signal to reach the server. */
  isWaitingForSignal(restaurantId: string): boolean {
    return this.waiting.has(restaurantId);
  }

  isFavorite(restaurantId: string): boolean {
    return this.ids.includes(restaurantId);
  }

  /** True while this restaurant's last toggle is on its way (the heart waits). */
  isBusy(restaurantId: string): boolean {
    return this.inFlight.has(restaurantId);
  }

  /** The favourites page's cards, newest first; one unmarked meanwhile is gone at once (and back if that fails). */
  get restaurants(): RestaurantSummary[] {
    const byId = new Map(this.listed.map((restaurant) => [restaurant.id, restaurant]));
    return this.ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Reads the favourites (page entry, Try again); distances from the customer's point when known. */
  async load(): Promise<void> {
    if (!this.session.isSignedIn) return;
    const ticket = ++this.ticket;
    const since = this.toggles;
    this.status = 'loading';
    try {
      const listed = await this.api.list(this.location.point);
      if (ticket !== this.ticket) return;
      runInAction(() => {
        this.listed = listed;
        // Toggles made since the list was asked for, and those waiting for the signal, win over what the server said
        // before it had them.
        const later = [...this.toggled].filter(([id, toggle]) => toggle.number > since || this.waiting.has(id));
        this.ids = later.reduce(
          (ids, [id, toggle]) => withFavorite(ids, id, toggle.favorite),
          listed.map((restaurant) => restaurant.id),
        );
        this.status = 'loaded';
      });
    } catch (error) {
      console.warn('Favourites could not be read', error);
      if (ticket === this.ticket) runInAction(() => (this.status = 'failed'));
    }
  }

  /** A heart pressed: 'sign-in' when a visitor must sign in first (the heart is marked after). */
  toggle(restaurant: FavoriteTarget): 'sign-in' | 'handled' {
    if (!this.session.isSignedIn) {
      this.intended = { id: restaurant.id, name: restaurant.name };
      return 'sign-in';
    }
    if (!this.isBusy(restaurant.id)) void this.send(restaurant, !this.isFavorite(restaurant.id));
    return 'handled';
  }

  private async send(restaurant: FavoriteTarget, favorite: boolean) {
    const owner = this.session.ownerKey;
    const pending = { restaurantId: restaurant.id, name: restaurant.name, favorite };
    const before = this.ids;
    this.ids = withFavorite(this.ids, restaurant.id, favorite);
    this.inFlight.set(restaurant.id, favorite);
    const number = ++this.toggles;
    this.toggled.set(restaurant.id, { favorite, number });
    if (owner) this.outbox.put(owner, pending);
    try {
      await (favorite ? this.api.add(restaurant.id) : this.api.remove(restaurant.id));
      if (owner) this.outbox.settle(owner, pending);
      this.answered(restaurant.id);
    } catch (error) {
      if (isNetworkFailure(error) && this.session.isSignedIn) {
        // No signal: the heart stays as pressed and the toggle stays in the outbox until it can be sent.
        console.warn('No signal: the favourite waits until it returns', error);
        runInAction(() => this.waiting.add(restaurant.id));
        this.retry.schedule();
        return;
      }
      if (owner) this.outbox.settle(owner, pending);
      this.answered(restaurant.id);
      runInAction(() => {
        if (this.toggled.get(restaurant.id)?.number === number) this.toggled.delete(restaurant.id);
        // Only this restaurant goes back: other hearts toggled meanwhile keep their state.
        this.ids = withFavorite(this.ids, restaurant.id, before.includes(restaurant.id));
        this.notifications.error({
          kind: favorite ? 'favoriteAddFailed' : 'favoriteRemoveFailed',
          restaurantName: restaurant.name,
          failure: failureOf(error),
        });
      });
    } finally {
      runInAction(() => this.inFlight.delete(restaurant.id));
    }
  }

  /** The server answered this restaurant's toggle: it no longer waits, and with none waiting no retry is due. */
  private answered(restaurantId: string) {
    this.waiting.delete(restaurantId);
    if (this.waiting.size === 0) this.retry.settled();
  }

  private async afterSignIn() {
    const intended = this.intended;
    this.intended = null;
    await this.replayOutbox();
    await this.load();
    if (intended && this.session.isSignedIn && !this.isFavorite(intended.id)) this.toggle(intended);
  }

  /** Sends again the toggles a reload cut off (both calls are repeatable); the list read after has them. */
  private async replayOutbox() {
    const owner = this.session.ownerKey;
    if (!owner) return;
    const pending = this.outbox.pending(owner);
    await Promise.all(
      pending.map(({ restaurantId, name, favorite }) => this.send({ id: restaurantId, name }, favorite)),
    );
  }

  private forget() {
    this.ticket++;
    this.ids = [];
    this.listed = [];
    this.status = 'idle';
    this.inFlight.clear();
    this.toggled.clear();
    this.waiting.clear();
    this.retry.settled();
  }
}
