import { observer } from 'mobx-react-lite';
import type { ImageRotation } from '../../../application/offers/ImageRotation';
import { diningPictureUrl } from '../../assets/pictureUrls';
import { useT } from '../../i18n/useT';
import css from './diningRestaurantCard.module.css';

/**
 * A restaurant's pictures, one at a time, following the page's shared rotation clock. Only this observer re-renders
 * on a rotation step: a new picture (faded in after the first) and the dot that marks it.
 */
export const RotatingPicture = observer(function RotatingPicture({
  name,
  images,
  rotation,
}: {
  name: string;
  images: string[];
  rotation: ImageRotation;
}) {
  const t = useT();
  const index = rotation.frame(images.length);
  const key = images[index] ?? '';
  return (
    <div className={css.picture}>
      <img
        key={key}
        src={diningPictureUrl(key)}
        alt={t('browse.offers.picture', { name, index: index + 1, count: images.length })}
        className={rotation.step > 0 ? `${css.image} ${css.fadeIn}` : css.image}
      />
      <span aria-hidden="true" className={css.dots}>
        {images.map((_image, dot) => (
          <span key={dot} className={dot === index ? `${css.dot} ${css.dotShown}` : css.dot} />
        ))}
      </span>
    </div>
  );
});
