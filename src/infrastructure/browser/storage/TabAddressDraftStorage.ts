import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { AddressDraft } from '../../../domain/address/Address';
import { AddressSchema } from '../../../domain/address/addressSchema';
import type { AddressDraftStorage, AddressFormId } from '../../ports/AddressDraftStorage';
import { type KeyValueStore, TabKeyValueStoreToken, TabStorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from './storedJson';

const DraftSchema = z.omit(AddressSchema, { id: true, isDefault: true });
const FormIdSchema = z.string().check(z.regex(/^(add|edit:.+)$/));

/** One customer's drafts, by form. A form id is at most an address id long: a few forms at most are ever kept. */
const SavedDraftsSchema = z.object({
  owner: z.string(),
  drafts: z.record(FormIdSchema, DraftSchema),
});
type SavedDrafts = z.infer<typeof SavedDraftsSchema>;

/** The address drafts under railbite.addressDraft in this tab's sessionStorage (erased on sign-out). */
@injectable()
export class TabAddressDraftStorage implements AddressDraftStorage {
  constructor(@inject(TabKeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(owner: string, form: AddressFormId): AddressDraft | null {
    const saved = this.saved();
    const draft = saved?.owner === owner ? saved.drafts[form] : undefined;
    return draft ? { ...draft, landmark: draft.landmark ?? '', state: draft.state ?? '' } : null;
  }

  save(owner: string, form: AddressFormId, draft: AddressDraft) {
    const saved = this.saved();
    const drafts = saved?.owner === owner ? saved.drafts : {};
    this.write({ owner, drafts: { ...drafts, [form]: draft } });
  }

  forget(form: AddressFormId) {
    const saved = this.saved();
    if (!saved || !(form in saved.drafts)) return;
    const { [form]: _forgotten, ...drafts } = saved.drafts;
    this.write({ owner: saved.owner, drafts });
  }

  private saved(): SavedDrafts | null {
    return readStoredJson(this.storage, TabStorageKeys.addressDraft, SavedDraftsSchema);
  }

  private write(saved: SavedDrafts) {
    if (Object.keys(saved.drafts).length === 0) this.storage.removeItem(TabStorageKeys.addressDraft);
    else writeStoredJson(this.storage, TabStorageKeys.addressDraft, saved);
  }
}
