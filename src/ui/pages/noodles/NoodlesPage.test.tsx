import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { NoodlesPage } from './NoodlesPage';

const names = () =>
  within(screen.getByRole('list', { name: 'Noodle restaurants' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

it('lists its 8 restaurants; Filter narrows them and Sort By orders them', async () => {
  await renderPage(<NoodlesPage />, '/foods/noodles');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Noodles' }, SLOW)).toBeInTheDocument();
  expect(names()).toHaveLength(8);

  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pure Veg' }));
  await user.keyboard('{Escape}');
  expect(names()).toEqual(['Green Chopsticks', 'Station Chowmein Stall']);

  await user.click(screen.getByRole('button', { name: 'Sort By' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Delivery Time' }));
  expect(names()).toEqual(['Station Chowmein Stall', 'Green Chopsticks']);

  await user.click(screen.getByRole('button', { name: /Filter/ }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pure Veg' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Ratings 4.0+' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Sort By' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Rating' }));
  expect(names()).toEqual([
    'Tibetan Thukpa Corner',
    'Hakka House CP',
    'Pho Saigon Kitchen',
    'Wok Express Paharganj',
    'Ramen Republic',
    'Bowl of Udon',
    'Green Chopsticks',
  ]);
  expect(screen.getByText('7 of 8 restaurants · Rating')).toBeInTheDocument();
});

it('offers to clear filters that leave nothing', async () => {
  await renderPage(<NoodlesPage />, '/foods/noodles');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Filter' }, SLOW));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pure Veg' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Rs. 300-Rs. 600' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Offers' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Fast Delivery' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Ratings 4.0+' }));
  await user.keyboard('{Escape}');
  expect(screen.getByText('Green Chopsticks')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Filter/ }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Less than Rs. 300' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Rs. 300-Rs. 600' }));
  await user.keyboard('{Escape}');
  expect(screen.getByText('No restaurants match these filters')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(names()).toHaveLength(8);
});
