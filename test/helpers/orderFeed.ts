import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until Order History has drawn every card of its list (a few per task: the feed is busy until then). A cheap
 * selector, not a role query: a role query runs after every step's DOM change and is slow in jsdom.
 */
export async function everyOrderDrawn() {
  await waitFor(() => expect(document.querySelector('[role="feed"]')).toHaveAttribute('aria-busy', 'false'));
}

/** The cards of Order History's list, once all are drawn. */
export async function drawnOrderCards(): Promise<HTMLElement[]> {
  await everyOrderDrawn();
  return screen.getAllByRole('article');
}
