import type { DietMark } from '../../../domain/menu/dietMarks';
import { MEAL_FILTERS, type MealFilter } from '../../../domain/menu/mealFilter';
import { ChipRow } from '../../components/chips/ChipRow';
import { FilterChip } from '../../components/chips/FilterChip';
import { useT } from '../../i18n/useT';

/**
 * The filter chips ALL, VEG, NONVEG, Egg, BESTSELLER, then Jain / Satvik when the menu has such dishes
 * (FEATURES F-train-more); one is chosen at a time. One row, scrolling on phones.
 */
export function MealFilterChips({
  value,
  onChange,
  dietFilters = [],
}: {
  value: MealFilter;
  onChange: (filter: MealFilter) => void;
  dietFilters?: readonly DietMark[];
}) {
  const t = useT();
  return (
    <ChipRow label={t('browse.menu.filters')} selected={value}>
      {[...MEAL_FILTERS, ...dietFilters].map((filter) => (
        <FilterChip
          key={filter}
          label={t(`browse.menu.filter.${filter}`)}
          on={filter === value}
          onClick={() => onChange(filter)}
          sx={{ fontWeight: 700 }}
        />
      ))}
    </ChipRow>
  );
}
