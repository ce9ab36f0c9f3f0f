import { memo } from 'react';
import type { CuisineRestaurant } from '../../../domain/catalogue/Restaurant';
import { formatDistance } from '../../format/catalogueFormat';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { FavoriteHeart } from '../favorites/FavoriteHeart';
import { CardLink } from './CardLink';
import { RatingLine } from './RatingLine';
import { RestaurantImage } from './RestaurantImage';
import css from './restaurantCard.module.css';

/**
 * A restaurant in a cuisine's list (FEATURES F-discovery): banner, name, rating, delivery time, cuisines, city, state
 * and distance. It opens the menu with the search text that led here, if any.
 */
export const CuisineRestaurantCard = memo(function CuisineRestaurantCard({
  restaurant,
  itemSearch,
}: {
  restaurant: CuisineRestaurant;
  itemSearch: string | null;
}) {
  const state: MenuNavigationState | undefined = itemSearch ? { itemSearch } : undefined;
  return (
    <article className={css.card} data-testid="restaurant-card">
      <RestaurantImage src={restaurant.bannerImageUrl} />
      <FavoriteHeart restaurant={restaurant} placement="card" />
      <div className={css.body}>
        <h2 className={css.title}>
          <CardLink to={menuPath(restaurant.id)} state={state}>
            {restaurant.name}
          </CardLink>
        </h2>
        <RatingLine rating={restaurant.rating} minutes={restaurant.estimatedDeliveryTime} />
        <p className={css.line}>{restaurant.cuisineType}</p>
        <p className={css.line}>
          {restaurant.city}, {restaurant.state} · {formatDistance(restaurant.distanceKm)}
        </p>
      </div>
    </article>
  );
});
