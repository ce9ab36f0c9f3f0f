import Replay from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { Order } from '../../../domain/order/Order';
import { canReorder, REORDER_TEXT } from '../../../domain/reorder/reorder';
import { useReordering } from './ReorderContext';

/** 'Reorder' on a delivered or cancelled order: its lines go into the cart and Payment opens. */
export const ReorderButton = observer(function ReorderButton({ order }: { order: Order }) {
  const { store, reorder } = useReordering();
  if (!canReorder(order)) return null;
  const busy = store.busyOrderId === order.orderId;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Replay />}
      onClick={() => reorder(order)}
      disabled={store.busyOrderId !== null}
      aria-busy={busy}
    >
      {REORDER_TEXT.button}
    </Button>
  );
});
