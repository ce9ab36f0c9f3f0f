import { expect, it } from 'vitest';
import { columnsFor, visibleRows } from './gridWindow';

it('fits 2 to 6 columns by width', () => {
  expect(columnsFor(358, 200, 16)).toBe(2);
  expect(columnsFor(700, 200, 16)).toBe(3);
  expect(columnsFor(1232, 200, 16)).toBe(5);
  expect(columnsFor(3000, 200, 16)).toBe(6);
});

it('renders the rows in view plus the overscan, and nothing for an empty list', () => {
  expect(visibleRows(300, 900, 300, 50, 2)).toEqual({ first: 0, end: 4 });
  expect(visibleRows(-3000, 900, 300, 50, 2)).toEqual({ first: 8, end: 15 });
  expect(visibleRows(-14_000, 900, 300, 50, 2)).toEqual({ first: 44, end: 50 });
  expect(visibleRows(0, 900, 300, 0, 2)).toEqual({ first: 0, end: 0 });
});

it('renders nothing when the list is far below the viewport', () => {
  expect(visibleRows(5000, 900, 300, 50, 2)).toEqual({ first: 0, end: 0 });
});
