import { MAX_STARS } from '../../../domain/order/rating';
import { useT } from '../../i18n/useT';
import { StarIcon } from './StarIcon';
import css from './stars.module.css';

/** Given stars, read-only: one image named 'Rated 4 of 5' (FEATURES F-bytes: plain elements). */
export function StarScore({ value }: { value: number }) {
  const t = useT();
  const stars = Math.round(value);
  return (
    <span role="img" aria-label={t('ordering.stars.rated', { stars, max: MAX_STARS })} className={css.stars}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} className={index < stars ? css.given : css.empty}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
