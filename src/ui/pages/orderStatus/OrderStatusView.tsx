import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SearchOff from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AwaitedPayment } from '../../../application/checkout/AwaitedPayment';
import type { PaymentStatusStore } from '../../../application/checkout/PaymentStatusStore';
import type { Order } from '../../../domain/order/Order';
import { type OrderStatus, parseOrderStatus } from '../../../domain/order/orderStatus';
import { endedUndelivered } from '../../../domain/tracking/trackingRefresh';
import { trainOrderWords } from '../../i18n/trainOrderWords';
import { orderTotalText } from '../../format/itemCount';
import { closedOrderText } from '../../format/refundText';
import { useInjection } from '../../di/ContainerProvider';
import { t } from '../../i18n/i18n';
import { orderStatusText } from '../../i18n/orderStatusText';
import { useT } from '../../i18n/useT';
import { PAYMENT_PATH } from '../../navigation/paymentPath';
import { followRedirect } from '../checkout/followRedirect';
import { awaitedPaymentText } from '../../i18n/orderingText';
import { SeatOrderPanel } from '../train/SeatOrderPanel';
import { ReorderButton } from '../orders/ReorderButton';
import { ReorderProvider } from '../orders/ReorderContext';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {icon}
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The title of a placed order's screen: how it ended, once it has. */
function completedTitle(status: OrderStatus | null): string {
  if (status === 'delivered') return t('orderStatus.delivered');
  if (endedUndelivered(status)) return t('orderStatus.ended', { status: orderStatusText(status) });
  return t('orderStatus.placed');
}

/** The line under the title: where the order is now (it said 'will start preparing it shortly' to the end). */
function completedLine(status: OrderStatus | null): string {
  if (status === 'delivered') return t('orderStatus.enjoy');
  if (status && endedUndelivered(status)) return t('orderStatus.noLongerOnItsWay', { status: orderStatusText(status) });
  if (status === 'preparing') return t('orderStatus.preparing');
  if (status === 'out for delivery') return t('orderStatus.onItsWay');
  return t('orderStatus.received');
}

