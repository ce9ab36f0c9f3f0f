import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { OrderCancellationStore } from '../../../application/orders/OrderCancellationStore';
import type { Order } from '../../../domain/order/Order';
import { ORDER_CANCEL_TEXTS } from '../../../domain/order/orderCancellation';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { useInjection } from '../../di/ContainerProvider';
import { refundText } from '../../format/refundText';

/**
 * 'Cancel order' on an order the restaurant has not started cooking (FEATURES F-cancel): a dialog states the refund
 * before confirming. On an order still on its way that can no longer be cancelled, the reason instead.
 */
export const CancelOrderButton = observer(function CancelOrderButton({ order }: { order: Order }) {
  const store = useInjection(OrderCancellationStore);
  const titleId = useId();
  const { cancellation } = order;
  if (!cancellation) return null;
  if (!cancellation.allowed) {
    return isActiveOrder(order) && cancellation.reason ? (
      <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {cancellation.reason}
      </Typography>
    ) : null;
  }
  const asking = store.asking?.orderId === order.orderId ? store.asking : null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => store.ask(order)}
        aria-label={`${ORDER_CANCEL_TEXTS.button} ${order.orderId}`}
      >
        {ORDER_CANCEL_TEXTS.button}
      </Button>
      <Dialog open={asking !== null} onClose={store.keep} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{ORDER_CANCEL_TEXTS.title(order.orderId)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{refundText(asking?.refundPaise ?? cancellation.refundPaise)}</DialogContentText>
          {store.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {store.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={store.keep} disabled={store.busy}>
            {ORDER_CANCEL_TEXTS.keep}
          </Button>
          <Button color="error" variant="contained" onClick={() => void store.confirm()} disabled={store.busy}>
            {store.busy ? ORDER_CANCEL_TEXTS.busy : ORDER_CANCEL_TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
