import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { NewCartPrompt } from '../../components/cart/NewCartPrompt';
import { useT } from '../../i18n/useT';
import { newCartQuestion } from '../../i18n/newCartQuestion';

/** 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.': asked before the menu's dish does so. */
export const NewCartDialog = observer(function NewCartDialog({ ordering }: { ordering: MenuOrderingStore }) {
  useT(); // The question is worded in the current language: render again when it changes.
  const pending = ordering.pendingNewCart;
  return (
    <NewCartPrompt
      open={pending !== null}
      question={pending ? newCartQuestion(pending.adding, pending.current) : ''}
      onCancel={ordering.cancelNewCart}
      onConfirm={ordering.confirmNewCart}
    />
  );
});
