import type { OnboardingStepKey } from '../../../domain/partner/onboardingProgress';

/** The onboarding routes, spelled as the spec spells them. */
export const ONBOARDING_PATHS = {
  name: '/restaurent-name',
  info: '/restaurent-info',
  documents: '/restaurant-docs',
  menu: '/menu-setup',
  contract: '/contract',
} as const satisfies Record<OnboardingStepKey | 'name', string>;
