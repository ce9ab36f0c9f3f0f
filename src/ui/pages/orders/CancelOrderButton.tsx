import { observer } from 'mobx-react-lite';
import { OrderCancellationStore } from '../../../application/orders/OrderCancellationStore';
import type { Order } from '../../../domain/order/Order';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { useInjection } from '../../di/ContainerProvider';
import { CancelOrderDialog } from '../../components/orders/CancelOrderDialog';
import { PlainButton } from '../../components/controls/PlainButton';
import { cancelFailureText, cancelReasonText } from '../../i18n/orderingText';
import { useT } from '../../i18n/useT';
import css from './orderCard.module.css';

/**
 * 'Cancel order' on an order the restaurant has not started cooking (FEATURES F-cancel): a dialog states the refund
 * before confirming. On an order still on its way that can no longer be cancelled, the reason instead.
 */
export const CancelOrderButton = observer(function CancelOrderButton({ order }: { order: Order }) {
  const t = useT();
  const store = useInjection(OrderCancellationStore);
  const { cancellation } = order;
  if (!cancellation) return null;
  if (!cancellation.allowed) {
    return isActiveOrder(order) && cancellation.reason ? (
      <span className={css.reason}>{cancelReasonText(cancellation.reason)}</span>
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
        aria-label={t('ordering.cancel.buttonLabel', { id: order.orderId })}
      >
        {t('ordering.cancel.button')}
      </PlainButton>
      <CancelOrderDialog
        open={asking !== null}
        title={t('ordering.cancel.title', { id: order.orderId })}
        refundPaise={asking?.refundPaise ?? cancellation.refundPaise}
        error={store.error && cancelFailureText(store.error)}
        busy={store.busy}
        onKeep={store.keep}
        onConfirm={() => void store.confirm()}
      />
    </>
  );
});
