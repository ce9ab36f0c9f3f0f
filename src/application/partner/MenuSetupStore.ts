import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  allMenuItems,
  isMenuComplete,
  type MenuCategory,
  nextId,
  validateCategoryName,
} from '../../domain/partner/menu';
import { emptyMenuItemInput, menuItemToInput } from '../../domain/partner/menuItemInput';
import { FormState } from '../shared/FormState';
import { MenuItemEditor } from './MenuItemEditor';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

interface CategoryNameInput {
  name: string;
}

/** Step 3, menu setup: categories (expandable) with items, edited in the onboarding draft. */
@injectable('Transient')
export class MenuSetupStore {
  /** The new category's name: a blank or repeated one is told once Add Category is pressed. */
  readonly newCategory: FormState<CategoryNameInput>;
  /** The category renamed inline: a blank or repeated name is told as it is typed. */
  renaming: { id: number; form: FormState<CategoryNameInput> } | null = null;
  /** The category awaiting confirmation of its removal (it still has items). */
  removalRequest: MenuCategory | null = null;
  editor: MenuItemEditor | null = null;
  /** Proceed was refused for a menu without a dish (cleared once a dish is saved). */
  proceedError: 'menuNeedsAnItem' | null = null;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.newCategory = new FormState<CategoryNameInput>({
      values: { name: '' },
      validate: ({ name }) => ({ name: validateCategoryName(name, this.categories) }),
      reveal: 'afterSubmit',
    });
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false, newCategory: false }, { autoBind: true });
  }

  get categories(): MenuCategory[] {
    return this.onboarding.draft.menu;
  }

  /** Adds an expanded, empty category; false (with the error shown) for a blank or repeated name. */
  addCategory(): boolean {
    if (!this.newCategory.submit()) return false;
    const name = this.newCategory.values.name.trim();
    this.categories.push({ id: nextId(this.categories), name, items: [], expanded: true });
    this.newCategory.reset({ name: '' });
    return true;
  }

  toggleCategory(id: number) {
    const category = this.find(id);
    if (category) category.expanded = !category.expanded;
  }

  startRename(id: number) {
    const category = this.find(id);
    if (!category) return;
    const form = new FormState<CategoryNameInput>({
      values: { name: category.name },
      validate: ({ name }) => ({ name: validateCategoryName(name, this.categories, id) }),
      reveal: 'afterEdit',
    });
    this.renaming = { id, form };
  }

  saveRename(): boolean {
    const category = this.renaming && this.find(this.renaming.id);
    if (!this.renaming || !category || !this.renaming.form.submit()) return false;
    category.name = this.renaming.form.values.name.trim();
    this.renaming = null;
    return true;
  }

  cancelRename() {
    this.renaming = null;
  }

  /** Removes an empty category at once; one with items waits for confirmRemoval(). */
  requestRemoval(id: number) {
    const category = this.find(id);
    if (!category) return;
    if (category.items.length === 0) this.removeCategory(id);
    else this.removalRequest = category;
  }

  confirmRemoval() {
    if (this.removalRequest) this.removeCategory(this.removalRequest.id);
    this.removalRequest = null;
  }

  cancelRemoval() {
    this.removalRequest = null;
  }

  openNewItem(categoryId: number) {
    this.editor = new MenuItemEditor(categoryId, null, emptyMenuItemInput());
  }

  openEditItem(categoryId: number, itemId: number) {
    const item = this.find(categoryId)?.items.find((entry) => entry.id === itemId);
    if (item) this.editor = new MenuItemEditor(categoryId, itemId, menuItemToInput(item));
  }

  closeEditor() {
    this.editor = null;
  }

  /** Saves the dialog's item into its category; false while the item form has errors. */
  saveItem(): boolean {
    const editor = this.editor;
    const category = editor && this.find(editor.categoryId);
    if (!editor || !category) return false;
    const item = editor.build(editor.itemId ?? nextId(allMenuItems(this.categories)));
    if (!item) return false;
    const index = category.items.findIndex((entry) => entry.id === item.id);
    if (index >= 0) category.items[index] = item;
    else category.items.push(item);
    this.editor = null;
    this.proceedError = null;
    return true;
  }

  removeItem(categoryId: number, itemId: number) {
    const category = this.find(categoryId);
    if (category) category.items = category.items.filter((item) => item.id !== itemId);
  }

  toggleAvailability(categoryId: number, itemId: number) {
    const item = this.find(categoryId)?.items.find((entry) => entry.id === itemId);
    if (item) item.availability = !item.availability;
  }

  /** True when the menu has a dish; otherwise says what is missing. */
  proceed(): boolean {
    this.proceedError = isMenuComplete(this.categories) ? null : 'menuNeedsAnItem';
    return this.proceedError === null;
  }

  private find(id: number) {
    return this.categories.find((category) => category.id === id);
  }

  private removeCategory(id: number) {
    this.onboarding.draft.menu = this.categories.filter((category) => category.id !== id);
  }
}
