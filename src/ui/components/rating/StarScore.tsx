import { STAR_COUNT } from './starCount';
import { StarIcon } from './StarIcon';
import css from './stars.module.css';

/** Given stars, read-only: one image named 'Rated 4 of 5' (FEATURES F-bytes: plain elements). */
export function StarScore({ value }: { value: number }) {
  const stars = Math.round(value);
  return (
    <span role="img" aria-label={`Rated ${stars} of ${STAR_COUNT}`} className={css.stars}>
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <span key={index} className={index < stars ? css.given : css.empty}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
