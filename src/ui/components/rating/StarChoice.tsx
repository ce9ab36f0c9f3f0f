import hidden from '../a11y/visuallyHidden.module.css';
import { MAX_STARS } from '../../../domain/order/rating';
import { starsText } from './starsText';
import { useT } from '../../i18n/useT';
import { StarIcon } from './StarIcon';
import css from './stars.module.css';

interface StarChoiceProps {
  /** The radio group's name (unique on the page). */
  name: string;
  /** The id of the text that names the choice ('Rate this order'). */
  labelledBy: string;
  /** The stars chosen, 0 for none. */
  value: number;
  onChange: (stars: number) => void;
}

/**
 * A 1-5 star choice from native radio buttons (one tab stop, arrow keys move the choice), each star a tap target
 * whose label reads '1 Star' … '5 Stars', as MUI's Rating names them; pointing at a star previews it. Plain elements
 * and a style sheet: no style engine at work while a list of cards is drawn (FEATURES F-bytes).
 */
export function StarChoice({ name, labelledBy, value, onChange }: StarChoiceProps) {
  // Renders again when the language changes: the stars' names follow it.
  useT();
  return (
    <span role="radiogroup" aria-labelledby={labelledBy} className={`${css.stars} ${css.picker}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => {
        const stars = index + 1;
        return (
          <label key={stars} className={stars <= value ? `${css.star} ${css.given}` : css.star}>
            <input
              type="radio"
              className={hidden.visuallyHidden}
              name={name}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
            />
            <StarIcon />
            <span className={hidden.visuallyHidden}>{starsText(stars)}</span>
          </label>
        );
      })}
    </span>
  );
}
