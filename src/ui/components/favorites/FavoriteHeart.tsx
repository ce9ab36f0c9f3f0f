import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FavoritesStore, FavoriteTarget } from '../../../application/favorites/FavoritesStore';
import { SessionStore } from '../../../application/session/SessionStore';
import type { ReturnState } from '../../app/RouteGate';
import { useInjection } from '../../di/ContainerProvider';
import { useLazyInjection } from '../../di/useLazyInjection';
import { useT } from '../../i18n/useT';
import css from './favoriteHeart.module.css';

/** The favourites store's code is not part of the first screen: a visitor's hearts are empty until one is pressed. */
const loadFavoritesStore = async () => (await import('../../../application/favorites/FavoritesStore')).FavoritesStore;

/**
 * The heart that marks a restaurant as a favourite (FEATURES F-reorder). It changes at once; a visitor is sent to sign
 * in and comes back here (the heart is marked then). Its name says what a press does. The store loads when the customer
 * is signed in (their marks) or on the first press.
 */
export const FavoriteHeart = observer(function FavoriteHeart({
  restaurant,
  placement,
}: {
  restaurant: FavoriteTarget;
  placement?: 'card';
}) {
  const t = useT();
  const session = useInjection(SessionStore);
  const { instance: store, request } = useLazyInjection<FavoritesStore>(loadFavoritesStore, session.isSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const marked = store?.isFavorite(restaurant.id) ?? false;
  const press = async () => {
    const favorites = store ?? (await request());
    if (favorites.toggle(restaurant) === 'sign-in')
      void navigate('/login', { state: { from: location.pathname + location.search } satisfies ReturnState });
  };
  const classes = [css.heart, marked ? css.marked : '', placement === 'card' ? css.onCard : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      onClick={() => void press().catch((error: unknown) => console.warn('The favourites could not be loaded', error))}
      aria-label={t(marked ? 'browse.favorites.remove' : 'browse.favorites.add', { name: restaurant.name })}
      aria-busy={store?.isBusy(restaurant.id) ?? false}
      data-testid="favorite-heart"
    >
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
});
