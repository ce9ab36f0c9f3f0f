import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import {
  draftForDevice,
  emptyOnboardingDraft,
  type OnboardingDraft,
  readOnboardingDraft,
} from '../../domain/partner/onboardingDraft';
import {
  completedSteps,
  onboardingProgress,
  type OnboardingStepKey,
  stepsMissingBeforeContract,
} from '../../domain/partner/onboardingProgress';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../infrastructure/ports/KeyValueStore';

/**
 * The partner-onboarding draft shared by the five onboarding screens. It lives on the device only
 * (local storage `railbite.partnerOnboarding`, saved on every change) and is never sent to a server. PAN, GSTIN,
 * IFSC and the bank account number stay in memory only: they are never written to storage (issue 9 §8).
 */
@injectable()
export class PartnerOnboardingStore {
  draft: OnboardingDraft;

  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {
    const saved = storage.getItem(StorageKeys.partnerOnboarding);
    this.draft = readOnboardingDraft(saved);
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
    reaction(
      () => JSON.stringify(draftForDevice(this.draft)),
      (json) => this.storage.setItem(StorageKeys.partnerOnboarding, json),
      // Rewrites at once a draft an older version saved with the secret numbers in it.
      { fireImmediately: saved !== null },
    );
  }

  get completion() {
    return completedSteps(this.draft);
  }

  /** Steps 1-3 that still need work before the contract can be signed. */
  get missingBeforeContract() {
    return stepsMissingBeforeContract(this.draft);
  }

  progress(activeStep: OnboardingStepKey) {
    return onboardingProgress(this.draft, activeStep);
  }

  setRestaurantName(name: string) {
    this.draft.restaurantInfo.restaurantName = name;
  }

  recordSignature(signatoryName: string, signedAt: number) {
    this.draft.signature = { signatoryName, signedAt };
  }

  /** Forgets the whole draft (to register another restaurant). */
  startOver() {
    this.draft = emptyOnboardingDraft();
  }
}
