import type { DietMark } from '../../../domain/menu/dietMarks';
import { useT } from '../../i18n/useT';
import css from './menuItemCard.module.css';

/** The dish's Jain / Satvik markers as small chips (FEATURES F-train-more); nothing when it carries none. */
export function DietMarkChips({ marks }: { marks: readonly DietMark[] | undefined }) {
  const t = useT();
  if (!marks?.length) return null;
  return (
    <>
      {marks.map((mark) => {
        const meaning = t(`browse.menu.diet.${mark}`);
        return (
          <span key={mark} role="img" className={css.dietMark} title={meaning} aria-label={meaning}>
            {t(`browse.menu.filter.${mark}`)}
          </span>
        );
      })}
    </>
  );
}
