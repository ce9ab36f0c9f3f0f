import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PaymentStatusStore } from '../../../application/checkout/PaymentStatusStore';
import { CHECKOUT_TEXT } from '../../../domain/checkout/checkoutTexts';

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

/** The order result screen: processing (Pending), success (Completed) or failure (Failed). */
export const OrderStatusView = observer(function OrderStatusView({ store }: { store: PaymentStatusStore }) {
  const navigate = useNavigate();
  if (store.status === 'Failed') {
    return (
      <Panel icon={<ErrorOutline color="error" sx={{ fontSize: 72 }} />} title="Payment Failed">
        <Typography color="text.secondary">{CHECKOUT_TEXT.paymentFailed}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to Home
          </Button>
          <Button variant="contained" onClick={() => navigate(-1)}>
            Retry Payment
          </Button>
        </Stack>
      </Panel>
    );
  }
  if (store.status === 'Completed') {
    return (
      <Panel icon={<CheckCircleOutline color="success" sx={{ fontSize: 72 }} />} title="Order Placed Successfully!">
        <Typography color="text.secondary">The restaurant has your order and will start preparing it shortly.</Typography>
        <Typography sx={{ fontWeight: 700 }}>Order ID: {store.orderId}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/user/order-history" variant="outlined">
            View Order History
          </Button>
          <Button variant="contained" onClick={() => navigate('/track-order', { state: { orderId: store.orderId } })}>
            Track Order
          </Button>
        </Stack>
      </Panel>
    );
  }
  const pending = store.status === 'Pending';
  return (
    <Panel icon={<CircularProgress size={64} aria-label="Checking the payment" />} title={pending ? 'Processing your payment...' : 'Checking your order...'}>
      <Typography color="text.secondary" role="status">
        {pending ? "Please don't close this page. We are confirming your payment with the bank." : 'One moment, please.'}
      </Typography>
    </Panel>
  );
});
