import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clearDemoSettings,
  type DemoSettingsByOperation,
  setDemoSettings,
} from '../../../../test/helpers/apiOperations';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { HomePage } from './HomePage';

async function homeWith(settings: DemoSettingsByOperation) {
  const harness = await createHarness('fake');
  setDemoSettings(harness.storage, settings);
  return renderPage(<HomePage />, '/', { harness });
}

const grid = () => screen.getByRole('list', { name: 'Restaurants' });
const skeletons = () => screen.queryAllByTestId('restaurant-skeleton').length;

describe('home restaurant grid', () => {
  it('shows 8 skeletons on the first load, 4 and the loading text while loading more, then the end of the list', async () => {
    // The grid now starts loading in the same render as the banner (the sections are no longer a separate lazy
    // chunk): a 1 s answer keeps the first-load skeletons up long enough to be seen on a busy machine.
    await homeWith({ latencyMs: 1000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: "India's Best Authentic Food Delivery" }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(skeletons()).toBe(8), SLOW);
    expect(await screen.findByText('Loading more restaurants...', {}, SLOW)).toBeInTheDocument();
    expect(skeletons()).toBe(4);
    expect(await screen.findByText("You've reached the end of the list", {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(16));
    expect(skeletons()).toBe(0);
  });

  it('shows the empty state when nothing passes the filters, and clears them', async () => {
    await renderPage(<HomePage />, '/');
    const user = userEvent.setup();
    await screen.findByText("You've reached the end of the list", {}, SLOW);
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    for (const chip of ['Ratings 4.0+', 'Less than Rs. 300', 'Offers', 'Fast Delivery'])
      await user.click(filters.getByRole('button', { name: chip }));
    await user.selectOptions(filters.getByLabelText('Cuisine'), 'Mughlai');
    expect(await screen.findByText('No restaurants found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or location')).toBeInTheDocument();
    expect(screen.queryByText("You've reached the end of the list")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText("You've reached the end of the list", {}, SLOW)).toBeInTheDocument();
    expect(filters.getByRole('button', { name: 'Offers' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the loaded cards when a page fails and loads it on Try again; Discover New says so too', async () => {
    const { harness } = await homeWith({ faults: { restaurants: 'network' } });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), SLOW);
    expect(screen.getAllByText('Network Error.')).toHaveLength(2);
    const discoverNew = screen.getByRole('region', { name: 'Discover New' });
    clearDemoSettings(harness.storage);
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await screen.findByText("You've reached the end of the list", {}, SLOW)).toBeInTheDocument();
    expect(await within(discoverNew).findByRole('button', { name: 'Scroll left' }, SLOW)).toBeInTheDocument();
  });

  it("says 'Unable to determine location' when the device and the IP lookup both fail", async () => {
    await homeWith({ faults: { clientIp: 'network' } });
    expect(await screen.findByText('Unable to determine location', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Restaurants' })).not.toBeInTheDocument();
  });

  it("shows 'Browse by Cuisines' with every category and 'More coming', and the demo city switch", async () => {
    await renderPage(<HomePage />, '/');
    const cuisines = await screen.findByRole('navigation', { name: 'Cuisines' }, SLOW);
    expect(await within(cuisines).findByRole('link', { name: 'Biryani' }, SLOW)).toHaveAttribute(
      'href',
      '/cuisines?category_id=3&category_name=Biryani',
    );
    expect(within(cuisines).getAllByRole('link')).toHaveLength(16);
    expect(within(cuisines).getByText('More coming')).toBeInTheDocument();
    expect(screen.getByLabelText('Demo city')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Discover New' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeInTheDocument();
  });
});
