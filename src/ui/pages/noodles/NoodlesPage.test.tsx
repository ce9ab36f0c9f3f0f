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
  expect(names()).toEqual(['Amer Road Noodle House']);

  await user.click(screen.getByRole('button', { name: /Filter/ }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pure Veg' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Ratings 4.0+' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Sort By' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Rating' }));
  expect(names()).toEqual([
    'Raja Park Momos',
    'Bombay Chinese Wok',
    'Gole Market Momo Co.',
    'Raja Ki Mandi Rolls',
    'C-Scheme Wood Fired Pizza',
    'CP Noodle Works',
    'Amer Road Noodle House',
  ]);
  expect(screen.getByText('7 of 8 restaurants · Rating')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sort By' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Delivery Time' }));
  expect(names()[0]).toBe('Raja Ki Mandi Rolls');
});

it("opens each card's restaurant: the name is a link to its menu", async () => {
  await renderPage(<NoodlesPage />, '/foods/noodles');
  const list = await screen.findByRole('list', { name: 'Noodle restaurants' }, SLOW);
  expect(within(list).getByRole('link', { name: 'CP Noodle Works' })).toHaveAttribute('href', '/foods/item-card/15');
  expect(within(list).getAllByRole('link')).toHaveLength(8);
});

it('offers to clear filters that leave nothing', async () => {
  await renderPage(<NoodlesPage />, '/foods/noodles');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Filter' }, SLOW));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pure Veg' }));
  await user.keyboard('{Escape}');
  expect(names()).toEqual(['Amer Road Noodle House']);
  await user.click(screen.getByRole('button', { name: /Filter/ }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Less than Rs. 300' }));
  await user.keyboard('{Escape}');
  expect(screen.getByText('No restaurants match these filters')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(names()).toHaveLength(8);
});
