import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { AddOnChooserDialog } from './AddOnChooserDialog';
import { ChangeRestaurantDialog } from './ChangeRestaurantDialog';
import { CustomizationListDialog } from './CustomizationListDialog';
import { NewCartDialog } from './NewCartDialog';

/**
 * The menu's dialogs: choosing add-ons, the dish's customizations in the cart, 'Change Restaurant?' and
 * 'Start a new cart?'.
 */
export function MenuDialogs({ ordering }: { ordering: MenuOrderingStore }) {
  return (
    <>
      <AddOnChooserDialog ordering={ordering} />
      <CustomizationListDialog ordering={ordering} />
      <ChangeRestaurantDialog ordering={ordering} />
      <NewCartDialog ordering={ordering} />
    </>
  );
}
