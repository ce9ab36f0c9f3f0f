import { Box, Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { AppDownloadPromo } from './AppDownloadPromo';
import { DiningRestaurantCard } from './DiningRestaurantCard';
import { FilterChips } from './FilterChips';
import { FineDiningBanner } from './FineDiningBanner';
import { NearMeLists } from './NearMeLists';
import { useT } from '../../i18n/useT';
import { PromoOffersCarousel } from './PromoOffersCarousel';

/** Order Online: offers carousel, fine-dining banner, filter chips, restaurants, lists and the app promo. */
export const OrderOnlinePanel = observer(function OrderOnlinePanel({ store }: { store: OffersPageStore }) {
  const t = useT();
  return (
    <Stack spacing={5}>
      <PromoOffersCarousel carousel={store.carousel} />
      <FineDiningBanner />
      <Box component="section" aria-label={t('browse.offers.withOffers')}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('browse.offers.withOffers')}
        </Typography>
        <FilterChips store={store} />
        {store.totalRestaurants === 0 ? (
          <Typography sx={{ py: 4 }}>{t('browse.offers.noneNearby')}</Typography>
        ) : store.restaurants.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
            <Typography>{t('browse.offers.noMatch')}</Typography>
            <Button variant="outlined" onClick={store.clearFilters}>
              {t('browse.offers.showAll')}
            </Button>
          </Stack>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              mt: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {store.restaurants.map((restaurant) => (
              <DiningRestaurantCard key={restaurant.id} restaurant={restaurant} rotation={store.rotation} />
            ))}
          </Box>
        )}
      </Box>
      <NearMeLists store={store} />
      <AppDownloadPromo />
    </Stack>
  );
});
