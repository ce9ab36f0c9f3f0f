import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/helpers/renderApp';
import { SCREEN_LOAD } from '../../../../test/helpers/screenLoad';
import { PAN_INVALID_TEXT } from '../../../domain/partner/documents';

describe('partner onboarding: documents', { timeout: 60_000 }, () => {
  it('shows the FSSAI address notice with an Edit Address link back to step 1', async () => {
    const { router } = await renderApp('/restaurant-docs');
    const user = userEvent.setup();
    expect(await screen.findByText(/does not match the address on your FSSAI certificate/, {}, SCREEN_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Address' }));
    expect(router.state.location.pathname).toBe('/restaurent-info');
  });

  it('checks the format of each number once the field is left', async () => {
    await renderApp('/restaurant-docs');
    const user = userEvent.setup();
    const pan = await screen.findByLabelText('Business PAN', {}, SCREEN_LOAD);
    await user.type(pan, 'abcde1234f');
    expect(pan).toHaveValue('ABCDE1234F');
    await user.tab();
    expect(screen.getByText(PAN_INVALID_TEXT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('FSSAI licence number'), '1234-5678');
    expect(screen.getByLabelText('FSSAI licence number')).toHaveValue('12345678');
  });
});
