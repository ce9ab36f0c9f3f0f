import type { ImageRotation } from '../../../application/offers/ImageRotation';
import type { DiningRestaurant } from '../../../domain/offers/dineout';
import { PathIcon } from '../../components/icons/PathIcon';
import { formatRupees } from '../../format/formatRupees';
import { DINING_ICON_PATHS } from './diningIconPaths';
import css from './diningRestaurantCard.module.css';
import { offerText } from './offerTexts';
import { RotatingPicture } from './RotatingPicture';

/** A sample dining restaurant: rotating pictures, rating, distance, cost for two and its offers. */
export function DiningRestaurantCard({
  restaurant,
  rotation,
}: {
  restaurant: DiningRestaurant;
  rotation: ImageRotation;
}) {
  const { name, cuisines, area, distanceKm, rating, costForTwoPaise, pureVeg, tableBooking, offers } = restaurant;
  return (
    <article aria-label={name} className={css.card}>
      <RotatingPicture name={name} images={restaurant.images} rotation={rotation} />
      <div className={css.body}>
        <div className={css.heading}>
          <h3 className={css.name}>{name}</h3>
          <span
            aria-label={`Rated ${rating.toFixed(1)}`}
            className={rating >= 4 ? css.rating : `${css.rating} ${css.ratingFair}`}
          >
            {rating.toFixed(1)}
            <PathIcon path={DINING_ICON_PATHS.star} className={css.ratingStar} />
          </span>
        </div>
        <p className={css.detail}>
          {cuisines.join(', ')} · {formatRupees(costForTwoPaise)} for two
        </p>
        <p className={css.detail}>
          {area} · {distanceKm.toFixed(1)} km
        </p>
        <div className={css.marks}>
          {tableBooking && <span className={css.mark}>Table booking</span>}
          {pureVeg && <span className={`${css.mark} ${css.markVeg}`}>Pure veg</span>}
        </div>
        <ul aria-label={`Offers at ${name}`} className={css.offers}>
          {offers.map((offer) => (
            <li key={offer.kind} className={css.offer}>
              <PathIcon path={DINING_ICON_PATHS.offer} className={css.offerIcon} />
              {offerText(offer)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
