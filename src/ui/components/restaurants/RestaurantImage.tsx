import css from './restaurantCard.module.css';

/** Intrinsic size of the catalogue's banner images (400 × 260): set on every <img> so nothing shifts. */
export const BANNER_WIDTH = 400;
export const BANNER_HEIGHT = 260;

/** A restaurant banner: lazy, with its size set, over a neutral tint while it loads (or if there is none). */
export function RestaurantImage({ src }: { src: string }) {
  return (
    <div className={css.banner}>
      {src && <img src={src} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} loading="lazy" decoding="async" />}
    </div>
  );
}
