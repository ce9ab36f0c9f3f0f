import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { anOrder } from '../../../../test/helpers/anOrder';
import { OrderDetails } from './OrderDetails';

const JAIPUR = {
  trainNumber: '12955',
  trainName: 'Mumbai Central – Jaipur Superfast Express',
  stationCode: 'JP',
  stationName: 'Jaipur',
  coach: 'B2',
  berth: '34',
};

it("an address order's details give the estimated time; a seat order's do not (it comes with its train)", () => {
  const { unmount } = render(<OrderDetails order={anOrder({ train: null })} />);
  expect(screen.getByText('Estimated time')).toBeInTheDocument();
  expect(screen.getByText('25-35 min')).toBeInTheDocument();
  unmount();

  render(<OrderDetails order={anOrder({ train: JAIPUR })} />);
  expect(screen.queryByText('Estimated time')).not.toBeInTheDocument();
  expect(screen.queryByText('25-35 min')).not.toBeInTheDocument();
});
