import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { PAYMENT_METHODS } from '../../../domain/checkout/PaymentMethod';
import type { PaymentChoice, PaymentChoiceStorage } from '../../ports/PaymentChoiceStorage';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from './storedJson';

const SavedChoiceSchema = z.object({ method: z.enum(PAYMENT_METHODS), restaurantId: z.string().check(z.minLength(1)) });

/** The chosen payment method under railbite.paymentChoice (a per-customer key, removed on sign-out). */
@injectable()
export class KeyValuePaymentChoiceStorage implements PaymentChoiceStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): PaymentChoice | null {
    return readStoredJson(this.storage, StorageKeys.paymentChoice, SavedChoiceSchema);
  }

  save(choice: PaymentChoice) {
    writeStoredJson(this.storage, StorageKeys.paymentChoice, choice);
  }

  forget() {
    this.storage.removeItem(StorageKeys.paymentChoice);
  }
}
