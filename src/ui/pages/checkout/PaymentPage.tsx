import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Box, Button, Container, Link, Stack } from '@mui/material';
import { STANDALONE_LINK_SX } from '../../app/touchTargets';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { PageHeading } from '../../components/layout/PageHeading';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { AddressChooser } from './AddressChooser';
import { AwaitedPaymentNotice } from './AwaitedPaymentNotice';
import { BillDetails } from './BillDetails';
import { CheckoutItems } from './CheckoutItems';
import { DeliveryInstructionsCard } from './DeliveryInstructionsCard';
import { followRedirect, PAYMENT_PAGE_REFUSED_STATE } from './followRedirect';
import { PaymentMethodToggle } from './PaymentMethodToggle';
import { useT } from '../../i18n/useT';
import { PlaceOrderButton } from './PlaceOrderButton';
import { prefetchOrderScreen } from './prefetchOrderScreen';
import { SeatDeliveryCard } from './SeatDeliveryCard';

function EmptyCart() {
  const t = useT();
  return (
    <EmptyState
      size="page"
      icon={<RemoveShoppingCartOutlined color="secondary" sx={{ fontSize: 64 }} />}
      title={t('checkout.emptyCart')}
      hint={t('checkout.emptyCartHint')}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t('checkout.browseMenu')}
        </Button>
      }
    />
  );
}

/** /foods/item-view-cart, titled Payment (signed-in customers only; the route gate sends visitors to /login). */
export const PaymentPage = observer(function PaymentPage() {
  const t = useT();
  const store = useInjection(CheckoutStore);
  const navigate = useNavigate();
  useStoreLifecycle(store);
  useEffect(prefetchOrderScreen, []);

  const place = async () => {
    const outcome = await store.placeOrder();
    if (outcome.kind === 'redirect') followRedirect(outcome.target, navigate);
    if (outcome.kind === 'payment-failed')
      void navigate('/order-status/failed', outcome.reason ? { state: PAYMENT_PAGE_REFUSED_STATE } : undefined);
    if (outcome.kind === 'cash-order') void navigate(`/order-status-cod/${encodeURIComponent(outcome.orderId)}`);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('checkout.title')} subtitle={t('checkout.subtitle')} sx={{ mb: 3 }} />
      <AwaitedPaymentNotice />
      {!store.cart.ready && <PageSpinner label={t('checkout.loadingCart')} />}
      {store.isEmpty && <EmptyCart />}
      {store.cart.ready && !store.isEmpty && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Stack spacing={3}>
            <CheckoutItems cart={store.cart} />
            {store.seat ? <SeatDeliveryCard store={store} /> : <AddressChooser store={store} />}
            {!store.seat && <DeliveryInstructionsCard draft={store.instructions} />}
          </Stack>
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <PaymentMethodToggle store={store} />
            <BillDetails store={store} />
            <PlaceOrderButton store={store} onPlace={() => void place()} />
            <Link component={RouterLink} to="/" sx={{ ...STANDALONE_LINK_SX, textAlign: 'center', fontWeight: 700 }}>
              {t('checkout.browseMenu')}
            </Link>
          </Stack>
        </Box>
      )}
    </Container>
  );
});
