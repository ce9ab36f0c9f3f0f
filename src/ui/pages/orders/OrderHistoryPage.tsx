import { Container, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { OrderHistoryStore } from '../../../application/orders/OrderHistoryStore';
import { SessionStore } from '../../../application/session/SessionStore';
import type { Order } from '../../../domain/order/Order';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { TrainOrdersFilter } from './TrainOrdersFilter';
import { OrderFeed } from './OrderFeed';
import { ReorderProvider } from './ReorderContext';
import { NoOrders, OrderFilterChips, OrdersError, OrdersSkeleton } from './OrderHistoryParts';
import { RateOrderDialog } from './RateOrderDialog';
import { useFocusedOrder } from './useFocusedOrder';
import { PageHeading } from '../../components/layout/PageHeading';
import { SeenNotice } from '../../components/feedback/SeenNotice';

const OrderHistoryScreen = observer(function OrderHistoryScreen() {
  const store = useInjection(OrderHistoryStore);
  // Loads the first page; pushes about an order bring the list up to date without a reload (FEATURES F-push).
  useStoreLifecycle(store);
  const focused = useFocusedOrder(store);
  const rate = useCallback(
    (order: Order, stars: number) => {
      store.rating.open(order);
      if (store.rating.isOpen) store.rating.setFood(stars);
    },
    [store],
  );
  return (
    <>
      <OrderFilterChips value={store.filter} onChange={(filter) => void store.selectFilter(filter)} />
      <TrainOrdersFilter
        value={store.destination}
        trainNumber={store.trainNumber}
        trains={store.trains}
        onChange={(destination) => void store.selectDestination(destination)}
        onTrain={(trainNumber) => void store.selectTrain(trainNumber)}
      />
      <Stack spacing={2} sx={{ mt: 3 }}>
        {store.status === 'loading' && <OrdersSkeleton />}
        {store.status === 'failed' && <OrdersError onRetry={() => void store.load()} />}
        {store.status === 'loaded' && store.orders.length === 0 && <NoOrders />}
        <OrderFeed store={store} focused={focused} onRate={rate} />
      </Stack>
      <RateOrderDialog rating={store.rating} />
    </>
  );
});

/** /user/order-history: the signed-in customer's orders; visitors are asked to sign in. */
export const OrderHistoryPage = observer(function OrderHistoryPage() {
  const t = useT();
  const session = useInjection(SessionStore);
  // The heading is the customer's and the visitor's: the prerendered page (drawn for a customer) keeps it either way.
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('orders.title')} subtitle={t('orders.subtitle')} sx={{ mb: 3 }} />
      {session.isSignedIn && <SeenNotice sx={{ mb: 2 }} />}
      {session.isSignedIn ? (
        <ReorderProvider>
          <OrderHistoryScreen />
        </ReorderProvider>
      ) : (
        <SignInPrompt message={t('orders.signIn')} />
      )}
    </Container>
  );
});
