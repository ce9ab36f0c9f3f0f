import { observer } from 'mobx-react-lite';
import { OrderLookupStore } from '../../../application/orders/OrderLookupStore';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { ReorderButton } from '../orders/ReorderButton';
import { ReorderProvider } from '../orders/ReorderContext';

/** 'Reorder' on the order's own screen once the order is delivered, cancelled or not delivered (FEATURES F-reorder). */
export const OrderScreenReorder = observer(function OrderScreenReorder({ orderId }: { orderId: string | null }) {
  const lookup = useInjection(OrderLookupStore);
  useStoreLifecycle(lookup, orderId);
  if (!lookup.order) return null;
  return (
    <ReorderProvider>
      <ReorderButton order={lookup.order} />
    </ReorderProvider>
  );
});
