import { Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { CuisineCatalogueStore } from '../../../application/catalogue/CuisineCatalogueStore';
import type { RestaurantGridStore } from '../../../application/catalogue/RestaurantGridStore';
import { RESTAURANT_FILTER_FLAGS } from '../../../domain/catalogue/restaurantFilters';
import { useInjection } from '../../di/ContainerProvider';
import { ToggleChip } from '../../components/controls/ToggleChip';
import { NativeSelectField } from '../../components/forms/NativeSelectField';
import { useT } from '../../i18n/useT';

/** The grid's filter chips (the six flags, toggles) and its cuisine choice. */
export const FilterBar = observer(function FilterBar({ grid }: { grid: RestaurantGridStore }) {
  const t = useT();
  const cuisines = useInjection(CuisineCatalogueStore);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}
      role="group"
      aria-label={t('home.filters')}
    >
      {RESTAURANT_FILTER_FLAGS.map((flag) => (
        <ToggleChip
          key={flag}
          label={t(`home.filter.${flag}`)}
          pressed={grid.isOn(flag)}
          onToggle={() => grid.toggle(flag)}
        />
      ))}
      <NativeSelectField
        label={t('home.cuisine')}
        value={grid.filters.cuisineId ?? ''}
        onChange={(id) => grid.setCuisine(id || null)}
        sx={{ minWidth: 180 }}
      >
        <option value="">{t('home.allCuisines')}</option>
        {cuisines.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </NativeSelectField>
    </Stack>
  );
});
