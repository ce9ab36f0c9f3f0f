import { Container } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useLocation, useParams } from 'react-router-dom';
import { PaymentStatusStore } from '../../../application/checkout/PaymentStatusStore';
import { OrderLookupStore } from '../../../application/orders/OrderLookupStore';
import { SessionStore } from '../../../application/session/SessionStore';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { SeenNotice } from '../../components/feedback/SeenNotice';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { PAYMENT_PAGE_REFUSED_STATE } from '../checkout/followRedirect';
import { useT } from '../../i18n/useT';
import { OrderStatusView, PaymentFailedPanel } from './OrderStatusView';

/** Follows one order's payment (checks stop when the screen goes away) and finds the order in the history. */
const OrderStatusScreen = observer(function OrderStatusScreen({ orderId }: { orderId: string }) {
  const store = useInjection(PaymentStatusStore);
  useStoreLifecycle(store, orderId);
  const lookup = useInjection(OrderLookupStore);
  useStoreLifecycle(lookup, orderId);
  return (
    <>
      <Container maxWidth="sm">
        <SeenNotice sx={{ mt: 3 }} />
      </Container>
      <OrderStatusView store={store} order={lookup.order} orderPending={!lookup.looked} />
    </>
  );
});

/**
 * /order-status/{orderId} and /order-status-cod/{orderId}: the same status view from the order id. An order is the
 * customer's: signed out (or once a 401 ends the session) the screen asks to sign in, and comes back here after.
 */
export const OrderStatusPage = observer(function OrderStatusPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  const session = useInjection(SessionStore);
  if (!session.isSignedIn)
    return <SignInPrompt title={t('orderStatus.pageTitle')} message={t('ordering.status.signIn')} />;
  return <OrderStatusScreen key={orderId} orderId={orderId} />;
});

/**
 * /order-status/failed: a failed online payment (saying so when the payment page could not be opened). Nothing to ask
 * the server, so its prerendered page is the failure screen itself.
 */
export function PaymentFailedPage() {
  const t = useT();
  const state: unknown = useLocation().state;
  const refused =
    typeof state === 'object' &&
    state !== null &&
    (state as { reason?: unknown }).reason === PAYMENT_PAGE_REFUSED_STATE.reason;
  return <PaymentFailedPanel notice={refused ? t('ordering.checkout.paymentPageRefused') : undefined} />;
}
