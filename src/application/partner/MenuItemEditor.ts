import { makeAutoObservable } from 'mobx';
import type { MenuItem } from '../../domain/partner/menu';
import { type MenuItemInput, menuItemFromInput, validateMenuItemInput } from '../../domain/partner/menuItemInput';
import { FormState } from '../shared/FormState';

type MenuItemSwitch = 'veg' | 'bestseller' | 'availability';

/** The add/edit item dialog: its form and the category (and item) it saves into. */
export class MenuItemEditor {
  /**
   * A field's error shows once it was edited (a typed number is checked as it is typed) and every error after Save,
   * so a dish without a name or a price is told so when saved.
   */
  readonly form: FormState<MenuItemInput>;

  /** `itemId` is null for a new item. */
  constructor(
    readonly categoryId: number,
    readonly itemId: number | null,
    input: MenuItemInput,
  ) {
    this.form = new FormState<MenuItemInput>({ values: input, validate: validateMenuItemInput, reveal: 'afterEdit' });
    makeAutoObservable(this, { categoryId: false, itemId: false, form: false }, { autoBind: true });
  }

  get input(): MenuItemInput {
    return this.form.values;
  }

  /** The dish's switches (veg, bestseller, available), which have no error. */
  toggle(key: MenuItemSwitch, on: boolean) {
    this.form.values[key] = on;
  }

  /** The item with this id, or null (and every error shown) while the form is invalid. */
  build(id: number): MenuItem | null {
    return this.form.submit() ? menuItemFromInput(this.form.values, id) : null;
  }
}
