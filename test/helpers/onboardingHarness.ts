import type { OnboardingDraft } from '../../src/domain/partner/onboardingDraft';
import { StorageKeys } from '../../src/infrastructure/ports/KeyValueStore';
import { createHarness } from './adapterSets';

/** A fake-backend harness whose device already holds this onboarding draft (as after a reload). */
export async function harnessWithDraft(draft: OnboardingDraft) {
  const harness = await createHarness('fake');
  harness.storage.setItem(StorageKeys.partnerOnboarding, JSON.stringify(draft));
  return harness;
}
