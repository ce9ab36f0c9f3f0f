import { makeAutoObservable } from 'mobx';
import type { MenuItem } from '../../domain/partner/menu';
import {
  type MenuItemErrors,
  type MenuItemInput,
  menuItemFromInput,
  validateMenuItemInput,
} from '../../domain/partner/menuItemInput';

/** The add/edit item dialog: the typed values and when to show their errors. */
export class MenuItemEditor {
  input: MenuItemInput;
  attempted = false;

  /** `itemId` is null for a new item. */
  constructor(
    readonly categoryId: number,
    readonly itemId: number | null,
    input: MenuItemInput,
  ) {
    this.input = input;
    makeAutoObservable(this, { categoryId: false, itemId: false }, { autoBind: true });
  }

  /** Errors of typed numbers show at once; a missing name or price only after Save. */
  get errors(): MenuItemErrors {
    const all = validateMenuItemInput(this.input);
    const shows = (field: keyof MenuItemErrors) =>
      this.attempted || (field !== 'name' && this.input[field].trim() !== '');
    return {
      name: shows('name') ? all.name : null,
      price: shows('price') ? all.price : null,
      rating: shows('rating') ? all.rating : null,
      reviewCount: shows('reviewCount') ? all.reviewCount : null,
    };
  }

  set<Key extends keyof MenuItemInput>(key: Key, value: MenuItemInput[Key]) {
    this.input[key] = value;
  }

  /** The item with this id, or null (and every error shown) while the form is invalid. */
  build(id: number): MenuItem | null {
    this.attempted = true;
    return menuItemFromInput(this.input, id);
  }
}
