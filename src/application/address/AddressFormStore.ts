import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type AddressDraft, type AddressType, draftOf, emptyAddressDraft } from '../../domain/address/Address';
import { type AddressFieldProblem, addressFieldErrors } from '../../domain/address/addressFieldErrors';
import {
  type AddressDraftProblem,
  hasMapPoint,
  sanitizePincodeInput,
  validateAddressDraft,
} from '../../domain/address/addressValidation';
import type { GeoPoint } from '../../domain/geo/GeoPoint';
import type { PickedLocation, PlaceAddress } from '../../domain/geo/Place';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type AddressApi, AddressApiToken } from '../../infrastructure/ports/AddressApi';
import {
  type AddressDraftStorage,
  AddressDraftStorageToken,
  type AddressFormId,
} from '../../infrastructure/ports/AddressDraftStorage';
import { SessionStore } from '../session/SessionStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { FormState, type TextFieldOf } from '../shared/FormState';
import { AddressBookStore } from './AddressBookStore';

export type AddressTextField = 'completeAddress' | 'area' | 'city' | 'pincode' | 'landmark';
/** A field's problem, or the form's one message. */
export type AddressProblem = AddressFieldProblem | AddressDraftProblem;
/** editing: the form is shown; loading: 'Loading address...'; not-found / load-failed: back to the list. */
export type AddressFormPhase = 'editing' | 'loading' | 'not-found' | 'load-failed';

/**
 * The add and edit address forms (FEATURES F-address): fields, the map point, validation and saving. What the
 * customer types is kept as a draft in this tab, so a reload gives it back; a save, Cancel or sign-out forgets it.
 */
@injectable('Transient')
export class AddressFormStore {
  /**
   * One message at a time (FEATURES F-address), shown when a save is refused until the next edit; each field in error
   * is marked too, and the first takes the focus.
   */
  readonly form = new FormState<AddressDraft, TextFieldOf<AddressDraft>, AddressProblem>({
    values: emptyAddressDraft(),
    validate: addressFieldErrors,
    validateForm: validateAddressDraft,
    reveal: 'afterSubmit',
    normalize: { pincode: sanitizePincodeInput },
    onEdit: () => this.keepDraft(),
  });
  editingId: string | null = null;
  phase: AddressFormPhase = 'editing';
  saving = false;
  saved = false;
  pickerOpen = false;

  constructor(
    @inject(AddressApiToken) private readonly api: AddressApi,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddressDraftStorageToken) private readonly drafts: AddressDraftStorage,
  ) {
    makeAutoObservable<this, 'api' | 'book' | 'notifications' | 'session' | 'drafts'>(
      this,
      { api: false, book: false, notifications: false, session: false, drafts: false },
      { autoBind: true },
    );
    const draft = this.savedDraft();
    if (draft) this.form.reset(draft);
  }

  /** The form the values are of: the add form, or the edit form of the address being edited. */
  private get formId(): AddressFormId {
    return this.editingId === null ? 'add' : `edit:${this.editingId}`;
  }

  private savedDraft(): AddressDraft | null {
    const owner = this.session.ownerKey;
    return owner ? this.drafts.read(owner, this.formId) : null;
  }

  /** Keeps what was typed (an edit of the customer's, never values loaded from the server). */
  private keepDraft() {
    const owner = this.session.ownerKey;
    if (owner && !this.saved) this.drafts.save(owner, this.formId, { ...this.values });
  }

  /** Cancel: what was typed is dropped, and the form opens from the saved address (or empty) next time. */
  cancel() {
    this.drafts.forget(this.formId);
  }

  get values(): AddressDraft {
    return this.form.values;
  }

  /** The form's problem, if the last submit was refused and nothing was edited since. */
  get error(): AddressProblem | null {
    return this.form.shownFormMessage;
  }

  get mapPoint(): GeoPoint | null {
    return hasMapPoint(this.values) ? { latitude: this.values.latitude, longitude: this.values.longitude } : null;
  }

  /** What the map picker opens on: the chosen point and its address, when there is one. */
  get pickedLocation(): PickedLocation | null {
    const point = this.mapPoint;
    if (!point) return null;
    const { completeAddress, area, city, pincode, state = '', placeId } = this.values;
    const address: PlaceAddress = {
      formattedAddress: completeAddress || [area, city, pincode].filter(Boolean).join(', '),
      placeId,
      area,
      city,
      pincode,
      state,
      country: 'India',
    };
    return { ...point, placeId, address };
  }

  setAddressType(type: AddressType) {
    this.values.addressType = type;
    this.keepDraft();
  }

  openPicker() {
    this.pickerOpen = true;
  }

  closePicker() {
    this.pickerOpen = false;
  }

  /** Takes the point and address chosen on the map; the complete address is kept if already typed. */
  applyPickedLocation(picked: PickedLocation) {
    const { address } = picked;
    const { values, form } = this;
    Object.assign(values, { latitude: picked.latitude, longitude: picked.longitude, placeId: picked.placeId });
    form.setField('area', address.area || values.area);
    form.setField('city', address.city || values.city);
    form.setField('pincode', sanitizePincodeInput(address.pincode) || values.pincode);
    form.setField('state', address.state || (values.state ?? ''));
    form.setField('completeAddress', values.completeAddress.trim() ? values.completeAddress : address.formattedAddress);
    this.keepDraft();
    this.pickerOpen = false;
  }

  /** Loads the address to edit from the customer's list, by id (an id that is not one is not found, unasked). */
  async startEdit(id: string): Promise<void> {
    this.editingId = id;
    if (!isSafeResourceId(id)) {
      this.phase = 'not-found';
      this.notifications.error({ kind: 'addressNotFound' });
      return;
    }
    this.phase = 'loading';
    try {
      const found = (await this.api.list()).find((address) => address.id === id);
      runInAction(() => {
        // A draft typed before a reload wins over the saved address: it is what the customer last saw.
        if (found) this.form.reset(this.savedDraft() ?? draftOf(found));
        this.phase = found ? 'editing' : 'not-found';
      });
      if (!found) this.notifications.error({ kind: 'addressNotFound' });
    } catch (error) {
      console.warn('The address to edit could not be loaded', error);
      runInAction(() => {
        this.phase = 'load-failed';
      });
      this.notifications.error({ kind: 'addressLoadFailed' });
    }
  }

  /** Validates, then creates or updates. Resolves true when saved (the page then returns to the list). */
  async submit(): Promise<boolean> {
    if (this.saving || this.saved) return false;
    if (!this.form.submit()) return false;
    this.saving = true;
    const draft = { ...this.values };
    const ok = this.editingId ? await this.book.update(this.editingId, draft) : await this.book.create(draft);
    runInAction(() => {
      this.saving = false;
      this.saved = ok;
    });
    if (ok) this.drafts.forget(this.formId);
    return ok;
  }
}
