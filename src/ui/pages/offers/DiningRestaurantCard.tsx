import type { ImageRotation } from '../../../application/offers/ImageRotation';
import type { DiningRestaurant } from '../../../domain/offers/dineout';
import { PathIcon } from '../../components/icons/PathIcon';
import { STAR_PATH } from '../../components/rating/starShapes';
import { formatRupees } from '../../format/formatRupees';
import { formatDistance } from '../../format/catalogueFormat';
import { CardLink } from '../../components/restaurants/CardLink';
import { menuPath } from '../../navigation/menuLink';
import css from './diningRestaurantCard.module.css';
import { useT } from '../../i18n/useT';
import { offerText } from './offerTexts';
import { RotatingPicture } from './RotatingPicture';

/** Material Design's rounded tag (Apache 2.0), before each offer. */
const OFFER_TAG_PATH =
  'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7';

/**
 * A restaurant with offers: rotating pictures, rating, distance, cost for two and its offers; the whole card opens its
 * menu.
 */
export function DiningRestaurantCard({
  restaurant,
  rotation,
}: {
  restaurant: DiningRestaurant;
  rotation: ImageRotation;
}) {
  const t = useT();
  const { name, cuisines, area, distanceKm, rating, costForTwoPaise, pureVeg, tableBooking, offers } = restaurant;
  return (
    <article aria-label={name} className={css.card}>
      <RotatingPicture name={name} images={restaurant.images} rotation={rotation} />
      <div className={css.body}>
        <div className={css.heading}>
          <h3 className={css.name}>
            <CardLink to={menuPath(restaurant.id)}>{name}</CardLink>
          </h3>
          <span
            aria-label={t('browse.menu.rated', { rating: rating.toFixed(1) })}
            className={rating >= 4 ? css.rating : `${css.rating} ${css.ratingFair}`}
          >
            {rating.toFixed(1)}
            <PathIcon path={STAR_PATH} className={css.ratingStar} />
          </span>
        </div>
        <p className={css.detail}>
          {cuisines.join(', ')} · {t('browse.offers.forTwo', { cost: formatRupees(costForTwoPaise) })}
        </p>
        <p className={css.detail}>
          {area} · {formatDistance(distanceKm)}
        </p>
        <div className={css.marks}>
          {tableBooking && <span className={css.mark}>{t('browse.offers.tableBooking')}</span>}
          {pureVeg && <span className={`${css.mark} ${css.markVeg}`}>{t('browse.offers.pureVeg')}</span>}
        </div>
        <ul aria-label={t('browse.offers.offersAt', { name })} className={css.offers}>
          {offers.map((offer) => (
            <li key={offer.kind} className={css.offer}>
              <PathIcon path={OFFER_TAG_PATH} className={css.offerIcon} />
              {offerText(offer)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
