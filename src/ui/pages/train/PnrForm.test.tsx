import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { TrainPage } from './TrainPage';

describe('the PNR form of /train', () => {
  it('refuses a short PNR with the exact text, hides it while the PNR is edited, then finds the journey', async () => {
    const { router } = await renderPage(<TrainPage />, '/train');
    const user = userEvent.setup();
    const pnr = await screen.findByRole('textbox', { name: 'PNR number' });
    await user.type(pnr, '12345');
    await user.click(screen.getByRole('button', { name: 'Find journey' }));
    expect(screen.getByText('Please enter a valid 10-digit PNR')).toBeInTheDocument();
    expect(pnr).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/train');

    await user.clear(pnr);
    await user.type(pnr, '240-123 4567');
    expect(screen.queryByText('Please enter a valid 10-digit PNR')).not.toBeInTheDocument();
    expect(screen.getByText('10 digits, printed at the top of your ticket')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find journey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/journey'));
  });
});
