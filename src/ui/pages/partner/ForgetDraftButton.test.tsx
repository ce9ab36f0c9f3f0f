import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { harnessWithDraft } from '../../../../test/helpers/onboardingHarness';
import { givenReadyDraft } from '../../../../test/helpers/partnerDrafts';
import { renderPage } from '../../../../test/helpers/renderPage';
import { StorageKeys } from '../../../infrastructure/ports/KeyValueStore';
import { RestaurantDocsPage } from './documents/RestaurantDocsPage';
import { RestaurantNamePage } from './RestaurantNamePage';

describe("partner onboarding: 'Forget this draft'", () => {
  it('asks first, then removes the draft (bank details included) and opens the first step empty', async () => {
    const draft = givenReadyDraft();
    const harness = await harnessWithDraft(draft);
    const { router } = await renderPage(<RestaurantDocsPage />, '/restaurant-docs', {
      harness,
      routes: [{ path: '/restaurent-name', element: <RestaurantNamePage /> }],
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Bank account number/)).toHaveValue(draft.documents.bankAccount);
    expect(harness.storage.getItem(StorageKeys.partnerOnboarding)).toContain(draft.restaurantInfo.ownerName);

    await user.click(screen.getByRole('button', { name: 'Forget this draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this draft?' });
    expect(dialog).toHaveTextContent('the bank details included');
    await user.click(screen.getByRole('button', { name: 'Keep draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Bank account number/)).toHaveValue(draft.documents.bankAccount);

    await user.click(screen.getByRole('button', { name: 'Forget this draft' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Forget this draft?' })).getByRole('button', {
        name: 'Forget this draft',
      }),
    );
    expect(router.state.location.pathname).toBe('/restaurent-name');
    expect(await screen.findByLabelText('Restaurant name')).toHaveValue('');
    expect(harness.storage.getItem(StorageKeys.partnerOnboarding)).toBeNull();
  });
});
