import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givenCompleteRestaurantInfo } from '../../../../test/helpers/partnerDrafts';
import { harnessWithDraft } from '../../../../test/helpers/onboardingHarness';
import { renderPage, type RenderPageOptions } from '../../../../test/helpers/renderPage';
import { emptyOnboardingDraft } from '../../../domain/partner/onboardingDraft';
import { RestaurantDocsPage } from './documents/RestaurantDocsPage';
import { RestaurantInfoPage } from './info/RestaurantInfoPage';
import { RestaurantNamePage } from './RestaurantNamePage';

const renderInfo = (options?: RenderPageOptions) => renderPage(<RestaurantInfoPage />, '/restaurent-info', options);

describe('partner onboarding: name and restaurant information', () => {
  it('Save refuses a blank name, then keeps the name and opens step 1', async () => {
    const { router } = await renderPage(<RestaurantNamePage />, '/restaurent-name', {
      routes: [{ path: '/restaurent-info', element: <RestaurantInfoPage /> }],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: "Let's add your restaurant name", level: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the restaurant name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Restaurant name'), 'Banyan Leaf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(router.state.location.pathname).toBe('/restaurent-info');
    expect(await screen.findByLabelText('Restaurant name')).toHaveValue('Banyan Leaf');
  });

  it('shows the four steps with step 1 active', async () => {
    await renderInfo();
    const progress = await screen.findByRole('navigation', { name: 'Onboarding progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    [
      'Step 1: Restaurant Information (current step)',
      'Step 2: Documents',
      'Step 3: Menu Setup',
      'Step 4: Contract',
    ].forEach((text, index) => {
      expect(steps[index]).toHaveTextContent(text);
    });
    expect(steps[1]).not.toHaveTextContent('(complete)');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('keeps the first time slot, adds up to three and removes later ones', async () => {
    await renderInfo();
    const user = userEvent.setup();
    await screen.findByLabelText('Slot 1 opens');
    expect(screen.queryByRole('button', { name: /Remove slot 1/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add time slot' }));
    await user.click(screen.getByRole('button', { name: 'Add time slot' }));
    expect(screen.getByLabelText('Slot 3 opens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add time slot' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove slot 2' }));
    expect(screen.queryByLabelText('Slot 3 opens')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Slot 2 opens')).toBeInTheDocument();
  });

  it('Proceed stays on step 1 and shows what is missing', async () => {
    const { router } = await renderInfo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Proceed' }));
    expect(router.state.location.pathname).toBe('/restaurent-info');
    expect(screen.getByText("Enter the owner's full name")).toBeInTheDocument();
    expect(screen.getByText('Enter a mobile number')).toBeInTheDocument();
  });

  it('Proceed goes to the documents once step 1 is complete, marking it complete', async () => {
    const harness = await harnessWithDraft({
      ...emptyOnboardingDraft(),
      restaurantInfo: givenCompleteRestaurantInfo(),
    });
    const { router } = await renderInfo({
      harness,
      routes: [{ path: '/restaurant-docs', element: <RestaurantDocsPage /> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Proceed' }));
    expect(router.state.location.pathname).toBe('/restaurant-docs');
    const progress = await screen.findByRole('navigation', { name: 'Onboarding progress' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveTextContent('Restaurant Information (complete)');
  });

  it('edits separate timings per working day', async () => {
    await renderInfo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('radio', { name: 'Separate timings for each day' }));
    expect(screen.getByLabelText('Monday slot 1 opens')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sunday slot 1 opens')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Saturday time slot' }));
    expect(screen.getByRole('button', { name: 'Remove Saturday slot 2' })).toBeInTheDocument();
  });
});
