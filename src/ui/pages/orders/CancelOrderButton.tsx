import { observer } from 'mobx-react-lite';
import { OrderCancellationStore } from '../../../application/orders/OrderCancellationStore';
import type { Order } from '../../../domain/order/Order';
import { ORDER_CANCEL_TEXTS } from '../../../domain/order/orderCancellation';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { useInjection } from '../../di/ContainerProvider';
import { CancelOrderDialog } from '../../components/orders/CancelOrderDialog';
import { PlainButton } from '../../components/controls/PlainButton';
import css from './orderCard.module.css';

/**
 * 'Cancel order' on an order the restaurant has not started cooking (FEATURES F-cancel): a dialog states the refund
 * before confirming. On an order still on its way that can no longer be cancelled, the reason instead.
 */
export const CancelOrderButton = observer(function CancelOrderButton({ order }: { order: Order }) {
  const store = useInjection(OrderCancellationStore);
  const { cancellation } = order;
  if (!cancellation) return null;
  if (!cancellation.allowed) {
    return isActiveOrder(order) && cancellation.reason ? (
      <span className={css.reason}>{cancellation.reason}</span>
    ) : null;
  }
  const asking = store.asking?.orderId === order.orderId ? store.asking : null;
  return (
    <>
      <PlainButton
        size="small"
        variant="outlined"
        color="error"
        onClick={() => store.ask(order)}
        aria-label={`${ORDER_CANCEL_TEXTS.button} ${order.orderId}`}
      >
        {ORDER_CANCEL_TEXTS.button}
      </PlainButton>
      <CancelOrderDialog
        open={asking !== null}
        title={ORDER_CANCEL_TEXTS.title(order.orderId)}
        refundPaise={asking?.refundPaise ?? cancellation.refundPaise}
        error={store.error}
        busy={store.busy}
        onKeep={store.keep}
        onConfirm={() => void store.confirm()}
      />
    </>
  );
});
