import type { CSSProperties } from 'react';
import type { MealCategory } from '../../../domain/menu/MenuItem';
import css from './menuItemCard.module.css';

const COLORS: Record<MealCategory, string> = { Veg: '#0F8A4F', 'Non Veg': '#B3261E', Egg: '#D99A00' };

/** The Indian food mark: a square with a dot (veg), a triangle (non veg) or a yellow dot (egg). */
export function VegMark({ category }: { category: MealCategory | null }) {
  if (!category) return null;
  return (
    <span
      role="img"
      aria-label={category}
      className={css.vegMark}
      style={{ '--mark': COLORS[category] } as CSSProperties}
    >
      <span className={category === 'Non Veg' ? css.vegTriangle : css.vegDot} />
    </span>
  );
}
