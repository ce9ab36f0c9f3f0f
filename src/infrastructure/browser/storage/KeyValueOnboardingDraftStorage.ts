import { inject, injectable } from 'inversify';
import { draftForDevice, type OnboardingDraft, OnboardingDraftSchema } from '../../../domain/partner/onboardingDraft';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { OnboardingDraftStorage } from '../../ports/OnboardingDraftStorage';
import { readStoredJson, writeStoredJson } from './storedJson';

/** The onboarding draft under railbite.partnerOnboarding (removed on sign-out), without secrets. */
@injectable()
export class KeyValueOnboardingDraftStorage implements OnboardingDraftStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): OnboardingDraft | null {
    const draft = readStoredJson(this.storage, StorageKeys.partnerOnboarding, OnboardingDraftSchema);
    return draft && draftForDevice(draft);
  }

  save(draft: OnboardingDraft) {
    writeStoredJson(this.storage, StorageKeys.partnerOnboarding, draftForDevice(draft));
  }

  forget() {
    this.storage.removeItem(StorageKeys.partnerOnboarding);
  }
}
