import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { StorageKeys } from '../../../infrastructure/ports/KeyValueStore';
import { RestaurantDocsPage } from './documents/RestaurantDocsPage';

const FSSAI_ADDRESS_TEXT =
  'The address on your FSSAI certificate must be the address of this restaurant: we check it against the certificate before your restaurant goes live.';
const DOCUMENTS_MEMORY_ONLY_TEXT =
  'For your security, your PAN, GSTIN, IFSC and bank account number are kept only while this page is open: they are never saved on this device, so after a reload you enter them again.';

describe('partner onboarding: documents', () => {
  it('states the FSSAI address rule without claiming a mismatch the partner could not correct', async () => {
    await renderPage(<RestaurantDocsPage />, '/restaurant-docs');
    expect(await screen.findByText(FSSAI_ADDRESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/does not match the address on your FSSAI certificate/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Address' })).toBeNull();
  });

  it('checks the format of each number once the field is left', async () => {
    await renderPage(<RestaurantDocsPage />, '/restaurant-docs');
    const user = userEvent.setup();
    const pan = await screen.findByLabelText('Business PAN');
    await user.type(pan, 'abcde1234f');
    expect(pan).toHaveValue('ABCDE1234F');
    await user.tab();
    expect(screen.getByText('Enter a valid 10-character PAN, e.g. AAPFU0939F')).toBeInTheDocument();
    await user.type(screen.getByLabelText('FSSAI licence number'), '1234-5678');
    expect(screen.getByLabelText('FSSAI licence number')).toHaveValue('12345678');
  });

  it('says the tax and bank numbers are kept only while the page is open, and saves none of them', async () => {
    const { harness } = await renderPage(<RestaurantDocsPage />, '/restaurant-docs');
    const user = userEvent.setup();
    expect(await screen.findByText(DOCUMENTS_MEMORY_ONLY_TEXT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business PAN'), 'AAPFU0939F');
    await user.type(screen.getByLabelText('Bank account number'), '50100123456789');
    await user.type(screen.getByLabelText('FSSAI licence number'), '10020011000123');
    const saved = harness.storage.getItem(StorageKeys.partnerOnboarding)!;
    expect(saved).toContain('10020011000123');
    expect(saved).not.toContain('AAPFU0939F');
    expect(saved).not.toContain('50100123456789');
  });
});
