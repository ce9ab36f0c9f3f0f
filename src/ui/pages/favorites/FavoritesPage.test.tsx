import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FavoritesApi, FavoritesApiToken } from '../../../infrastructure/ports/FavoritesApi';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderApp } from '../../../../test/helpers/renderApp';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { FavoritesPage } from './FavoritesPage';

describe('Favorites page', () => {
  // The whole app: signed out, the route gate answers.
  it('asks a visitor to sign in', async () => {
    await renderApp('/user/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'No favourites yet' with a link to browse", async () => {
    await renderPage(<FavoritesPage />, '/user/favorites', { signedInAs: 'aarav' });
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse restaurants' })).toHaveAttribute('href', '/');
  });

  it('lists the favourites as cards, newest first; unmarking one takes its card away', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    const api = harness.container.get<FavoritesApi>(FavoritesApiToken);
    await api.add('2');
    harness.clock.advance(1_000);
    await api.add('5');
    await renderPage(<FavoritesPage />, '/user/favorites', { harness });
    const list = await screen.findByRole('list', { name: 'Favourite restaurants' });
    const names = () =>
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Connaught Tandoor & Grill', 'Rajdhani Express Kitchen']);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Connaught Tandoor & Grill from favourites' }),
    );
    await waitFor(() => expect(names()).toEqual(['Rajdhani Express Kitchen']));
    await waitFor(async () => expect((await api.list(null)).map((restaurant) => restaurant.id)).toEqual(['2']));
  });
});
