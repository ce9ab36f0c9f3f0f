import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { ChangeRestaurantPrompt } from '../../components/cart/ChangeRestaurantPrompt';
import { useT } from '../../i18n/useT';

/** 'Change Restaurant?': asked before another restaurant's dish replaces the cart. */
export const ChangeRestaurantDialog = observer(function ChangeRestaurantDialog({
  ordering,
}: {
  ordering: MenuOrderingStore;
}) {
  const t = useT();
  const item = ordering.pendingChange;
  return (
    <ChangeRestaurantPrompt
      open={item !== null}
      what={item?.itemName ?? t('browse.menu.thisItem')}
      onCancel={ordering.cancelRestaurantChange}
      onConfirm={ordering.confirmRestaurantChange}
    />
  );
});
