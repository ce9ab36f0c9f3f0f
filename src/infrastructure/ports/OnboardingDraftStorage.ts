import type { OnboardingDraft } from '../../domain/partner/onboardingDraft';

/**
 * The partner-onboarding draft kept on this device (never sent anywhere) until sign-out or 'Forget this draft'. PAN,
 * GSTIN, IFSC and the bank account number are never kept: `save` drops them and `read` drops them from a draft an older
 * version saved with them.
 */
export interface OnboardingDraftStorage {
  /** The saved draft without its secret numbers, or null when none (or nothing readable) is saved. */
  read(): OnboardingDraft | null;
  /** Saves the draft without its secret numbers. */
  save(draft: OnboardingDraft): void;
  /** Removes the saved draft. */
  forget(): void;
}

export const OnboardingDraftStorageToken = Symbol.for('OnboardingDraftStorage');
