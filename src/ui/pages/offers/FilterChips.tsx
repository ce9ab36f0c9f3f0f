import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { QUICK_FILTERS, SORT_ORDERS, type SortOrder } from '../../../domain/offers/diningFilters';
import { ChoiceMenuChip } from './ChoiceMenuChip';
import { QUICK_FILTER_LABELS, SORT_LABELS } from './offerTexts';
import { FilterChip } from '../../components/chips/FilterChip';
import { useT } from '../../i18n/useT';

/** Filter (cuisines), Sort By, and the quick filters; they narrow and order the restaurants below. */
export const FilterChips = observer(function FilterChips({ store }: { store: OffersPageStore }) {
  const t = useT();
  const counts = { shown: store.restaurants.length, total: store.totalRestaurants };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" role="toolbar" aria-label={t('home.filters')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ChoiceMenuChip
          label={t('browse.offers.filter')}
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
          label={t('browse.offers.sortBy')}
          icon={<SwapVertRounded />}
          active={store.sort !== 'relevance'}
          kind="radio"
          options={SORT_ORDERS.map((sort) => ({
            value: sort,
            label: t(SORT_LABELS[sort]),
            checked: store.sort === sort,
          }))}
          onChoose={(sort) => store.setSort(sort as SortOrder)}
        />
        {QUICK_FILTERS.map((filter) => {
          const on = store.quickFilters.has(filter);
          return (
            <FilterChip
              key={filter}
              label={t(QUICK_FILTER_LABELS[filter])}
              on={on}
              onClick={() => store.toggleQuickFilter(filter)}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {store.sort === 'relevance'
            ? t('browse.offers.showing', counts)
            : t('browse.offers.showingSorted', { ...counts, sort: t(SORT_LABELS[store.sort]).toLowerCase() })}
        </Typography>
        {store.filtering && (
          <Button size="small" onClick={store.clearFilters}>
            {t('home.clearFilters')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
});
