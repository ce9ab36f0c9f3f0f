import type { Address, AddressDraft } from '../../domain/address/Address';

/**
 * The signed-in customer's saved delivery addresses (FEATURES F-address: address rows).
 * The server keeps exactly one default. Every method rejects with an AppError.
 */
export interface AddressApi {
  list(): Promise<Address[]>;
  create(draft: AddressDraft): Promise<void>;
  update(id: string, draft: AddressDraft): Promise<void>;
  setDefault(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export const AddressApiToken = Symbol.for('AddressApi');
