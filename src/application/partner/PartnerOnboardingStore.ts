import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, toJS } from 'mobx';
import {
  emptyOnboardingDraft,
  isEmptyOnboardingDraft,
  type OnboardingDraft,
} from '../../domain/partner/onboardingDraft';
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
import { SessionStore } from '../session/SessionStore';

/**
 * The partner-onboarding draft shared by the five onboarding screens. It lives on the device only (saved on every
 * change) and is never sent to a server. PAN, GSTIN, IFSC and the bank account number stay in memory only: the
 * draft storage never keeps them (FEATURES F-safety). A sign-out (Logout, an ended session, another tab's) forgets the
 * whole draft, from the device and from memory, as does 'Forget this draft': the next person finds none of it.
 */
@injectable()
export class PartnerOnboardingStore {
  draft: OnboardingDraft;
  /** Counts the drafts forgotten: the screens start afresh (none keeps a copy of what was typed) when it changes. */
  generation = 0;

  constructor(
    @inject(OnboardingDraftStorageToken) private readonly drafts: OnboardingDraftStorage,
    @inject(SessionStore) session: Pick<SessionStore, 'isSignedIn'>,
  ) {
    const saved = drafts.read();
    this.draft = saved ?? emptyOnboardingDraft();
    makeAutoObservable<this, 'drafts'>(this, { drafts: false }, { autoBind: true });
    reaction(
      // toJS reads every field, so a change anywhere in the draft saves it; an empty draft is not kept at all.
      () => toJS(this.draft),
      (draft) => (isEmptyOnboardingDraft(draft) ? this.drafts.forget() : this.drafts.save(draft)),
      // Rewrites at once a draft an older version saved with the secret numbers in it.
      { fireImmediately: saved !== null },
    );
    reaction(
      () => session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.forget();
      },
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
    this.forget();
  }

  /** 'Forget this draft', or a sign-out: nothing entered stays, on the device or in memory (the bank details too). */
  forget() {
    this.draft = emptyOnboardingDraft();
    this.drafts.forget();
    this.generation += 1;
  }
}
