import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { ChangeRestaurantPrompt } from '../../components/cart/ChangeRestaurantPrompt';

/** 'Change Restaurant?': asked before another restaurant's dish replaces the cart. */
export const ChangeRestaurantDialog = observer(function ChangeRestaurantDialog({
  ordering,
}: {
  ordering: MenuOrderingStore;
}) {
  const item = ordering.pendingChange;
  return (
    <ChangeRestaurantPrompt
      open={item !== null}
      what={item?.itemName ?? 'this item'}
      onCancel={ordering.cancelRestaurantChange}
      onConfirm={ordering.confirmRestaurantChange}
    />
  );
});
