import { Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { CuisineCatalogueStore } from '../../../application/catalogue/CuisineCatalogueStore';
import type { RestaurantGridStore } from '../../../application/catalogue/RestaurantGridStore';
import { RESTAURANT_FILTER_FLAGS, RESTAURANT_FILTER_LABELS } from '../../../domain/catalogue/restaurantFilters';
import { useInjection } from '../../di/ContainerProvider';
import { ToggleChip } from '../../components/controls/ToggleChip';
import { NativeSelectField } from '../../components/forms/NativeSelectField';

/** The grid's filter chips (the six flags, toggles) and its cuisine choice. */
export const FilterBar = observer(function FilterBar({ grid }: { grid: RestaurantGridStore }) {
  const cuisines = useInjection(CuisineCatalogueStore);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}
      role="group"
      aria-label="Filters"
    >
      {RESTAURANT_FILTER_FLAGS.map((flag) => (
        <ToggleChip
          key={flag}
          label={RESTAURANT_FILTER_LABELS[flag]}
          pressed={grid.isOn(flag)}
          onToggle={() => grid.toggle(flag)}
        />
      ))}
      <NativeSelectField
        label="Cuisine"
        value={grid.filters.cuisineId ?? ''}
        onChange={(id) => grid.setCuisine(id || null)}
        sx={{ minWidth: 180 }}
      >
        <option value="">All cuisines</option>
        {cuisines.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </NativeSelectField>
    </Stack>
  );
});
