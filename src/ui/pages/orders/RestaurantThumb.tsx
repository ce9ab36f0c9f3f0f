import { useState } from 'react';
import css from './orderCard.module.css';

/**
 * The restaurant's picture on an order card, 56 px with rounded corners; its initial on grey when there is no picture
 * or it does not load (as MUI's Avatar falls back).
 */
export function RestaurantThumb({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={css.thumb}>
      {src && !failed ? (
        <img className={css.thumbImage} src={src} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span role="img" aria-label={name}>
          {name.charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}
