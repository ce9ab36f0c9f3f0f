import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { NewCartPrompt } from '../../components/cart/NewCartPrompt';

/** 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.': asked before the menu's dish does so. */
export const NewCartDialog = observer(function NewCartDialog({ ordering }: { ordering: MenuOrderingStore }) {
  const pending = ordering.pendingNewCart;
  return (
    <NewCartPrompt
      open={pending !== null}
      question={pending?.question ?? ''}
      onCancel={ordering.cancelNewCart}
      onConfirm={ordering.confirmNewCart}
    />
  );
});
