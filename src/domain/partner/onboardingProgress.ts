import { areDocumentsComplete } from './documents';
import { isMenuComplete } from './menu';
import type { OnboardingDraft } from './onboardingDraft';
import { isRestaurantInfoComplete } from './restaurantInfo';

/** The four steps of partner onboarding, in order. */
export const ONBOARDING_STEPS = [
  { key: 'info', number: 1 },
  { key: 'documents', number: 2 },
  { key: 'menu', number: 3 },
  { key: 'contract', number: 4 },
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

export interface OnboardingStepState {
  key: OnboardingStepKey;
  number: number;
  complete: boolean;
  active: boolean;
}

/** Which steps the draft completes: valid information, valid documents, a dish on the menu, a signed contract. */
export function completedSteps(draft: OnboardingDraft): Record<OnboardingStepKey, boolean> {
  return {
    info: isRestaurantInfoComplete(draft.restaurantInfo),
    documents: areDocumentsComplete(draft.documents),
    menu: isMenuComplete(draft.menu),
    contract: draft.signature !== null,
  };
}

/** The progress bar: every step with whether it is complete and whether it is the one on screen. */
export function onboardingProgress(draft: OnboardingDraft, activeStep: OnboardingStepKey): OnboardingStepState[] {
  const done = completedSteps(draft);
  return ONBOARDING_STEPS.map((step) => ({ ...step, complete: done[step.key], active: step.key === activeStep }));
}

/** The steps before the contract that are not complete yet (signing needs none left). */
export function stepsMissingBeforeContract(draft: OnboardingDraft): OnboardingStepState[] {
  return onboardingProgress(draft, 'contract').filter((step) => step.key !== 'contract' && !step.complete);
}
