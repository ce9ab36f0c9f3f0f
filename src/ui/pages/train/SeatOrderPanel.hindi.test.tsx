import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { aSeatOrder, renderSeatOrderPanel } from '../../../../test/helpers/seatOrderPanel';
import { SEAT_CANCEL_TEXTS } from '../../../domain/train/seatOrder';

describe('a seat order’s outcome in Hindi', () => {
  inLanguage('hi');

  it("says where the train is and why the order can no longer be cancelled, not the server's English", async () => {
    const orderBy = Date.now() - 60_000;
    const closed = SEAT_CANCEL_TEXTS.closed(orderBy);
    await renderSeatOrderPanel(aSeatOrder({ orderBy, cancellation: { allowed: false, reason: closed } }));
    expect(await screen.findByText('ट्रेन की स्थिति: Vadodara Junction और Ratlam Junction के बीच')).toBeInTheDocument();
    expect(screen.getByText(/^रद्द करने का समय \d\d:\d\d बजे खत्म हो गया: किचन आपका खाना बना रहा है$/)).toBeInTheDocument();
    expect(screen.queryByText(/Between|Cancellation closed|kitchen/)).toBeNull();
  });

  it("says where the train is from the place its server typed, whatever the server's words", async () => {
    await renderSeatOrderPanel(
      aSeatOrder({
        position: 'Not yet left Mumbai Central',
        trainPlace: { state: 'at-station', station: 'Kota Junction' },
      }),
    );
    expect(await screen.findByText('ट्रेन की स्थिति: Kota Junction पर')).toBeInTheDocument();
  });

  it("shows a server's words as they came when it sends no typed place (they are not read back)", async () => {
    await renderSeatOrderPanel(aSeatOrder({ trainPlace: null }));
    expect(await screen.findByText('ट्रेन की स्थिति: Between Vadodara Junction and Ratlam Junction')).toBeInTheDocument();
  });

  it('says a delivered order cannot be cancelled, in Hindi', async () => {
    await renderSeatOrderPanel(
      aSeatOrder({ status: 'Delivered', cancellation: { allowed: false, reason: 'Delivered.' } }),
    );
    expect(await screen.findByText('यह ऑर्डर डिलीवर हो चुका है')).toBeInTheDocument();
  });

  it('says a cancellation that got no answer failed, in Hindi', async () => {
    await renderSeatOrderPanel(aSeatOrder({}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
    // The dialog's last button confirms (the dialog is the orders screens' own).
    await user.click(
      within(await screen.findByRole('dialog'))
        .getAllByRole('button')
        .at(-1)!,
    );
    expect(await screen.findByText('नेटवर्क में गड़बड़ी।')).toBeInTheDocument();
    expect(screen.queryByText('Network Error.')).toBeNull();
  });
});
