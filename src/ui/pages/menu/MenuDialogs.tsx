import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { AddOnChooserDialog } from './AddOnChooserDialog';
import { ChangeRestaurantDialog } from './ChangeRestaurantDialog';
import { CustomizationListDialog } from './CustomizationListDialog';

/** The menu's dialogs: choosing add-ons, the dish's customizations in the cart, and 'Change Restaurant?'. */
export function MenuDialogs({ ordering }: { ordering: MenuOrderingStore }) {
  return (
    <>
      <AddOnChooserDialog ordering={ordering} />
      <CustomizationListDialog ordering={ordering} />
      <ChangeRestaurantDialog ordering={ordering} />
    </>
  );
}
