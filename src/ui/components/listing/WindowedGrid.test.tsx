import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { WindowedGrid } from './WindowedGrid';

const grid = (items: string[], onNearEnd = vi.fn()) => (
  <WindowedGrid
    items={items}
    keyOf={(item) => item}
    renderItem={(item) => <span>{item}</span>}
    label="Restaurants"
    estimateRowHeight={() => 100}
    onNearEnd={onNearEnd}
  />
);

it("does not read an empty list's place on the page (a forced layout as the page commits), and asks for nothing", () => {
  const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const onNearEnd = vi.fn();
  render(grid([], onNearEnd));
  expect(screen.getByRole('list', { name: 'Restaurants' })).toBeInTheDocument();
  expect(place).not.toHaveBeenCalled();
  expect(onNearEnd).not.toHaveBeenCalled();
});

it("places the rows in view once the list has items, and asks for more when its end is near the viewport's bottom", () => {
  const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const onNearEnd = vi.fn();
  const { rerender } = render(grid([], onNearEnd));
  rerender(grid(['Spice Route', 'Dosa Corner', 'Biryani House'], onNearEnd));
  expect(place).toHaveBeenCalled();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Spice Route',
    'Dosa Corner',
    'Biryani House',
  ]);
  expect(onNearEnd).toHaveBeenCalled();
});
