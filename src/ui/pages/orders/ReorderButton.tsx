import { observer } from 'mobx-react-lite';
import type { Order } from '../../../domain/order/Order';
import { canReorder } from '../../../domain/reorder/reorder';
import { PlainButton } from '../../components/controls/PlainButton';
import { PathIcon } from '../../components/icons/PathIcon';
import { useT } from '../../i18n/useT';
import { ORDER_ICON_PATHS } from './orderIconPaths';
import { useReordering } from './ReorderContext';

/** 'Reorder' on a delivered or cancelled order: its lines go into the cart and Payment opens. */
export const ReorderButton = observer(function ReorderButton({ order }: { order: Order }) {
  const t = useT();
  const { store, reorder } = useReordering();
  if (!canReorder(order)) return null;
  const busy = store.busyOrderId === order.orderId;
  return (
    <PlainButton
      size="small"
      variant="outlined"
      startIcon={<PathIcon path={ORDER_ICON_PATHS.reorder} />}
      onClick={() => reorder(order)}
      disabled={store.busyOrderId !== null}
      aria-busy={busy}
    >
      {t('ordering.reorder.button')}
    </PlainButton>
  );
});
