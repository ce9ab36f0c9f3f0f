import { expect, it } from 'vitest';
import { cuisineLink } from '../../navigation/cuisineLink';
import { readCuisineRouteParams } from './cuisineRouteParams';

const query = (text: string) => new URLSearchParams(text);

it('reads the category from the navigation state', () => {
  expect(readCuisineRouteParams({ category_id: 3, category_name: 'Biryani' }, query(''))).toEqual({
    categoryId: '3',
    categoryName: 'Biryani',
    itemSearch: null,
  });
});

it('reads the category from the URL when there is no state (a reload or a shared link)', () => {
  expect(readCuisineRouteParams(null, query('category_id=5&category_name=Pizza&itemSearch=pizza'))).toEqual({
    categoryId: '5',
    categoryName: 'Pizza',
    itemSearch: 'pizza',
  });
});

it('defaults to category 1 without a name', () => {
  expect(readCuisineRouteParams(undefined, query(''))).toEqual({
    categoryId: '1',
    categoryName: null,
    itemSearch: null,
  });
  expect(readCuisineRouteParams({ category_id: '  ' }, query('category_id='))).toEqual({
    categoryId: '1',
    categoryName: null,
    itemSearch: null,
  });
});

it('does not borrow the name from a URL naming another category', () => {
  expect(readCuisineRouteParams({ category_id: '4' }, query('category_id=5&category_name=Pizza'))).toEqual({
    categoryId: '4',
    categoryName: null,
    itemSearch: null,
  });
});

it('round-trips the link a tile or a search result builds', () => {
  const link = cuisineLink({ id: '3', name: 'Rolls & Wraps' }, ' rolls ');
  const url = new URL(link.to, 'http://app.test');
  expect(url.pathname).toBe('/cuisines');
  expect(readCuisineRouteParams(null, url.searchParams)).toEqual({
    categoryId: '3',
    categoryName: 'Rolls & Wraps',
    itemSearch: 'rolls',
  });
  expect(readCuisineRouteParams(link.state, url.searchParams)).toEqual(readCuisineRouteParams(null, url.searchParams));
});
