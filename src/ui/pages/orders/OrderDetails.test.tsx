import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { anOrder } from '../../../../test/helpers/anOrder';
import { JAIPUR_TRAIN_PLACE } from '../../../../test/helpers/trainPlaces';
import { OrderDetails } from './OrderDetails';

it("an address order's details give the estimated time; a seat order's do not (it comes with its train)", () => {
  const { unmount } = render(<OrderDetails order={anOrder({ train: null })} />);
  expect(screen.getByText('Estimated time')).toBeInTheDocument();
  expect(screen.getByText('25-35 min')).toBeInTheDocument();
  unmount();

  render(<OrderDetails order={anOrder({ train: JAIPUR_TRAIN_PLACE })} />);
  expect(screen.queryByText('Estimated time')).not.toBeInTheDocument();
  expect(screen.queryByText('25-35 min')).not.toBeInTheDocument();
});

it("states the restaurant offer's discount between the charges and the total, as the cart's bill did", () => {
  const { unmount } = render(<OrderDetails order={anOrder({ discountPaise: 7_500 })} />);
  const discount = screen.getByText('Discount');
  expect(discount.parentElement).toHaveTextContent('Discount−₹75');
  unmount();

  render(<OrderDetails order={anOrder({ discountPaise: 0 })} />);
  expect(screen.queryByText('Discount')).not.toBeInTheDocument();
});
