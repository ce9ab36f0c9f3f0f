import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { CartStore } from '../../../application/cart/CartStore';
import { customizableDish, restaurantFixture } from '../../../../test/helpers/menuFixtures';
import { renderApp } from '../../../../test/helpers/renderApp';
import { renderPage } from '../../../../test/helpers/renderPage';
import { groupIndianDigits } from '../../format/indianDigits';
import { MenuPage } from './MenuPage';

/** The menu's own English sentences: none may be left on the page in Hindi. */
const ENGLISH = [
  'Search for dishes',
  'reviews',
  'mins',
  'Best seller',
  'Customise as per your taste',
  'Item total',
  'Add to cart',
  'Choose 1',
  'Choose any',
  'Menu items',
  'Try again',
];

describe('the menu in Hindi', () => {
  inLanguage('hi');

  it('words the header, search, chips and dishes in Hindi; names stay as the restaurant gives them', async () => {
    await renderPage(<MenuPage />, '/foods/item-card/1', { pattern: '/foods/item-card/:restaurantId' });
    const fixture = restaurantFixture(1);
    expect(await screen.findByRole('heading', { level: 1, name: fixture.name })).toBeInTheDocument();
    expect(await screen.findByText(`${groupIndianDigits(fixture.totalReviews)} रिव्यू`)).toBeInTheDocument();
    expect(screen.getByText(`${fixture.estimatedDeliveryTime} मिनट`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'डिश खोजें' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'डिश फ़िल्टर करें' });
    for (const chip of ['सभी', 'वेज', 'नॉन-वेज', 'अंडा', 'बेस्टसेलर'])
      expect(within(chips).getByRole('button', { name: chip })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getAllByRole('button', { name: 'जोड़ें' }).length).toBeGreaterThan(0);
    for (const text of ENGLISH) expect(document.body).not.toHaveTextContent(text);
  });

  it('says in Hindi when a search finds nothing', async () => {
    await renderPage(<MenuPage />, '/foods/item-card/1', {
      pattern: '/foods/item-card/:restaurantId',
      state: { itemSearch: 'no such dish anywhere' },
    });
    expect(await screen.findByText('आपकी खोज से मिलती कोई डिश नहीं मिली')).toBeInTheDocument();
  });

  it('words the add-on chooser in Hindi, and focus lands on the dish’s + (named in Hindi) after adding', async () => {
    const { harness } = await renderApp('/foods/item-card/1', { signedInAs: 'aarav' });
    const dish = customizableDish(1);
    const article = await screen.findByRole('article', { name: dish.itemName });
    const add = within(article).getByRole('button', { name: 'जोड़ें' });
    await waitFor(() => expect(add).toBeEnabled());
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: dish.itemName });
    expect(within(dialog).getByText('अपने स्वाद के हिसाब से चुनें')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(await within(dialog).findByText('1 चुनें')).toBeInTheDocument();
    expect(within(dialog).getByText('कोई भी चुनें')).toBeInTheDocument();
    expect(within(dialog).getByText(/^कुल ₹/)).toBeInTheDocument();
    for (const text of ENGLISH) expect(dialog).not.toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'कार्ट में जोड़ें' }));
    await waitFor(() => expect(within(article).getByRole('button', { name: 'मात्रा बढ़ाएं' })).toHaveFocus());
    await harness.container.get(CartStore).whenSynced();
  });
});
