import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, toJS } from 'mobx';
import { emptyOnboardingDraft, type OnboardingDraft } from '../../domain/partner/onboardingDraft';
import {
  completedSteps,
  onboardingProgress,
  type OnboardingStepKey,
  stepsMissingBeforeContract,
} from '../../domain/partner/onboardingProgress';
import {
  type OnboardingDraftStorage,
  OnboardingDraftStorageToken,
} from '../../infrastructure/ports/OnboardingDraftStorage';

/**
 * The partner-onboarding draft shared by the five onboarding screens. It lives on the device only (saved on every
 * change) and is never sent to a server. PAN, GSTIN, IFSC and the bank account number stay in memory only: the
 * draft storage never keeps them (FEATURES F-safety).
 */
@injectable()
export class PartnerOnboardingStore {
  draft: OnboardingDraft;

  constructor(@inject(OnboardingDraftStorageToken) private readonly drafts: OnboardingDraftStorage) {
    const saved = drafts.read();
    this.draft = saved ?? emptyOnboardingDraft();
    makeAutoObservable<this, 'drafts'>(this, { drafts: false }, { autoBind: true });
    reaction(
      // toJS reads every field, so a change anywhere in the draft saves it.
      () => toJS(this.draft),
      (draft) => this.drafts.save(draft),
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
