import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { TrainPage } from './TrainPage';

describe('the search by train number of /train', () => {
  it('names what is missing with the exact texts, says when the train is unknown, then finds the journey', async () => {
    const { router } = await renderPage(<TrainPage />, '/train');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Search by train number' }));
    const field = (name: string) => form.getByRole('textbox', { name });

    await user.type(field('Train number'), '12a9');
    expect(field('Train number')).toHaveValue('129');
    await user.type(field('Berth'), 'x');
    await user.click(form.getByRole('button', { name: 'Search train' }));
    expect(form.getByText('Enter the 5-digit train number')).toBeInTheDocument();
    expect(form.getByText("Enter the passenger's name")).toBeInTheDocument();
    expect(form.getByText('Enter your coach (e.g. B2)')).toBeInTheDocument();
    expect(form.getByText('Enter your berth number')).toBeInTheDocument();
    expect(field('Coach')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Train number'));
    await user.type(field('Train number'), '99999');
    expect(await form.findByText('Train not found')).toBeInTheDocument();
    expect(field('Train number')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Train number'));
    await user.type(field('Train number'), '12957');
    expect(await form.findByText('Swarna Jayanti Rajdhani Express')).toBeInTheDocument();
    await user.type(field('Passenger name'), 'Rohan Mehta');
    await user.type(field('Coach'), 'a1');
    await user.type(field('Berth'), '12');
    expect(form.queryByText('Enter your coach (e.g. B2)')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Search train' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/journey'));
  });
});
