import { formatMinutes, formatRating } from '../../format/catalogueFormat';
import { useT } from '../../i18n/useT';
import css from './restaurantCard.module.css';

/** components/rating/starShapes' star, kept here: imported from there, it was a chunk of its own on the home page. */
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** "★ 4.5 · 28 mins": a restaurant's rating (green badge) and, if given, its delivery estimate. */
export function RatingLine({ rating, minutes }: { rating: number; minutes?: number }) {
  const t = useT();
  return (
    <p className={css.ratingLine}>
      <span className={rating >= 4 ? css.badge : `${css.badge} ${css.badgeLow}`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={css.star}>
          <path d={STAR_PATH} />
        </svg>
        <span className={css.visuallyHidden}>{t('browse.rating')} </span>
        {formatRating(rating)}
      </span>
      {minutes !== undefined && <span className={css.strong}>{formatMinutes(minutes)}</span>}
    </p>
  );
}
