import { expect, it } from 'vitest';
import type { ServiceIdentifier } from 'inversify';
import { LoginFormStore } from '../../application/auth/LoginFormStore';
import { CartStore } from '../../application/cart/CartStore';
import { RestaurantGridStore } from '../../application/catalogue/RestaurantGridStore';
import { CheckoutStore } from '../../application/checkout/CheckoutStore';
import { PartnerOnboardingStore } from '../../application/partner/PartnerOnboardingStore';
import { SessionStore } from '../../application/session/SessionStore';
import { HelpCenterStore } from '../../application/support/HelpCenterStore';
import { SupportChatStore } from '../../application/support/SupportChatStore';
import { createHarness } from '../../../test/helpers/adapterSets';

// Stores are not listed in the composition root: the container builds them on first use with the scope
// each class declares, so a screen's store arrives with the screen's chunk.
it('builds an app-wide store once and shares it', async () => {
  const { container } = await createHarness('fake');
  // The onboarding draft's storage is downloaded on first use (an async binding): built with getAsync, once, and
  // then at hand to every `get` (the partner screens wait for it: src/ui/pages/partner/usePartnerOnboarding.ts).
  const onboarding = await container.getAsync(PartnerOnboardingStore);
  expect(container.get(PartnerOnboardingStore)).toBe(onboarding);
  const singletons: ServiceIdentifier<object>[] = [SessionStore, CartStore, SupportChatStore, PartnerOnboardingStore];
  for (const store of singletons) {
    expect(container.get(store)).toBe(container.get(store));
  }
  expect(container.get(CartStore)).toBeInstanceOf(CartStore);
});

it("builds a screen's form store fresh for every visit", async () => {
  const { container } = await createHarness('http');
  const screenStores: ServiceIdentifier<object>[] = [
    LoginFormStore,
    HelpCenterStore,
    RestaurantGridStore,
    CheckoutStore,
  ];
  for (const store of screenStores) {
    const first = container.get(store);
    expect(first).toBeInstanceOf(store);
    expect(container.get(store)).not.toBe(first);
  }
});
