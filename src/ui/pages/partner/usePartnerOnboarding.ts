import { PartnerOnboardingStore } from '../../../application/partner/PartnerOnboardingStore';
import { useInjectionWhenReady } from '../../di/useInjectionWhenReady';

/**
 * The onboarding draft's store. Its storage's code is downloaded when a partner screen first asks for it, so every
 * onboarding screen calls this before its own stores (which build on the draft): the screen waits for it once.
 */
export function usePartnerOnboarding(): PartnerOnboardingStore {
  return useInjectionWhenReady(PartnerOnboardingStore);
}