function OrderHistoryButton({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  const t = useT();
  return (
    <Button component={RouterLink} to="/user/order-history" variant={variant}>
      {t('orderStatus.viewHistory')}
    </Button>
  );
}

/**
 * The failure screen: Back to Home, and Retry Payment going back one page (the spec's rule: the Payment page). A page
 * loaded from outside the app (a link, a bookmark, a real gateway's redirect: React Router's 'default' entry) has no
 * page of the app before it, and going back left the app (a blank tab): then it opens the Payment page, where a
 * failed payment has put the order's dishes back. `notice` says why the payment page was not opened, when it was not.
 */
export function PaymentFailedPanel({ notice }: { notice?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const loadedFromOutside = useLocation().key === 'default';
  const retry = () => void (loadedFromOutside ? navigate(PAYMENT_PATH) : navigate(-1));
  return (
    <Panel icon={<ErrorOutline color="error" sx={{ fontSize: 72 }} />} title={t('status.paymentFailed')}>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Typography color="text.secondary">{t('orderStatus.paymentFailed')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('orderStatus.backHome')}
        </Button>
        <Button variant="contained" onClick={retry}>
          {t('orderStatus.retryPayment')}
        </Button>
      </Stack>
    </Panel>
  );
}

/**
 * The order result screen: processing (Pending, or no answer yet), success (Completed), failure (Failed) or not
 * found.
 */
export const OrderStatusView = observer(function OrderStatusView({
  store,
  order = null,
  orderPending = false,
}: {
  store: PaymentStatusStore;
  /** The order as the history has it (its status and lines), once found. */
  order?: Order | null;
  /** The order's record is still being read: the success screen, whose title and lines it sets, waits for it. */
  orderPending?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const awaited = useInjection(AwaitedPayment);
  if (store.notFound) {
    return (
      <Panel icon={<SearchOff color="action" sx={{ fontSize: 72 }} />} title={t('orderStatus.notFound')}>
        <Typography color="text.secondary">{t('orderStatus.notFoundHint')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('orderStatus.backHome')}
          </Button>
          <OrderHistoryButton variant="contained" />
        </Stack>
      </Panel>
    );
  }
  if (store.status === 'Failed') return <PaymentFailedPanel />;
  if (store.status === 'Completed' && !orderPending) {
    // A push is newer than the history read it may have caused.
    const orderStatus = store.orderStatus ?? (order ? parseOrderStatus(order.orderStatus) : null);
    const ended = endedUndelivered(orderStatus);
    const seatOrder = Boolean(order?.train);
    return (
      <Panel
        icon={
          ended ? (
            <ErrorOutline color="warning" sx={{ fontSize: 72 }} />
          ) : (
            <CheckCircleOutline color="success" sx={{ fontSize: 72 }} />
          )
        }
        title={completedTitle(orderStatus)}
      >
        <Typography color="text.secondary">{completedLine(orderStatus)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{t('orderStatus.orderId', { id: store.orderId })}</Typography>
        {/* What was ordered, for how much, and (a seat order) where: the card's lines, here too. */}
        {order && <Typography>{orderTotalText(order)}</Typography>}
        {order?.train && <Typography>{trainOrderWords(order.train)}</Typography>}
        {/* A seat order's status and refund are its train panel's. */}
        {orderStatus && !seatOrder && (
          <Typography role="status">{t('orderStatus.statusLine', { status: orderStatusText(orderStatus) })}</Typography>
        )}
        {ended && !seatOrder && order?.refundPaise != null && (
          <Typography>{closedOrderText(order.orderStatus, order.refundPaise)}</Typography>
        )}
        {/* Only a seat order has a train to ask about (an ordinary order's train read answered 404). */}
        <SeatOrderPanel orderId={seatOrder ? store.orderId : null} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {order && (
            <ReorderProvider>
              <ReorderButton order={order} />
            </ReorderProvider>
          )}
          <OrderHistoryButton variant={ended ? 'contained' : 'outlined'} />
          {!ended && (
            <Button
              variant="contained"
              onClick={() => void navigate('/track-order', { state: { orderId: store.orderId } })}
            >
              {t('orderStatus.track')}
            </Button>
          )}
        </Stack>
      </Panel>
    );
  }
  const processing = store.status === 'Pending' || store.stillConfirming;
  // This device left the order's payment page unpaid: nothing is being confirmed with a bank.
  const unpaidPage = store.status === 'Pending' ? awaited.targetFor(store.orderId) : null;
  if (unpaidPage) {
    return (
      <Panel icon={<PaymentsOutlined color="warning" sx={{ fontSize: 72 }} />} title={t('ordering.awaited.title')}>
        <Typography color="text.secondary">{awaitedPaymentText(store.orderId)}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => followRedirect(unpaidPage, navigate)}>
            {t('ordering.awaited.pay')}
          </Button>
          <OrderHistoryButton variant="outlined" />
        </Stack>
      </Panel>
    );
  }
  return (
    <Panel
      icon={
        // As large as the other screens' icons: the title does not move when the answer comes.
        <Box sx={{ display: 'grid', placeItems: 'center', width: 72, height: 72 }}>
          <CircularProgress size={64} aria-label={t('orderStatus.checkingPayment')} />
        </Box>
      }
      title={processing ? t('orderStatus.processing') : t('orderStatus.checking')}
    >
      <Typography color="text.secondary" role="status">
        {processing ? t('orderStatus.dontClose') : t('orderStatus.oneMoment')}
      </Typography>
      {store.stillConfirming && !store.unconfirmedTooLong && (
        <Alert severity="info">{t('orderStatus.stillConfirming')}</Alert>
      )}
      {store.unconfirmedTooLong && (
        <>
          <Alert severity="warning">{t('orderStatus.unconfirmedTooLong')}</Alert>
          <OrderHistoryButton variant="contained" />
        </>
      )}
    </Panel>
  );
});
