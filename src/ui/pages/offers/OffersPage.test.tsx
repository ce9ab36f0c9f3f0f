import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import cardCss from './diningRestaurantCard.module.css';
import { OffersPage } from './OffersPage';

async function openOffers() {
  await renderPage(<OffersPage />, '/offers-near-me');
  await screen.findByRole('heading', { name: 'Offers near you', level: 1 });
  return userEvent.setup();
}

const restaurantNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offers near me', () => {
  it('switches to the Dineout placeholder and back to Order Online', async () => {
    const user = await openOffers();
    await user.click(screen.getByRole('tab', { name: 'Dineout' }));
    expect(screen.getByRole('heading', { name: 'Dineout Section' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Order Online' }));
    expect(screen.getByRole('tab', { name: 'Order Online' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('narrows the restaurants with the chips and sorts them', async () => {
    const user = await openOffers();
    expect(restaurantNames()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Pure Veg' }));
    expect(screen.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
    expect(restaurantNames()).toEqual(['Rajdhani Express Kitchen', 'Dilli Dosa Junction', 'Green Bowl Rajendra Place']);
    await user.click(screen.getByRole('button', { name: 'Rating 4+' }));
    expect(restaurantNames()).toEqual(['Dilli Dosa Junction']);
    expect(screen.getByText('Showing 1 of 6 restaurants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('button', { name: 'Within 5km' }));
    await user.click(screen.getByRole('button', { name: 'Sort By' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Rating: high to low' }));
    // Measured from the app's default location (New Delhi), as no other is known here.
    expect(restaurantNames()).toEqual([
      'Daryaganj Kebab Point',
      'Nizamuddin Nihari Ghar',
      'Dilli Dosa Junction',
      'Rajdhani Express Kitchen',
      'Green Bowl Rajendra Place',
    ]);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(restaurantNames()).toEqual(['Daryaganj Kebab Point', 'Nizamuddin Nihari Ghar', 'Rajdhani Express Kitchen']);
  });

  it('filters by cuisine from the Filter chip and offers a way out of an empty result', async () => {
    const user = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Burger' }));
    await user.keyboard('{Escape}');
    expect(restaurantNames()).toEqual(['Civil Lines Burger Shed']);
    await user.click(screen.getByRole('button', { name: 'Pure Veg' }));
    expect(screen.getByText('No restaurants match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all restaurants' }));
    expect(restaurantNames()).toHaveLength(6);
  });

  it('rotates each card’s picture every 3 seconds, fading in each picture after the first', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openOffers();
    const card = screen.getByRole('article', { name: 'Dilli Dosa Junction' });
    // jsdom computes no animation: the picture's class says whether it fades in (e2e offers.spec checks the look).
    const fadeClass = cardCss.fadeIn;
    if (!fadeClass) throw new Error('diningRestaurantCard.module.css has no fadeIn class');
    const fadesIn = (name: string) => within(card).getByRole('img', { name }).classList.contains(fadeClass);
    expect(fadesIn('Dilli Dosa Junction, picture 1 of 3')).toBe(false);
    await act(() => vi.advanceTimersByTime(2999));
    expect(within(card).getByRole('img', { name: 'Dilli Dosa Junction, picture 1 of 3' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1));
    expect(fadesIn('Dilli Dosa Junction, picture 2 of 3')).toBe(true);
    await act(() => vi.advanceTimersByTime(6000));
    expect(within(card).getByRole('img', { name: 'Dilli Dosa Junction, picture 1 of 3' })).toBeInTheDocument();
  });

  it('keeps pictures still for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openOffers();
    await act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('img', { name: 'Dilli Dosa Junction, picture 1 of 3' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('img', { name: 'Dilli Dosa Junction, picture 1 of 3' })).toBeInTheDocument();
  });

  it("opens each card's restaurant: the name is a link to its menu", async () => {
    await openOffers();
    const card = screen.getByRole('article', { name: 'Rajdhani Express Kitchen' });
    expect(within(card).getByRole('link', { name: 'Rajdhani Express Kitchen' })).toHaveAttribute(
      'href',
      '/foods/item-card/2',
    );
    expect(within(card).getByText('Connaught Place · 1.5 km')).toBeInTheDocument();
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByRole('link').getAttribute('href')).toMatch(/^\/foods\/item-card\/\d+$/);
    }
  });

  it('moves through the four promotional offers and links Order Now home', async () => {
    const user = await openOffers();
    const carousel = screen.getByRole('region', { name: 'Offers for you' });
    expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveTextContent('Home Delivery');
    await user.click(within(carousel).getByRole('button', { name: 'Previous offer' }));
    expect(within(carousel).getByRole('group', { name: '4 of 4' })).toHaveTextContent('Walk in and save 10%');
    await user.click(within(carousel).getByRole('button', { name: 'Next offer' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next offer' }));
    expect(within(carousel).getByRole('group', { name: '2 of 4' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/');
  });

  it('lists popular cuisines and shows more restaurant chains on demand', async () => {
    const user = await openOffers();
    const cuisines = screen.getByRole('region', { name: 'Popular Cuisines Restaurants Near Me' });
    expect(within(cuisines).getAllByRole('listitem')).toHaveLength(12);
    // Each tile opens that cuisine's restaurants.
    expect(within(cuisines).getByRole('link', { name: 'Biryani' })).toHaveAttribute(
      'href',
      '/cuisines?category_id=3&category_name=Biryani',
    );
    expect(within(cuisines).getAllByRole('link')).toHaveLength(12);
    const chains = screen.getByRole('region', { name: 'Restaurant Chains Near Me' });
    expect(within(chains).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(chains).getByRole('button', { name: 'Show More' }));
    expect(within(chains).getAllByRole('listitem')).toHaveLength(8);
    // Each chain opens its restaurant's menu.
    expect(within(chains).getByRole('link', { name: 'Kamla Nagar Pizza Yard' })).toHaveAttribute(
      'href',
      '/foods/item-card/9',
    );
    await user.click(screen.getByRole('button', { name: 'GET Web APP' }));
    expect(screen.getByRole('dialog', { name: 'Add RailBite to your home screen' })).toBeInTheDocument();
  });
});
