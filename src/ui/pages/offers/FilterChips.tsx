import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { QUICK_FILTERS, SORT_ORDERS, type SortOrder } from '../../../domain/offers/diningFilters';
import { ChoiceMenuChip } from './ChoiceMenuChip';
import { QUICK_FILTER_LABELS, SORT_LABELS } from './offerTexts';
import { FilterChip } from '../../components/chips/FilterChip';

/** Filter (cuisines), Sort By, and the quick filters; they narrow and order the restaurants below. */
export const FilterChips = observer(function FilterChips({ store }: { store: OffersPageStore }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" role="toolbar" aria-label="Filters" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ChoiceMenuChip
          label="Filter"
          icon={<TuneRounded />}
          active={store.cuisines.size > 0}
          kind="checkbox"
          options={store.cuisineOptions.map((cuisine) => ({
            value: cuisine,
            label: cuisine,
            checked: store.cuisines.has(cuisine),
          }))}
          onChoose={store.toggleCuisine}
        />
        <ChoiceMenuChip
          label="Sort By"
          icon={<SwapVertRounded />}
          active={store.sort !== 'relevance'}
          kind="radio"
          options={SORT_ORDERS.map((sort) => ({ value: sort, label: SORT_LABELS[sort], checked: store.sort === sort }))}
          onChoose={(sort) => store.setSort(sort as SortOrder)}
        />
        {QUICK_FILTERS.map((filter) => {
          const on = store.quickFilters.has(filter);
          return (
            <FilterChip
              key={filter}
              label={QUICK_FILTER_LABELS[filter]}
              on={on}
              onClick={() => store.toggleQuickFilter(filter)}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {store.restaurants.length} of {store.totalRestaurants} restaurants
          {store.sort !== 'relevance' && `, sorted by ${SORT_LABELS[store.sort].toLowerCase()}`}
        </Typography>
        {store.filtering && (
          <Button size="small" onClick={store.clearFilters}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Stack>
  );
});
