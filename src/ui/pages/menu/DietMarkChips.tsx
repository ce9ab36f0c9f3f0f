import type { DietMark } from '../../../domain/menu/dietMarks';
import css from './menuItemCard.module.css';

const MEANINGS: Record<DietMark, string> = {
  Jain: 'Jain: no onion, garlic or root vegetables',
  Satvik: 'Satvik: no onion or garlic',
};

/** The dish's Jain / Satvik markers as small chips (FEATURES F-train-more); nothing when it carries none. */
export function DietMarkChips({ marks }: { marks: readonly DietMark[] | undefined }) {
  if (!marks?.length) return null;
  return (
    <>
      {marks.map((mark) => (
        <span key={mark} role="img" className={css.dietMark} title={MEANINGS[mark]} aria-label={MEANINGS[mark]}>
          {mark}
        </span>
      ))}
    </>
  );
}
