import type { CSSProperties } from 'react';
import type { MealCategory } from '../../../domain/menu/MenuItem';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import css from './menuItemCard.module.css';

const COLORS: Record<MealCategory, string> = { Veg: '#0F8A4F', 'Non Veg': '#B3261E', Egg: '#D99A00' };
const NAMES: Record<MealCategory, MessageId> = {
  Veg: 'browse.menu.category.Veg',
  'Non Veg': 'browse.menu.category.NonVeg',
  Egg: 'browse.menu.category.Egg',
};

/** The Indian food mark: a square with a dot (veg), a triangle (non veg) or a yellow dot (egg). */
export function VegMark({ category }: { category: MealCategory | null }) {
  const t = useT();
  if (!category) return null;
  return (
    <span
      role="img"
      aria-label={t(NAMES[category])}
      className={css.vegMark}
      style={{ '--mark': COLORS[category] } as CSSProperties}
    >
      <span className={category === 'Non Veg' ? css.vegTriangle : css.vegDot} />
    </span>
  );
}
