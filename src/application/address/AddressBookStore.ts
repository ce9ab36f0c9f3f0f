import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Address, AddressDraft } from '../../domain/address/Address';
import { checkoutAddressOf, defaultAddressOf } from '../../domain/address/addressBook';
import { isAppError } from '../../domain/errors/AppError';
import { type AddressApi, AddressApiToken } from '../../infrastructure/ports/AddressApi';
import { type SavedAddressStorage, SavedAddressStorageToken } from '../../infrastructure/ports/SavedAddressStorage';
import type { AccountNotice } from '../account/accountNotices';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { AddressSelection } from './AddressSelection';

export type AddressListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The signed-in customer's saved addresses (FEATURES F-address: Addresses). After loading, deleting or setting the
 * default, the list is reloaded and the default becomes the selected address. The list is saved locally while
 * non-empty; a chosen address is cached as latestAddress. Signing out clears the list and the selection.
 */
@injectable()
export class AddressBookStore {
  addresses: Address[] = [];
  status: AddressListStatus = 'idle';
  /** The address a delete or set-default is running for. */
  pendingId: string | null = null;
  private promptDismissed = false;
  private loadTicket = 0;

  constructor(
    @inject(AddressApiToken) private readonly api: AddressApi,
    @inject(AddressSelection) private readonly selection: AddressSelection,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SavedAddressStorageToken) private readonly storage: SavedAddressStorage,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'api' | 'selection' | 'session' | 'storage' | 'notifications' | 'loadTicket'>(
      this,
      { api: false, selection: false, session: false, storage: false, notifications: false, loadTicket: false },
      { autoBind: true },
    );
    this.promptDismissed = storage.promptDismissed();
    if (session.isSignedIn) this.showList(storage.read());
    reaction(
      () => this.session.isSignedIn,
      (signedIn) => (signedIn ? void this.load() : this.clear()),
      { fireImmediately: true },
    );
  }

  get defaultAddress(): Address | null {
    return defaultAddressOf(this.addresses);
  }

  /** The address checkout pre-selects: the default, else the first. */
  get checkoutAddress(): Address | null {
    return checkoutAddressOf(this.addresses);
  }

  /** 'Add Delivery Address' prompt: signed in, the fetched list is empty, and not dismissed since signing in. */
  get showsNoAddressPrompt(): boolean {
    return this.session.isSignedIn && this.status === 'loaded' && this.addresses.length === 0 && !this.promptDismissed;
  }

  byId(id: string): Address | null {
    return this.addresses.find((address) => address.id === id) ?? null;
  }

  async load(): Promise<boolean> {
    const ticket = ++this.loadTicket;
    this.status = 'loading';
    try {
      const list = await this.api.list();
      if (ticket === this.loadTicket) runInAction(() => this.apply(list));
      return true;
    } catch (error) {
      if (ticket !== this.loadTicket) return false;
      runInAction(() => {
        this.status = 'failed';
      });
      if (!(isAppError(error) && error.kind === 'unauthorized'))
        this.notifications.error({ kind: 'addressListFailed' });
      return false;
    }
  }

  create(draft: AddressDraft): Promise<boolean> {
    return this.change(() => this.api.create(draft), { kind: 'addressCreated' }, { kind: 'addressCreateFailed' });
  }

  update(id: string, draft: AddressDraft): Promise<boolean> {
    return this.change(() => this.api.update(id, draft), { kind: 'addressUpdated' }, { kind: 'addressUpdateFailed' });
  }

  remove(id: string): Promise<boolean> {
    return this.change(() => this.api.remove(id), { kind: 'addressDeleted' }, { kind: 'addressDeleteFailed' }, id);
  }

  setDefault(id: string): Promise<boolean> {
    return this.change(
      () => this.api.setDefault(id),
      { kind: 'addressDefaultSet' },
      { kind: 'addressDefaultFailed' },
      id,
    );
  }

  /** The customer picks a delivery address (header dropdown): select it and cache it as latestAddress. */
  choose(address: Address) {
    this.selection.select(address);
    this.storage.saveLatest(address);
  }

  dismissNoAddressPrompt() {
    this.promptDismissed = true;
    this.storage.dismissPrompt();
  }

  private async change(
    task: () => Promise<void>,
    success: AccountNotice,
    failure: AccountNotice,
    id: string | null = null,
  ): Promise<boolean> {
    this.pendingId = id;
    try {
      await task();
    } catch (error) {
      console.warn(`The address book's change failed (${failure.kind})`, error);
      this.notifications.error(failure);
      return false;
    } finally {
      runInAction(() => {
        this.pendingId = null;
      });
    }
    this.notifications.success(success);
    await this.load();
    return true;
  }

  private apply(list: Address[]) {
    this.status = 'loaded';
    this.storage.save(list);
    this.showList(list);
  }

  /** Shows a list (the server's, or at start the locally saved one) and selects its default. */
  private showList(list: Address[]) {
    this.addresses = list;
    const chosen = this.defaultAddress;
    if (chosen) this.choose(chosen);
    else this.selection.select(null);
  }

  private clear() {
    this.loadTicket++;
    this.addresses = [];
    this.status = 'idle';
    this.promptDismissed = false;
    this.selection.select(null);
    this.storage.clear();
  }
}
