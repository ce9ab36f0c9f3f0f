import css from './stars.module.css';
import { STAR_OUTLINE_PATH, STAR_PATH } from './starShapes';

/** One star: its outline, and its fill drawn over it where the style sheet shows it (a given or previewed star). */
export function StarIcon() {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_OUTLINE_PATH} />
      <path className={css.fill} d={STAR_PATH} />
    </svg>
  );
}
