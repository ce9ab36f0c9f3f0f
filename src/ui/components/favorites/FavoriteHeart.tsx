import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { FavoritesStore, type FavoriteTarget } from '../../../application/favorites/FavoritesStore';
import { FAVORITES_TEXT } from '../../../domain/favorites/favorites';
import type { ReturnState } from '../../app/RouteGate';
import { useInjection } from '../../di/ContainerProvider';
import css from './favoriteHeart.module.css';

/**
 * The heart that marks a restaurant as a favourite (issue 14). It changes at once; a visitor is sent to sign in
 * and comes back here (the heart is marked then). Its name says what a press does.
 */
export const FavoriteHeart = observer(function FavoriteHeart({ restaurant, placement }: { restaurant: FavoriteTarget; placement?: 'card' }) {
  const store = useInjection(FavoritesStore);
  const navigate = useNavigate();
  const location = useLocation();
  const marked = store.isFavorite(restaurant.id);
  const press = () => {
    if (store.toggle(restaurant) === 'sign-in') void navigate('/login', { state: { from: location.pathname + location.search } satisfies ReturnState });
  };
  const classes = [css.heart, marked ? css.marked : '', placement === 'card' ? css.onCard : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      onClick={press}
      aria-label={marked ? FAVORITES_TEXT.remove(restaurant.name) : FAVORITES_TEXT.add(restaurant.name)}
      aria-busy={store.isBusy(restaurant.id)}
      data-testid="favorite-heart"
    >
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
});
