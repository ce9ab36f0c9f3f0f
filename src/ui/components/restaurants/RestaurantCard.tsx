import { memo } from 'react';
import type { RestaurantSummary } from '../../../domain/catalogue/Restaurant';
import { formatDistance, formatReviews } from '../../format/catalogueFormat';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { FavoriteHeart } from '../favorites/FavoriteHeart';
import { CardLink } from './CardLink';
import { RatingLine } from './RatingLine';
import { RestaurantImage } from './RestaurantImage';
import { useT } from '../../i18n/useT';
import css from './restaurantCard.module.css';

/**
 * A restaurant in the home grid (FEATURES F-discovery): image, name, rating, delivery time, reviews, distance, area.
 */
export const RestaurantCard = memo(function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  useT(); // Its reviews and minutes are worded in the current language: render again when it changes.
  const state: MenuNavigationState = { restaurant };
  return (
    <article className={css.card} data-testid="restaurant-card">
      <RestaurantImage src={restaurant.imageUrl} />
      <FavoriteHeart restaurant={restaurant} placement="card" />
      <div className={css.body}>
        <h3 className={css.title}>
          <CardLink to={menuPath(restaurant.id)} state={state}>
            {restaurant.name}
          </CardLink>
        </h3>
        <RatingLine rating={restaurant.rating} minutes={restaurant.estimatedDeliveryTime} />
        <p className={css.line}>
          {formatReviews(restaurant.totalReviews)} · {formatDistance(restaurant.distanceKm)}
        </p>
        <p className={css.line}>{restaurant.area}</p>
      </div>
    </article>
  );
});

/** The card's height for a column width: the banner plus four lines of text. */
export const restaurantCardHeight = (columnWidth: number) => columnWidth * (260 / 400) + 100;
