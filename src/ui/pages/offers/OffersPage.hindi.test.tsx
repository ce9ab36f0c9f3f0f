import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { OffersPage } from './OffersPage';

/** The page's own English sentences (restaurant, cuisine and area names stay as the catalogue gives them). */
const ENGLISH = [
  'Offers near you',
  'Order Online',
  'Home Delivery',
  'Order Now',
  'Fine dining',
  'Restaurants with offers',
  'Showing',
  'for two',
  'Table booking',
  'off on',
  'Near Me',
  'Show More',
  'home screen',
  'GET Web APP',
  'Up to 20% off',
];

describe('Offers in Hindi', () => {
  inLanguage('hi');

  async function openOffers() {
    await renderPage(<OffersPage />, '/offers-near-me');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके पास के ऑफ़र' })).toBeInTheDocument();
    return userEvent.setup();
  }

  it('words the tabs and the offers carousel in Hindi', async () => {
    const user = await openOffers();
    expect(screen.getByRole('tab', { name: 'ऑनलाइन ऑर्डर' })).toHaveAttribute('aria-selected', 'true');
    const carousel = screen.getByRole('region', { name: 'आपके लिए ऑफ़र' });
    const slide = within(carousel).getByRole('group', { name: '4 में से 1' });
    expect(slide).toHaveTextContent('होम डिलीवरी');
    expect(within(slide).getByText('फ़ाइन डाइनिंग पर 20% तक की छूट')).toBeInTheDocument();
    expect(within(slide).getByText('अभी ऑर्डर करें')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'अगला ऑफ़र' }));
    expect(within(carousel).getByText('चुनिंदा बैंक कार्ड पर 10% छूट')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'डाइनआउट' }));
    expect(screen.getByText('डाइनआउट सेक्शन')).toBeInTheDocument();
    expect(screen.getByText('ऑनलाइन ऑर्डर पर वापस जाएं')).toBeInTheDocument();
  });

  it('words the filters, the count, the cards and their offers in Hindi', async () => {
    const user = await openOffers();
    expect(screen.getByText('6 में से 6 रेस्टोरेंट')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Rajdhani Express Kitchen' });
    expect(within(card).getByText(/दो लोगों के लिए ₹400/)).toBeInTheDocument();
    expect(within(card).getByText('टेबल बुकिंग')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Rajdhani Express Kitchen पर ऑफ़र' })).toHaveTextContent(
      'पहले से बुकिंग पर सीधे 20% छूट',
    );
    await user.click(screen.getByText('क्रम बदलें'));
    await user.click(screen.getByRole('menuitemradio', { name: 'रेटिंग: ज़्यादा से कम' }));
    expect(screen.getByText('6 में से 6 रेस्टोरेंट, क्रम: रेटिंग: ज़्यादा से कम')).toBeInTheDocument();
  });

  it('words the near-me lists and the app promo in Hindi, and leaves no English sentence of ours', async () => {
    await openOffers();
    expect(screen.getByText('मेरे पास रेस्टोरेंट चेन')).toBeInTheDocument();
    expect(screen.getByText('वेब ऐप पाएं')).toBeInTheDocument();
    for (const text of ENGLISH) expect(document.body).not.toHaveTextContent(text);
  });
});
