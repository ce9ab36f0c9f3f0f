/** radio: exactly one option; checkbox: any number (FEATURES F-menu: Add-on group). */
export type AddOnGroupType = 'radio' | 'checkbox';
/** absolute: the chosen option's price replaces the item price; relative: it is added to it. */
export type AddOnPriceType = 'absolute' | 'relative';

/** One option of a group (the API calls them the group's items). Price in paise. */
export interface AddOnOption {
  id: string;
  itemName: string;
  price: number;
  isDefault: boolean;
}

export interface AddOnGroup {
  id: string;
  groupName: string;
  type: AddOnGroupType;
  priceType: AddOnPriceType;
  options: AddOnOption[];
}

/** The options chosen in one group. Option ids are unique across groups (they are add-on item ids). */
export interface AddOnChoice {
  groupId: string;
  optionIds: string[];
}

/** A customization of the item already in the server's cart (FEATURES F-menu: Customization data, existingMenu). */
export interface ExistingCustomization {
  menuId: string;
  menuCount: number;
  quantity: number;
  /** The chosen options as text. */
  itemsText: string;
}

/** What get-menu-add-on-and-sizes answers: the groups and the customizations already in the cart. */
export interface AddOnOptions {
  groups: AddOnGroup[];
  existing: ExistingCustomization[];
}
