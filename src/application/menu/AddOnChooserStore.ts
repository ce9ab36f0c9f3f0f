import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type CartLine, lineFor } from '../../domain/cart/CartLine';
import { chooserQuantity } from '../../domain/cart/cartRules';
import type { AddOnChoice, AddOnGroup } from '../../domain/menu/AddOnGroup';
import { choiceIssue, defaultChoices, isChosen, toggleOption } from '../../domain/menu/addOnChoices';
import { unitPriceWithAddOns } from '../../domain/menu/addOnPricing';
import type { MenuItem } from '../../domain/menu/MenuItem';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { Submission } from '../shared/Submission';

/** The add-on chooser: radio and checkbox groups with their defaults, a quantity of at least 1, a live price. */
@injectable('Transient')
export class AddOnChooserStore {
  item: MenuItem | null = null;
  restaurantId = '';
  groups: AddOnGroup[] = [];
  choices: AddOnChoice[] = [];
  quantity = 1;
  readonly loading = new Submission();
  private request = 0;

  constructor(@inject(MenuApiToken) private readonly api: MenuApi) {
    makeAutoObservable<this, 'api' | 'request'>(this, { api: false, request: false }, { autoBind: true });
  }

  get isOpen() {
    return this.item !== null;
  }

  get loaded() {
    return this.item !== null && this.groups.length > 0 && !this.loading.running;
  }

  /** Price of one with the chosen add-ons (paise). */
  get unitPrice() {
    return this.item ? unitPriceWithAddOns(this.item.finalPrice, this.groups, this.choices) : 0;
  }

  get totalPrice() {
    return this.unitPrice * this.quantity;
  }

  /** Why the choice cannot be added yet (a typed issue the dialog words), or null. */
  get problem() {
    return this.loaded ? choiceIssue(this.groups, this.choices) : null;
  }

  get canAdd() {
    return this.loaded && this.problem === null;
  }

  async open(item: MenuItem, restaurantId: string) {
    this.item = item;
    this.restaurantId = restaurantId;
    this.groups = [];
    this.choices = [];
    this.quantity = 1;
    const request = ++this.request;
    const result = await this.loading.run(() => this.api.addOnOptions(item.menuId));
    if (request !== this.request || !result.ok) return;
    runInAction(() => {
      this.groups = result.value.groups;
      this.choices = defaultChoices(result.value.groups);
    });
  }

  retry() {
    if (this.item) void this.open(this.item, this.restaurantId);
  }

  isChosen(groupId: string, optionId: string) {
    return isChosen(this.choices, groupId, optionId);
  }

  toggle(groupId: string, optionId: string) {
    this.choices = toggleOption(this.groups, this.choices, groupId, optionId);
  }

  increase() {
    this.quantity += 1;
  }

  /** Never below 1. */
  decrease() {
    this.quantity = chooserQuantity(this.quantity - 1);
  }

  /** The cart line for the current choices, or null while they cannot be added. */
  line(): CartLine | null {
    return this.item && this.canAdd
      ? lineFor(this.item, this.restaurantId, this.quantity, this.groups, this.choices)
      : null;
  }

  close() {
    this.item = null;
    this.request += 1;
    this.loading.clearError();
  }
}
