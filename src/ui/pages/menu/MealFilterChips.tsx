import { Chip, Stack } from '@mui/material';
import { MEAL_FILTERS, type MealFilter } from '../../../domain/menu/mealFilter';

/** The filter chips ALL, VEG, NONVEG, Egg, BESTSELLER; one is chosen at a time. */
export function MealFilterChips({ value, onChange }: { value: MealFilter; onChange: (filter: MealFilter) => void }) {
  return (
    <Stack direction="row" role="group" aria-label="Filter dishes" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {MEAL_FILTERS.map((filter) => (
        <Chip
          key={filter}
          label={filter}
          clickable
          onClick={() => onChange(filter)}
          color={filter === value ? 'primary' : 'default'}
          variant={filter === value ? 'filled' : 'outlined'}
          aria-pressed={filter === value}
          sx={{ fontWeight: 700 }}
        />
      ))}
    </Stack>
  );
}
