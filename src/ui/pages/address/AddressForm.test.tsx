import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderPage } from '../../../../test/helpers/renderPage';
import { AddAddressPage } from './AddAddressPage';
import { AddressListPage } from './AddressListPage';
import { EditAddressPage } from './EditAddressPage';

const EDIT_ADDRESS = '/user/address/edit/:id';

/** Puts a value into a field in one input event (typing character by character is slow in jsdom). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('address form messages', () => {
  it('asks for the required fields, then for a map point; the pincode keeps 6 digits at most', async () => {
    const user = userEvent.setup();
    await renderPage(<AddAddressPage />, '/user/address/add', { signedInAs: 'kabir' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Complete Address')).toHaveAccessibleDescription('Complete address is required');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Complete Address')).toHaveFocus();

    await fill(user, screen.getByLabelText('Complete Address'), 'Flat 9, Raj Towers');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Area'), 'Malviya Nagar');
    await fill(user, screen.getByLabelText('City'), 'Jaipur');
    await user.type(screen.getByLabelText('Pincode'), 'PIN 302-0178');
    expect(screen.getByLabelText('Pincode')).toHaveValue('302017');
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('Please select a location on the map')).toBeInTheDocument();
  });

  it('takes the point from the map picker, saves, and returns to the list about 1 s later', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<AddAddressPage />, '/user/address/add', {
      signedInAs: 'kabir',
      toasts: true,
      routes: [{ path: '/user/address', element: <AddressListPage /> }],
    });
    await fill(user, await screen.findByLabelText('Complete Address'), 'Flat 9, Raj Towers');
    await user.click(screen.getByRole('button', { name: 'Select on Map' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Location on Map' });
    expect(await within(picker).findByText('Geolocation is not supported by this browser')).toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: 'Select Location' })).not.toBeInTheDocument();
    await fill(user, within(picker).getByLabelText('Search for a place'), 'Malviya Nagar Jaipur');
    await user.click(within(picker).getByRole('button', { name: 'Search' }));
    expect(await within(picker).findByText('Area: Malviya Nagar · City: Jaipur · Pincode: 302017')).toBeInTheDocument();
    expect(within(picker).getByText('Coordinates: 26.853000, 75.801500')).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Select Location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Area')).toHaveValue('Malviya Nagar');
    expect(screen.getByLabelText('Complete Address')).toHaveValue('Flat 9, Raj Towers');
    expect(screen.getByTestId('map-point')).toHaveTextContent('Latitude 26.853000, Longitude 75.801500');

    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/address/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/address'));
    // Waited for as a whole: the list may draw the card again between a find and an assertion on the node it found
    // (the full run saw a found card already detached).
    await waitFor(() => expect(screen.getByText('Flat 9, Raj Towers')).toBeInTheDocument());
  });

  it("edit shows 'Loading address...', then the address; Cancel returns to the list", async () => {
    const user = userEvent.setup();
    const harness = await createHarness('fake', { config: { fakeLatencyMs: 150 } });
    const { router } = await renderPage(<EditAddressPage />, '/user/address/edit/2', {
      pattern: EDIT_ADDRESS,
      signedInAs: 'aarav',
      harness,
    });
    expect(await screen.findByText('Loading address...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Area')).toHaveValue('Nehru Place');
    expect(screen.getByRole('radio', { name: 'Work' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/user/address');
  });

  it("an unknown id shows 'Address not found' and returns to the list", async () => {
    const { router } = await renderPage(<EditAddressPage />, '/user/address/edit/3', {
      pattern: EDIT_ADDRESS,
      signedInAs: 'aarav',
      toasts: true,
    });
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/address'));
  });
});
