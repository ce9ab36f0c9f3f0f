import type { AddressDraft } from '../../domain/address/Address';

/** Which address form a draft is of: the add form, or the edit form of one saved address. */
export type AddressFormId = 'add' | `edit:${string}`;

/**
 * What was typed into the address forms and not yet saved, kept in this tab (a reload keeps it, another tab never
 * sees it) for one customer; forgotten on save, Cancel and sign-out.
 */
export interface AddressDraftStorage {
  /** The draft of this form typed by this owner (SessionStore.ownerKey), or null. */
  read(owner: string, form: AddressFormId): AddressDraft | null;
  save(owner: string, form: AddressFormId, draft: AddressDraft): void;
  /** Forgets the draft of this form (saved or cancelled). */
  forget(form: AddressFormId): void;
}

export const AddressDraftStorageToken = Symbol.for('AddressDraftStorage');
