import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { Alert, Box, Button, Container } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FavoritesStore } from '../../../application/favorites/FavoritesStore';
import { LocationStore } from '../../../application/location/LocationStore';
import { SessionStore } from '../../../application/session/SessionStore';
import { EmptyState } from '../../components/feedback/EmptyState';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { PageHeading } from '../../components/layout/PageHeading';
import { RestaurantCard } from '../../components/restaurants/RestaurantCard';
import { RestaurantSkeletons } from '../../components/restaurants/RestaurantCardSkeleton';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';

/** Two columns on a phone, as the home grid; as many 240 px columns as fit on wider screens. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
  gap: { xs: 2, md: 3 },
} as const;

const FavoritesList = observer(function FavoritesList() {
  const t = useT();
  const store = useInjection(FavoritesStore);
  const location = useInjection(LocationStore);
  const point = location.point;
  useEffect(() => {
    void location.ensureLocated();
  }, [location]);
  useEffect(() => {
    void store.load();
  }, [store, point?.latitude, point?.longitude]);

  const restaurants = store.restaurants;
  if (restaurants.length === 0 && (store.status === 'loading' || store.status === 'idle')) {
    return (
      <Box sx={GRID} role="status" aria-label={t('browse.favorites.loading')}>
        <RestaurantSkeletons count={4} />
      </Box>
    );
  }
  if (restaurants.length === 0 && store.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void store.load()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('browse.favorites.loadFailed')}
      </Alert>
    );
  }
  if (restaurants.length === 0) {
    return (
      <EmptyState
        size="page"
        icon={<FavoriteBorderOutlined color="primary" sx={{ fontSize: 64 }} />}
        title={t('browse.favorites.empty')}
        hint={t('browse.favorites.emptyHint')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('browse.menu.browseRestaurants')}
          </Button>
        }
      />
    );
  }
  return (
    <Box component="ul" aria-label={t('browse.favorites.list')} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </Box>
  );
});

/**
 * /user/favorites: the signed-in customer's favourite restaurants as cards (FEATURES F-reorder); visitors are asked to
 * sign in.
 */
export const FavoritesPage = observer(function FavoritesPage() {
  const t = useT();
  const session = useInjection(SessionStore);
  // The heading is the customer's and the visitor's: the prerendered page (drawn for a customer) keeps it either way.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('drawer.favorites')} subtitle={t('browse.favorites.subtitle')} sx={{ mb: 3 }} />
      {session.isSignedIn ? <FavoritesList /> : <SignInPrompt message={t('browse.favorites.signIn')} />}
    </Container>
  );
});
