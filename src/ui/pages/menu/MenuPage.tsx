import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { MenuPageStore } from '../../../application/menu/MenuPageStore';
import { RestaurantHeaderStore } from '../../../application/menu/RestaurantHeaderStore';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';
import { lazyNamed } from '../../app/lazyPage';
import type { ReturnState } from '../../app/RouteGate';
import { CartBar } from '../../components/cart/CartBar';
import { DocumentTitle, useDocumentTitle } from '../../app/title/documentTitle';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { MealFilterChips } from './MealFilterChips';
import type { MenuItemActions } from './MenuItemCard';
import { MenuItemList } from './MenuItemList';
import { MenuSearchField } from './MenuSearchField';
import { readMenuNavigationState } from './menuNavigationState';
import { prerenderedRestaurant } from './prerenderedRestaurant';
import { RestaurantHeader } from './RestaurantHeader';
import { TrainStopBanner } from '../train/TrainStopBanner';
import { SeenNotice } from '../../components/feedback/SeenNotice';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';
import { outOfAreaText } from './outOfAreaText';

/**
 * The dialogs are requested as the page first renders and evaluated in a task of their own, after the page's: MUI's
 * dialog, its modal, radio buttons, check boxes and lists are some fifteen files, which made the page's evaluation a
 * long task. They are closed until a dish is added; one opened before they have arrived shows when they have.
 */
const MenuDialogs = lazyNamed<{ ordering: MenuOrderingStore }>(() => import('./MenuDialogs'), 'MenuDialogs');

/** /foods/item-card/{restaurantId}: one screen (and fresh stores) per restaurant. */
export function MenuPage() {
  const { restaurantId = '' } = useParams();
  return <MenuScreen key={restaurantId} restaurantId={restaurantId} />;
}

const MenuScreen = observer(function MenuScreen({ restaurantId }: { restaurantId: string }) {
  const t = useT();
  const page = useInjection(MenuPageStore);
  const header = useInjection(RestaurantHeaderStore);
  const ordering = useInjection(MenuOrderingStore);
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation state (itemSearch, restaurant) is read once, on entry.
  const [navigationState] = useState<unknown>(() => location.state);

  // Opened afresh (no state), a page prerendered for this restaurant already shows its header: draw the same one.
  const { itemSearch, preview } = useMemo(() => {
    const state = readMenuNavigationState(navigationState, restaurantId);
    return state.preview ? state : { ...state, preview: prerenderedRestaurant(restaurantId) };
  }, [navigationState, restaurantId]);
  useEffect(() => {
    header.openRestaurant(restaurantId, preview);
  }, [header, restaurantId, preview]);
  useStoreLifecycle(ordering, restaurantId);
  useStoreLifecycle(page, restaurantId, itemSearch);

  const from = location.pathname;
  const actions = useMemo<MenuItemActions>(
    () => ({
      onAdd: (item: MenuItem) => {
        if (ordering.add(item) === 'sign-in') void navigate('/login', { state: { from } satisfies ReturnState });
      },
      onIncrease: ordering.increase,
      onDecrease: ordering.decrease,
    }),
    [ordering, navigate, from],
  );

  if (header.notFound) {
    return (
      <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
        <DocumentTitle name={t('browse.menu.notFound')} />
        <Typography variant="h4" component="h1">
          {t('browse.menu.notFound')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          {t('browse.menu.browseRestaurants')}
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack sx={{ gap: 2 }}>
        <SeenNotice />
        <MenuHeader header={header} preview={preview} />
        <TrainStopBanner restaurantId={restaurantId} />
        <MenuFilters page={page} />
        <MenuItemList page={page} actions={actions} />
      </Stack>
      <CartBar />
      <Suspense fallback={null}>
        <MenuDialogs ordering={ordering} />
      </Suspense>
    </Container>
  );
});

// The header, the filters and the list each observe only what they show: the restaurant's answer re-renders the
// header, the menu's answer the filters and the list, not the whole screen (one long task on a phone).
const MenuHeader = observer(function MenuHeader({
  header,
  preview,
}: {
  header: RestaurantHeaderStore;
  preview: RestaurantDetail | null;
}) {
  const t = useT();
  useDocumentTitle((header.header ?? preview)?.name ?? t('browse.menu.title'));
  return (
    <>
      <RestaurantHeader restaurant={header.header ?? preview} />
      {header.error && !header.header && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void header.load()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {failureText(header.error)}
        </Alert>
      )}
      {header.outOfArea && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to="/user/address">
              {t('browse.menu.changeAddress')}
            </Button>
          }
        >
          {outOfAreaText(header.outOfArea)}
        </Alert>
      )}
    </>
  );
});

const MenuFilters = observer(function MenuFilters({ page }: { page: MenuPageStore }) {
  return (
    <>
      <MenuSearchField value={page.searchText} onChange={page.setSearchText} />
      <MealFilterChips value={page.filter} onChange={page.setFilter} dietFilters={page.dietMarks} />
    </>
  );
});
