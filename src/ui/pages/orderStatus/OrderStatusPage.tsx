import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PaymentStatusStore } from '../../../application/checkout/PaymentStatusStore';
import { useInjection } from '../../di/ContainerProvider';
import { OrderStatusView } from './OrderStatusView';

/** Follows one order's payment (checks stop when the screen goes away). */
function OrderStatusScreen({ orderId }: { orderId: string | null }) {
  const store = useInjection(PaymentStatusStore);
  useEffect(() => {
    store.start(orderId);
    return store.dispose;
  }, [store, orderId]);
  return <OrderStatusView store={store} />;
}

/** /order-status/{orderId} and /order-status-cod/{orderId}: the same status view from the order id. */
export function OrderStatusPage() {
  const { orderId = '' } = useParams();
  return <OrderStatusScreen key={orderId} orderId={orderId} />;
}

/** /order-status/failed: a failed online payment. */
export function PaymentFailedPage() {
  return <OrderStatusScreen orderId={null} />;
}
