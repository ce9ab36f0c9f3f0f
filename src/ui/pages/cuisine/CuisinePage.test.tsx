import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { CuisinePage } from './CuisinePage';

it("lists a cuisine's restaurants from the URL, each opening its menu with the search text", async () => {
  await renderPage(<CuisinePage />, '/cuisines?category_id=3&category_name=Biryani&itemSearch=biryani');
  expect(await screen.findByRole('heading', { level: 1, name: 'Biryani restaurants' }, SLOW)).toBeInTheDocument();
  expect(await screen.findByText('No more restaurants to load', {}, SLOW)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Restaurants' });
  const link = await within(list).findByRole('link', { name: 'Paharganj Biryani House' });
  expect(link).toHaveAttribute('href', '/foods/item-card/1');
});

it('reads the category from the navigation state and names it from the categories', async () => {
  await renderPage(<CuisinePage />, '/foods/cuisine', { state: { category_id: 5 } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pizza restaurants' }, SLOW)).toBeInTheDocument();
});

it('defaults to category 1', async () => {
  await renderPage(<CuisinePage />, '/cuisines');
  expect(await screen.findByRole('heading', { level: 1, name: 'North Indian restaurants' }, SLOW)).toBeInTheDocument();
});

it('says so when no restaurant nearby serves the cuisine', async () => {
  await renderPage(<CuisinePage />, '/cuisines?category_id=15&category_name=Maharashtrian');
  expect(await screen.findByText('No restaurants available for this cuisine.', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByText('No more restaurants to load')).not.toBeInTheDocument();
});
