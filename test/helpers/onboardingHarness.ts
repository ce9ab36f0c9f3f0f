import { PartnerOnboardingStore } from '../../src/application/partner/PartnerOnboardingStore';
import type { OnboardingDraft } from '../../src/domain/partner/onboardingDraft';
import { createHarness } from './adapterSets';

/**
 * A fake-backend harness whose partner-onboarding store already holds this draft, as when the owner entered it
 * earlier in this visit (the document numbers live only in memory; the rest is also saved on the device).
 */
export async function harnessWithDraft(draft: OnboardingDraft) {
  const harness = await createHarness('fake');
  // The draft's storage is downloaded on first use (an async binding): built once here, then at hand to `get`.
  (await harness.container.getAsync(PartnerOnboardingStore)).draft = structuredClone(draft);
  return harness;
}
