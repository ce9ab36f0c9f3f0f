import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type TrainApi, TrainApiToken } from '../../../infrastructure/ports/TrainApi';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, orderRequest } from '../../../../test/helpers/orders';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { JAIPUR_SEAT } from '../../../../test/helpers/trainSeats';
import { OrderHistoryPage } from './OrderHistoryPage';

const TRAIN_12955 = 'Train 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · Coach B2, Berth 34';
const TRAIN_12956 = 'Train 12956 Jaipur – Mumbai Central Superfast Express · Borivali (BVI) · Coach B2, Berth 34';

describe('Order History: filter by one train (FEATURES F-train-more)', () => {
  it("offers a chip per train ordered on; one lists that train's seat orders only, again shows every train order", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await fillCart(harness, 37, 1);
    await checkoutApi(harness).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    const journey = await harness.container.get<TrainApi>(TrainApiToken).journeyByPnr('2405550001');
    await fillCart(harness, 52, 2);
    const seat = { ...JAIPUR_SEAT, pnr: journey.pnr, trainNumber: '12956', runDate: journey.runDate };
    await checkoutApi(harness).placeCashOrder(orderRequest('', { seat: { ...seat, stationCode: 'BVI' } }));
    await renderPage(<OrderHistoryPage />, '/user/order-history', { harness });

    const trainFilter = await screen.findByRole('group', { name: 'Filter by train' });
    const chip = (name: string) => within(trainFilter).getByRole('button', { name });
    await waitFor(() => expect(within(trainFilter).getAllByRole('button')).toHaveLength(3));
    expect(chip('Train 12956')).toHaveAttribute('title', 'Jaipur – Mumbai Central Superfast Express');

    await userEvent.click(chip('Train 12956'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent(TRAIN_12956);
    expect(chip('Train 12956')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Train orders only')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip('Train 12955'));
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent(TRAIN_12955));
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await userEvent.click(chip('Train orders only'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(chip('Train orders only')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Train 12955')).toHaveAttribute('aria-pressed', 'false');
  });
});
