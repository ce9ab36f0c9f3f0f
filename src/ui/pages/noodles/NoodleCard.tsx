import { formatRupees } from '../../format/formatRupees';
import { RatingLine } from '../../components/restaurants/RatingLine';
import { RestaurantImage } from '../../components/restaurants/RestaurantImage';
import css from '../../components/restaurants/restaurantCard.module.css';
import { CardLink } from '../../components/restaurants/CardLink';
import { menuPath } from '../../navigation/menuLink';
import { useT } from '../../i18n/useT';
import type { NoodleRestaurant } from './noodleRestaurants';

/**
 * A noodles-page restaurant: image, name, rating, delivery time range, cuisines, location, cost for two; the whole card
 * opens its menu.
 */
export function NoodleCard({ restaurant }: { restaurant: NoodleRestaurant }) {
  const t = useT();
  const [from, to] = restaurant.deliveryRange;
  return (
    <article className={css.card} data-testid="noodle-card">
      <RestaurantImage src={restaurant.imageUrl} />
      <div className={css.body}>
        <h2 className={css.title}>
          <CardLink to={menuPath(restaurant.id)}>{restaurant.name}</CardLink>
        </h2>
        <RatingLine rating={restaurant.rating} />
        <p className={`${css.line} ${css.strong}`}>
          {t('browse.noodles.timeAndCost', { from, to, cost: formatRupees(restaurant.costForTwoPaise) })}
        </p>
        <p className={css.line}>{restaurant.cuisines}</p>
        <p className={css.line}>{restaurant.location}</p>
      </div>
    </article>
  );
}
