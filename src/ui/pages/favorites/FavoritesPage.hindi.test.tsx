import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { type FavoritesApi, FavoritesApiToken } from '../../../infrastructure/ports/FavoritesApi';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { failServerFor } from '../../../../test/helpers/faults';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { FavoritesPage } from './FavoritesPage';

const KITCHEN = 'Rajdhani Express Kitchen';

describe('Favorites in Hindi', () => {
  inLanguage('hi');

  it('words the empty page in Hindi', async () => {
    await renderPage(<FavoritesPage />, '/user/favorites', { signedInAs: 'aarav' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पसंदीदा' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई पसंदीदा नहीं')).toBeInTheDocument();
    expect(screen.getByText('किसी रेस्टोरेंट को यहां रखने के लिए उसके दिल पर टैप करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रेस्टोरेंट देखें' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/favourites|Favorites|Browse|restaurants/);
  });

  it('lists the cards with Hindi hearts, and says in Hindi why a heart went back', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await harness.container.get<FavoritesApi>(FavoritesApiToken).add('2');
    await renderPage(<FavoritesPage />, '/user/favorites', { harness, toasts: true });
    const list = await screen.findByRole('list', { name: 'पसंदीदा रेस्टोरेंट' });
    expect(within(list).getByText(/रिव्यू ·/)).toBeInTheDocument();
    failServerFor(harness, pathOf('removeFavorite'));
    await userEvent.click(within(list).getByRole('button', { name: `${KITCHEN} को पसंदीदा से हटाएं` }));
    expect(await screen.findByText(`${KITCHEN} आपके पसंदीदा से नहीं हट सका। नेटवर्क में गड़बड़ी।`)).toBeInTheDocument();
    // The card is back (the list was empty meanwhile, so it is drawn anew).
    expect(await screen.findByRole('button', { name: `${KITCHEN} को पसंदीदा से हटाएं` })).toBeInTheDocument();
  });
});
