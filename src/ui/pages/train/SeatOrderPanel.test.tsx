import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSeatOrder, renderSeatOrderPanel } from '../../../../test/helpers/seatOrderPanel';

describe("a seat order's train place", () => {
  it('says it with the exact English words, from the place its server typed', async () => {
    await renderSeatOrderPanel(
      aSeatOrder({
        position: 'Train 12955 is somewhere past Vadodara',
        trainPlace: { state: 'not-started', station: 'Mumbai Central' },
      }),
    );
    expect(await screen.findByText('Train status: Not yet left Mumbai Central')).toBeInTheDocument();
    expect(screen.queryByText(/somewhere past Vadodara/)).toBeNull();
  });

  it("shows a server's words as they came when it sends no typed place", async () => {
    await renderSeatOrderPanel(aSeatOrder({ position: 'Train 12955 is somewhere past Vadodara', trainPlace: null }));
    expect(await screen.findByText('Train status: Train 12955 is somewhere past Vadodara')).toBeInTheDocument();
  });
});
