import { render, screen } from '@testing-library/react';
import { expect, it, onTestFinished, vi } from 'vitest';
import { ChipRow } from './ChipRow';

const row = (selected: string) => (
  <ChipRow label="Filter dishes" selected={selected}>
    {['ALL', 'VEG', 'NONVEG', 'Egg', 'BESTSELLER'].map((filter) => (
      <button key={filter} type="button" aria-pressed={filter === selected}>
        {filter}
      </button>
    ))}
  </ChipRow>
);

/** Element scrolling, which jsdom lacks: the row calls it when it is there. */
function spyOnScrollTo() {
  const scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  onTestFinished(() => {
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });
  return scrollTo;
}

it('opening with its first chip chosen reads no layout: the row already shows it', () => {
  const offset = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
  const scrollTo = spyOnScrollTo();
  render(row('ALL'));
  expect(screen.getByRole('group', { name: 'Filter dishes' })).toBeInTheDocument();
  expect(offset).not.toHaveBeenCalled();
  expect(scrollTo).not.toHaveBeenCalled();
});

it('scrolls a chosen chip beyond the right edge fully into view, at once on opening', () => {
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return ['ALL', 'VEG', 'NONVEG', 'Egg', 'BESTSELLER'].indexOf(this.textContent ?? '') * 100;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(90);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
  const scrollTo = spyOnScrollTo();
  render(row('BESTSELLER'));
  // BESTSELLER ends at 490 px in a row 300 px wide that scrolls at most 200 px.
  expect(scrollTo).toHaveBeenCalledWith({ left: 200, behavior: 'auto' });
});
